import type {
  CopyClosed,
  CopyCurvePoint,
  CopyFollow,
  CopyOpen,
  CopySkipped,
  CopyStats,
  CopySummary,
  CopyTrader,
  CopyTraderPosition,
} from "@bourse/contract";
import { iso } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";

type Stats = CopyStats;

/** How long the trader list's figures are kept before they are computed again. */
export const STATS_TTL_MS = 3_600_000;

/**
 * Copy trading's reads, from the tables (any node answers them). A trader's figures are computed from
 * its recorded closed lever trades (its own account, not copies) over the last `days`:
 * - net result of a trade: PnL − handling fee − overnight fees; `pnl` is their sum;
 * - `roi`: that sum ÷ the margin the trades committed (their original margin), in percent;
 * - `win_rate`: trades with a positive net result ÷ trades, in percent;
 * - `max_drawdown`: the largest fall of the running net result from its running peak, in percent of
 *   the committed margin plus that peak;
 * - `trading_days`: days on which a counted trade opened; `max_multiple`, `liquidations`;
 * - `followers` and `assets_under_copy` (margin their open copies hold) are as of now.
 */
export function createCopyQueries(db: Db, clock: () => Date) {
  /** each period's figures per trader, with when they were computed */
  const cache = new Map<number, { at: number; stats: Map<number, Stats> }>();

  async function statsOf(ids: number[], days: number): Promise<Map<number, Stats>> {
    if (ids.length === 0) return new Map();
    const since = new Date(clock().getTime() - days * 86_400_000);
    const rows = await db.query<Omit<Stats, "days"> & { id: number }>(
      `WITH t AS (
         SELECT user_id, id, closed_at, opened_at, multiple, close_reason, origin_margin,
                (pnl - fee - overnight) AS net
         FROM lever_trades
         WHERE user_id = ANY($1::bigint[]) AND account = 'lever' AND status = 3 AND closed_at >= $2),
       c AS (
         SELECT user_id, id, closed_at, sum(net) OVER (PARTITION BY user_id ORDER BY closed_at, id) AS cum
         FROM t),
       p AS (
         SELECT user_id, cum,
                max(cum) OVER (PARTITION BY user_id ORDER BY closed_at, id ROWS UNBOUNDED PRECEDING) AS peak
         FROM c),
       agg AS (
         SELECT user_id, count(*)::int AS trades, sum(net) AS pnl, sum(origin_margin) AS margin,
                count(*) FILTER (WHERE net > 0)::int AS wins,
                count(DISTINCT (opened_at AT TIME ZONE 'UTC')::date)::int AS trading_days,
                max(multiple)::int AS max_multiple,
                count(*) FILTER (WHERE close_reason = 'liquidation')::int AS liquidations
         FROM t GROUP BY user_id)
       SELECT u.id::int AS id,
         coalesce(a.trades, 0) AS trades,
         trim_scale(round(coalesce(a.pnl, 0), 6))::text AS pnl,
         CASE WHEN a.margin > 0 THEN trim_scale(round(100 * a.pnl / a.margin, 2))::text END AS roi,
         CASE WHEN a.trades > 0 THEN trim_scale(round(100.0 * a.wins / a.trades, 2))::text END AS win_rate,
         coalesce(trim_scale(round((SELECT max(CASE WHEN a.margin + greatest(p.peak, 0) > 0
             THEN 100 * (greatest(p.peak, 0) - p.cum) / (a.margin + greatest(p.peak, 0)) ELSE 0 END)
           FROM p WHERE p.user_id = u.id), 2))::text, '0') AS max_drawdown,
         coalesce(a.trading_days, 0) AS trading_days, a.max_multiple, coalesce(a.liquidations, 0) AS liquidations,
         (SELECT count(*)::int FROM copy_follows f WHERE f.trader_id = u.id AND f.status = 'active') AS followers,
         (SELECT trim_scale(coalesce(sum(c.margin), 0))::text FROM lever_trades c
            JOIN lever_trades o ON o.id = c.copy_of
          WHERE o.user_id = u.id AND c.account = 'copy' AND c.status = 1) AS assets_under_copy
       FROM unnest($1::bigint[]) AS u(id) LEFT JOIN agg a ON a.user_id = u.id`,
      [ids, since],
    );
    return new Map(rows.map(({ id, ...s }) => [id, { days, ...s }]));
  }

  type TraderRow = Omit<CopyTrader, "stats">;
  const TRADER = `SELECT user_id::int AS trader_user_id, name, bio, trim_scale(share_rate)::text AS share_rate,
    max_followers, status FROM copy_traders`;

  async function withStats(rows: TraderRow[], days: number): Promise<CopyTrader[]> {
    const stats = await statsOf(
      rows.map((r) => r.trader_user_id),
      days,
    );
    return rows.map((r) => ({ ...r, stats: stats.get(r.trader_user_id)! }));
  }

  return {
    /** Each trader's figures over the last `days`, computed now (the console's list). */
    statsOf,

    /** The venue's copy trading as of now, and what it did over the last `days`. */
    async summary(days: number) {
      const since = new Date(clock().getTime() - days * 86_400_000);
      const [row] = await db.query<Omit<CopySummary, "days">>(
        `SELECT
           (SELECT count(*)::int FROM copy_traders WHERE status = 'approved') AS traders,
           (SELECT count(*)::int FROM copy_traders WHERE status = 'pending') AS applications,
           (SELECT count(*)::int FROM copy_follows WHERE status = 'active') AS follows,
           (SELECT count(DISTINCT follower_id)::int FROM copy_follows WHERE status = 'active') AS followers,
           (SELECT count(*)::int FROM lever_trades WHERE account = 'copy' AND status = 1) AS open_copies,
           (SELECT trim_scale(coalesce(sum(margin), 0))::text FROM lever_trades
             WHERE account = 'copy' AND status = 1) AS assets_under_copy,
           (SELECT count(*)::int FROM lever_trades WHERE account = 'copy' AND opened_at >= $1) AS copies,
           (SELECT count(*)::int FROM copy_events WHERE kind = 'skipped' AND created_at >= $1) AS skipped,
           (SELECT trim_scale(coalesce(sum(pnl - fee - overnight), 0))::text FROM lever_trades
             WHERE account = 'copy' AND status = 3 AND closed_at >= $1) AS copies_net,
           (SELECT trim_scale(coalesce(sum(amount), 0))::text FROM copy_events
             WHERE kind = 'shared' AND created_at >= $1) AS profit_share`,
        [since],
      );
      return { days, ...row! };
    },

    /**
     * Approved traders as they are now (a trader approved a moment ago is listed at once), with their
     * figures kept for an hour, sorted as asked.
     */
    async index(q: { sort: string; days: number; page: number; limit: number }) {
      const traders = await db.query<TraderRow>(`${TRADER} WHERE status = 'approved'`);
      let hit = cache.get(q.days);
      if (!hit || clock().getTime() - hit.at > STATS_TTL_MS) {
        hit = { at: clock().getTime(), stats: new Map() };
        cache.set(q.days, hit);
      }
      const missing = traders.map((t) => t.trader_user_id).filter((id) => !hit.stats.has(id));
      for (const [id, s] of await statsOf(missing, q.days)) hit.stats.set(id, s);
      const rows: CopyTrader[] = traders.map((t) => ({ ...t, stats: hit.stats.get(t.trader_user_id)! }));
      const num = (v: string | null) => (v === null ? Number.NEGATIVE_INFINITY : Number(v));
      const by: Record<string, (x: CopyTrader) => number> = {
        roi: (x) => num(x.stats.roi),
        pnl: (x) => num(x.stats.pnl),
        win_rate: (x) => num(x.stats.win_rate),
        followers: (x) => x.stats.followers,
        drawdown: (x) => -num(x.stats.max_drawdown),
      };
      const key2 = by[q.sort] ?? by.roi!;
      const sorted = rows.sort((a, b) => key2(b) - key2(a) || a.trader_user_id - b.trader_user_id);
      const start = (q.page - 1) * q.limit;
      return {
        data: sorted.slice(start, start + q.limit),
        total: sorted.length,
        page: q.page,
        computed_at: new Date(hit.at).toISOString(),
      };
    },

    /** One trader with fresh figures for 7, 30 and 90 days, its daily net result and its positions. */
    async trader(id: number) {
      const [row] = await db.query<TraderRow>(`${TRADER} WHERE user_id = $1`, [id]);
      if (!row) return undefined;
      const [d7, d30, d90] = (await Promise.all([7, 30, 90].map((d) => withStats([row], d)))).map(
        (r) => r[0]!,
      );
      const curve = await db.query<CopyCurvePoint>(
        `SELECT to_char((closed_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
           trim_scale(sum(sum(pnl - fee - overnight)) OVER (ORDER BY (closed_at AT TIME ZONE 'UTC')::date))::text AS pnl
         FROM lever_trades WHERE user_id = $1 AND account = 'lever' AND status = 3 AND closed_at >= $2
         GROUP BY (closed_at AT TIME ZONE 'UTC')::date ORDER BY 1`,
        [id, new Date(clock().getTime() - 90 * 86_400_000)],
      );
      const positions = await db.query<CopyTraderPosition>(
        `SELECT id::int AS id, market_id, direction, trim_scale(lots)::text AS lots, multiple,
           trim_scale(open_price)::text AS open_price, trim_scale(close_price)::text AS close_price,
           trim_scale(pnl)::text AS pnl, status, close_reason, ${iso("opened_at")} AS opened_at,
           ${iso("closed_at")} AS closed_at
         FROM lever_trades WHERE user_id = $1 AND account = 'lever' AND status IN (1, 3)
         ORDER BY id DESC LIMIT 50`,
        [id],
      );
      return { ...d30!, stats_7d: d7!.stats, stats_90d: d90!.stats, equity_curve: curve, positions };
    },

    /** The user's follows, with their settings, and its open copies. */
    async mine(userId: number) {
      const follows = await db.query<CopyFollow>(
        `SELECT f.trader_id::int AS trader_user_id, t.name, f.mode,
           CASE f.mode WHEN 'proportional' THEN 1 ELSE 2 END AS type,
           trim_scale(coalesce(f.multiple, f.lots))::text AS number,
           trim_scale(f.max_margin_order)::text AS max_margin_order,
           trim_scale(f.max_margin_total)::text AS max_margin_total, ${iso("f.created_at")} AS created_at
         FROM copy_follows f JOIN copy_traders t ON t.user_id = f.trader_id
         WHERE f.follower_id = $1 AND f.status = 'active' ORDER BY f.id DESC`,
        [userId],
      );
      const copies = await db.query<Omit<CopyOpen, "update_price" | "profits">>(
        `SELECT c.id::int AS transaction_id, o.user_id::int AS trader_user_id, c.copy_of::int AS trader_order,
           c.market_id, c.direction, trim_scale(c.lots)::text AS lots, c.multiple,
           trim_scale(c.open_price)::text AS open_price, trim_scale(c.margin)::text AS margin,
           ${iso("c.opened_at")} AS opened_at,
           EXISTS (SELECT 1 FROM copy_events e WHERE e.copy_trade = c.id AND e.kind = 'kept') AS self_holding
         FROM lever_trades c JOIN lever_trades o ON o.id = c.copy_of
         WHERE c.user_id = $1 AND c.account = 'copy' AND c.status = 1 ORDER BY c.id DESC`,
        [userId],
      );
      const [paid] = await db.query<{ total: string }>(
        `SELECT trim_scale(coalesce(sum(amount), 0))::text AS total FROM copy_events
         WHERE follower_id = $1 AND kind = 'shared'`,
        [userId],
      );
      return { follows, copies, profit_share_paid: paid?.total ?? "0" };
    },

    /**
     * The user's closed copies, newest first, with the profit share each paid and what it was taken on:
     * the net result, the basis above the high-water mark, the part that recovered earlier losses, the
     * rate, and the losses still to recover (null for copies closed before the net rule).
     */
    async history(userId: number, page: number, limit: number) {
      const data = await db.query<CopyClosed>(
        `SELECT c.id::int AS transaction_id, o.user_id::int AS trader_user_id, t.name AS trader_name,
           c.copy_of::int AS trader_order, c.market_id, c.direction, c.multiple,
           trim_scale(c.lots)::text AS lots, trim_scale(c.open_price)::text AS open_price,
           trim_scale(c.close_price)::text AS close_price, trim_scale(c.pnl)::text AS pnl, c.close_reason,
           trim_scale(c.fee + c.overnight)::text AS fees,
           coalesce((SELECT trim_scale(sum(e.amount))::text FROM copy_events e
             WHERE e.copy_trade = c.id AND e.kind = 'shared'), '0') AS profit_share,
           trim_scale(s.net)::text AS share_net, trim_scale(s.basis)::text AS share_basis,
           trim_scale(s.recovered)::text AS share_recovered, trim_scale(s.share_rate)::text AS share_rate,
           trim_scale(s.to_recover)::text AS share_to_recover,
           ${iso("c.opened_at")} AS opened_at, ${iso("c.closed_at")} AS closed_at
         FROM lever_trades c JOIN lever_trades o ON o.id = c.copy_of
           LEFT JOIN copy_traders t ON t.user_id = o.user_id
           LEFT JOIN copy_settlements s ON s.copy_trade = c.id
         WHERE c.user_id = $1 AND c.account = 'copy' AND c.status = 3
         ORDER BY c.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, (page - 1) * limit],
      );
      const skipped = await db.query<Omit<CopySkipped, "reason_text">>(
        `SELECT trader_id::int AS trader_user_id, trader_trade::int AS trader_order, reason,
           ${iso("created_at")} AS created_at
         FROM copy_events WHERE follower_id = $1 AND kind = 'skipped' ORDER BY id DESC LIMIT 20`,
        [userId],
      );
      return { data, page, skipped };
    },

    /** The user's trader profile and what it earned, or its application. */
    async own(userId: number) {
      const [row] = await db.query<TraderRow>(`${TRADER} WHERE user_id = $1`, [userId]);
      if (!row) return undefined;
      const [earned] = await db.query<{ total: string; reason: string | null }>(
        `SELECT trim_scale(coalesce(sum(amount), 0))::text AS total,
           (SELECT reason FROM copy_traders WHERE user_id = $1) AS reason
         FROM copy_events WHERE trader_id = $1 AND kind = 'shared'`,
        [userId],
      );
      const [stats] = await withStats([row], 30);
      return { ...stats!, reason: earned?.reason ?? null, profit_share_earned: earned?.total ?? "0" };
    },
  };
}

export type CopyQueries = ReturnType<typeof createCopyQueries>;
