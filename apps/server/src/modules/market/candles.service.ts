import type { Period } from "@bourse/engine";
import type { Db } from "../../db/db.ts";

/** Legacy period names (API-COMPAT.md) to the feed's periods. */
const ALIASES: Record<string, Period> = {
  "1min": "1min",
  "5min": "5min",
  "15min": "15min",
  "30min": "30min",
  "60min": "60min",
  "1H": "60min",
  "4H": "4H",
  "1D": "1D",
  "1day": "1D",
  "1W": "1W",
  "1week": "1W",
  "1M": "1M",
  "1mon": "1M",
  "1Y": "1Y",
  "1year": "1Y",
  // TradingView resolutions
  "1": "1min",
  "5": "5min",
  "15": "15min",
  "30": "30min",
  "60": "60min",
  "240": "4H",
  D: "1D",
  W: "1W",
};
export const periodOf = (name: string): Period | undefined => ALIASES[name];

export interface CandleRow {
  start: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  synthetic: boolean;
}

const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);

export async function candlesBetween(
  db: Db,
  marketId: number,
  period: Period,
  fromMs: number,
  toMs: number,
  limit = 2000,
) {
  const rows = await db.query<CandleRow>(
    `SELECT start, open::text AS open, high::text AS high, low::text AS low, close::text AS close, volume::text AS volume,
       synthetic
     FROM candles WHERE market_id = $1 AND period = $2 AND start >= $3 AND start <= $4 ORDER BY start LIMIT $5`,
    [marketId, period, new Date(fromMs), new Date(toMs), limit],
  );
  return rows.map((r) => ({
    time: r.start.getTime(),
    open: trim(r.open),
    high: trim(r.high),
    low: trim(r.low),
    close: trim(r.close),
    volume: trim(r.volume),
    synthetic: r.synthetic,
  }));
}

/**
 * Where a market's made-up history ends (ms): bars before it hold simulated or replayed prices, no index
 * tick and no trade. Undefined for a market whose history is all recorded.
 */
export async function syntheticUntil(db: Db, marketId: number): Promise<number | undefined> {
  const [row] = await db.query<{ ends_at: Date }>(
    "SELECT ends_at FROM candle_backfills WHERE market_id = $1",
    [marketId],
  );
  return row?.ends_at.getTime();
}
