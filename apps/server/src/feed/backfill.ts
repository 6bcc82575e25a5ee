import { readFileSync } from "node:fs";
import { PERIODS, simulatedHistory } from "@bourse/engine";
import { fencedTx, type WriterTx } from "../core/lease.ts";
import { decimalToUnits, unitsToDecimal } from "../core/units.ts";
import type { Db } from "../db/db.ts";
import { columns } from "../db/values.ts";
import { parseRecording } from "./sources/replay.ts";
import { type FeedSource, priceUnits, roundTo } from "./sources/source.ts";

/** Serialises the fill across processes: one node writes, the others wait and find it done. */
const BACKFILL_LOCK = 7_300_002;

export interface BackfillResult {
  /** markets whose history was filled now */
  markets: string[];
  bars: number;
  source: "simulated" | "replay" | "none";
}

/** The enabled markets without a single bar and without a fill, with what their history starts from. */
const EMPTY_MARKETS = `
  SELECT m.id, b.name || '/' || l.name AS symbol, m.price_decimals AS decimals, m.feed_seed AS seed,
    b.reference_price::text AS reference,
    (SELECT t.price::text FROM ticks t WHERE t.market_id = m.id ORDER BY t.seq DESC LIMIT 1) AS last
  FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
  WHERE m.enabled
    AND NOT EXISTS (SELECT 1 FROM candles c WHERE c.market_id = m.id)
    AND NOT EXISTS (SELECT 1 FROM candle_backfills f WHERE f.market_id = m.id)
  ORDER BY m.id`;

/**
 * Gives every market without a single bar a history to chart, once: the replay recording's path (played
 * backwards from the price the replay starts at, as the replay itself would) when the feed replays one,
 * then the simulated feed's walk run backwards from there (or from the market's first price). Every bar
 * is marked `synthetic`, carries no volume and no index tick (the public tick log never sees it), and the
 * market's `candle_backfills` row says where the made-up history ends. A real exchange feed gets none:
 * its charts hold only the prices it recorded.
 *
 * The paths are made before any transaction (thousands of bars a market: no transaction stays open while
 * they are computed); they are written in one transaction `tx` (the writer's fenced one, the feed's, so a
 * deposed writer fills nothing; without it, a plain one), under a lock and for the markets that still
 * have no bars and no backfill row only, so a restart or a second node adds nothing.
 */
export async function backfillHistory({
  db,
  clock,
  source,
  tx = (fn, options) => fencedTx(db, undefined, fn, options),
}: {
  db: Db;
  clock: () => Date;
  source: FeedSource;
  tx?: WriterTx;
}): Promise<BackfillResult> {
  if (source.kind === "exchange") return { markets: [], bars: 0, source: "none" };
  const recording =
    source.kind === "replay" ? parseRecording(readFileSync(source.file, "utf8"), source.file) : undefined;
  const empty = await db.query<{
    id: number;
    symbol: string;
    decimals: number;
    seed: number;
    reference: string;
    last: string | null;
  }>(EMPTY_MARKETS);
  const end = clock().getTime();
  const plans = empty.map((m) => {
    const recorded = (recording?.get(m.symbol) ?? [])
      .map((p) => priceUnits(p, m.decimals))
      .filter((p): p is bigint => p !== undefined);
    // where the live feed starts: the replay's first point, else the last tick, else the reference price
    const anchor = recorded[0] ?? decimalToUnits(roundTo(m.last ?? m.reference, m.decimals), m.decimals);
    const { bars, from } = simulatedHistory({
      anchor: anchor > 0n ? anchor : 1n,
      seed: m.seed,
      end,
      recent: recorded,
    });
    const rows: Record<string, unknown>[] = [];
    const price = (v: bigint) => unitsToDecimal(v, m.decimals);
    for (const period of PERIODS)
      for (const bar of bars[period])
        rows.push({
          m: m.id,
          p: period,
          t: bar.start,
          o: price(bar.open),
          h: price(bar.high),
          l: price(bar.low),
          c: price(bar.close),
        });
    const kind = recorded.length > 0 ? ("replay" as const) : ("simulated" as const);
    return {
      id: m.id,
      symbol: m.symbol,
      kind,
      rows,
      filled: [m.id, kind, new Date(from).toISOString(), new Date(end).toISOString(), rows.length],
    };
  });
  return tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock($1)", [BACKFILL_LOCK]);
    // another node may have filled some meanwhile: only those still empty are written
    const still = new Set((await q.query<{ id: number }>(EMPTY_MARKETS)).map((m) => m.id));
    const chosen = plans.filter((p) => still.has(p.id));
    if (chosen.length === 0) return { markets: [], bars: 0, source: "none" };
    const rows = chosen.flatMap((p) => p.rows);
    // one statement and one parameter for every bar, whatever their number
    await q.query(
      `INSERT INTO candles (market_id, period, start, open, high, low, close, volume, turnover, ticks, synthetic)
       SELECT m, p, to_timestamp(t / 1000.0), o, h, l, c, 0, 0, 0, true
       FROM jsonb_to_recordset($1::jsonb) AS r(m int, p text, t bigint, o numeric, h numeric, l numeric, c numeric)
       ON CONFLICT (market_id, period, start) DO NOTHING`,
      [JSON.stringify(rows)],
    );
    const f = columns(
      chosen.map((p) => p.filled),
      ["int", "text", "timestamptz", "timestamptz", "int"],
    );
    await q.query(
      `INSERT INTO candle_backfills (market_id, source, starts_at, ends_at, bars)
       SELECT * FROM ${f.sql} ON CONFLICT (market_id) DO NOTHING`,
      f.params,
    );
    return {
      markets: chosen.map((p) => p.symbol),
      bars: rows.length,
      source: chosen.some((p) => p.kind === "replay") ? "replay" : "simulated",
    };
  });
}
