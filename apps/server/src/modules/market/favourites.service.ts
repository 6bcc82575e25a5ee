import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";

export const MAX_FAVOURITES = 100;
/** The quote currency a favourite names when the caller gives only the base currency (USDT). */
const DEFAULT_LEGAL_ID = 3;
const HOT_WINDOW_MS = 7 * 86_400_000;
const HOUR_MS = 3_600_000;

export interface MarketKey {
  currencyId: number;
  legalId?: number;
}

/** Favourite markets of each user, and the hot list: views of markets opened from search. */
export function createFavouritesService({ db, clock }: { db: Db; clock: () => Date }) {
  async function marketOf({ currencyId, legalId = DEFAULT_LEGAL_ID }: MarketKey) {
    const [market] = await db.query<{ id: number }>(
      "SELECT id FROM markets WHERE currency_id = $1 AND legal_id = $2 AND enabled",
      [currencyId, legalId],
    );
    return market?.id;
  }

  /** Who viewed what this hour: one view per client and market and hour counts. */
  const counted = new Map<string, number>();

  return {
    /** Favourite market ids with their favourite id, newest first. */
    list(userId: number) {
      return db.query<{ optional_id: number; market_id: number; created_at: Date }>(
        `SELECT id::int AS optional_id, market_id, created_at FROM favourites
         WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
        [userId],
      );
    },

    /** Adds a market; adding one already there changes nothing. */
    async add(userId: number, key: MarketKey): Promise<Outcome<void>> {
      const marketId = await marketOf(key);
      if (marketId === undefined) return failure("MARKET_UNKNOWN_MARKET");
      return db.tx(async (q) => {
        // one user's adds are serialised, so the limit holds under concurrent calls
        await q.query("SELECT id FROM users WHERE id = $1 FOR UPDATE", [userId]);
        const [row] = await q.query<{ n: number; has: boolean }>(
          "SELECT count(*)::int AS n, bool_or(market_id = $2) AS has FROM favourites WHERE user_id = $1",
          [userId, marketId],
        );
        if (row?.has) return success(undefined);
        if ((row?.n ?? 0) >= MAX_FAVOURITES)
          return failure("MARKET_FAVOURITES_FULL", { max: MAX_FAVOURITES });
        await q.query("INSERT INTO favourites (user_id, market_id, created_at) VALUES ($1, $2, $3)", [
          userId,
          marketId,
          clock(),
        ]);
        return success(undefined);
      });
    },

    /** Removes a favourite by its id, or by its market's currencies. */
    async remove(userId: number, target: { id: number } | MarketKey): Promise<Outcome<void>> {
      const marketId = "id" in target ? undefined : await marketOf(target);
      const rows = await db.query(
        "id" in target
          ? "DELETE FROM favourites WHERE user_id = $1 AND id = $2 RETURNING id"
          : "DELETE FROM favourites WHERE user_id = $1 AND market_id = $2 RETURNING id",
        [userId, "id" in target ? target.id : (marketId ?? -1)],
      );
      return rows.length > 0 ? success(undefined) : failure("MARKET_FAVOURITE_NOT_FOUND");
    },

    /** Counts a view of a market unless this client already viewed it this hour. */
    async viewed(marketId: number, client: string): Promise<void> {
      const hour = Math.floor(clock().getTime() / HOUR_MS) * HOUR_MS;
      const key = `${client}|${marketId}`;
      if (counted.get(key) === hour) return;
      for (const [k, h] of counted) if (h !== hour) counted.delete(k);
      counted.set(key, hour);
      await db.query(
        `INSERT INTO market_views (market_id, hour, views) VALUES ($1, $2, 1)
         ON CONFLICT (market_id, hour) DO UPDATE SET views = market_views.views + 1`,
        [marketId, new Date(hour)],
      );
    },

    /** Views per market over the last 7 days, most viewed first; markets nobody viewed follow in listing order. */
    hot(limit: number) {
      return db.query<{ market_id: number; views: number }>(
        `SELECT m.id AS market_id, coalesce(sum(v.views), 0)::int AS views
         FROM markets m LEFT JOIN market_views v ON v.market_id = m.id AND v.hour >= $1
         WHERE m.enabled GROUP BY m.id, m.sort ORDER BY views DESC, m.sort, m.id LIMIT $2`,
        [new Date(clock().getTime() - HOT_WINDOW_MS), limit],
      );
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
