import type { Db } from "../../db/db.ts";
import type { MarketStats } from "../market/index.ts";
import type { SpotService } from "../spot/index.ts";
import {
  decimalText,
  type INTERVALS,
  type KlineRow,
  kline,
  type MarketRules,
  ticker24h,
} from "./binance.map.ts";

/** Reads of market data that the REST endpoints and the streams answer alike. */

/**
 * The bars of one interval between `from` and `to` (bar starts, ms), at most `limit`: from `from` forward
 * when `forward`, else the latest up to `to`; oldest first, as Binance's kline arrays.
 */
export async function klines(
  db: Db,
  r: MarketRules,
  interval: (typeof INTERVALS)[string],
  { from, to, limit, forward }: { from: number; to: number; limit: number; forward: boolean },
) {
  const bars = await db.query<Omit<KlineRow, "trades" | "buy_base" | "buy_quote">>(
    `SELECT (extract(epoch FROM start) * 1000)::bigint::text AS open_ms,
       ((extract(epoch FROM start + $3::interval) * 1000)::bigint - 1)::text AS close_ms,
       open::text AS open, high::text AS high, low::text AS low, close::text AS close,
       volume::text AS volume, turnover::text AS turnover
     FROM candles WHERE market_id = $1 AND period = $2 AND start >= $4 AND start <= $5
     ORDER BY start ${forward ? "ASC" : "DESC"} LIMIT $6`,
    [r.id, interval.period, interval.sql, new Date(from), new Date(to), limit],
  );
  if (!forward) bars.reverse();
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return [];
  // the trades of those bars, counted once per bar start
  const counted = await db.query<{
    open_ms: string;
    trades: number;
    buy_base: string;
    buy_quote: string;
  }>(
    `SELECT ${interval.bucket}::text AS open_ms, count(*)::int AS trades,
       coalesce(sum(quantity) FILTER (WHERE taker_side = 'buy'), 0)::text AS buy_base,
       coalesce(sum(quote) FILTER (WHERE taker_side = 'buy'), 0)::text AS buy_quote
     FROM spot_trades WHERE market_id = $1 AND NOT demo AND created_at >= $2 AND created_at <= $3
     GROUP BY 1`,
    [r.id, new Date(Number(first.open_ms)), new Date(Number(last.close_ms))],
  );
  const byStart = new Map(counted.map((c) => [c.open_ms, c]));
  return bars.map((b) => {
    const c = byStart.get(b.open_ms);
    return kline({
      ...b,
      trades: c?.trades ?? 0,
      buy_base: c?.buy_base ?? "0",
      buy_quote: c?.buy_quote ?? "0",
    });
  });
}

/** Each listed market's 24 h trade ids and count, and its last trade's quantity. */
export async function dayTrades(db: Db, now: number) {
  const since = new Date(now - 24 * 3600_000);
  const rows = await db.query<{ market_id: number; first: string; last: string; n: number; qty: string }>(
    `SELECT market_id, min(id)::text AS first, max(id)::text AS last, count(*)::int AS n,
       (array_agg(quantity ORDER BY id DESC))[1]::text AS qty
     FROM spot_trades WHERE NOT demo AND created_at >= $1 GROUP BY market_id`,
    [since],
  );
  return new Map(
    rows.map((t) => [
      t.market_id,
      { first: Number(t.first), last: Number(t.last), count: t.n, lastQty: decimalText(t.qty) },
    ]),
  );
}

/** The 24 h tickers of `list`, read together: the statistics, each book's top and the day's trades. */
export async function tickers24h(
  { db, spot, stats }: { db: Db; spot: SpotService; stats: MarketStats },
  list: MarketRules[],
  now: number,
) {
  const current = new Map((await stats.current()).map((t) => [t.market_id, t]));
  const trades = await dayTrades(db, now);
  return list.map((r) => {
    const t = current.get(r.id);
    const top = spot.depth(r, 1);
    return ticker24h({
      rules: r,
      last: t?.price ?? null,
      open: t?.open ?? null,
      high: t?.high ?? null,
      low: t?.low ?? null,
      change: t?.change ?? null,
      volume: t?.volume ?? "0",
      turnover: t?.turnover ?? "0",
      bids: top.bids,
      asks: top.asks,
      trades: trades.get(r.id),
      now,
    });
  });
}
