import { EventEmitter } from "node:events";
import {
  applyTick,
  type Candle,
  PERIODS,
  type Period,
  type SimulatorState,
  startSimulator,
  stepSimulator,
} from "@bourse/engine";
import { decimalToUnits, unitsToDecimal } from "../core/units.ts";
import type { Db } from "../db/db.ts";

export interface Tick {
  marketId: number;
  symbol: string;
  seq: number;
  price: string;
  ts: number;
}

interface MarketFeed {
  id: number;
  symbol: string;
  decimals: number;
  sim: SimulatorState;
  seq: number;
  lastTs: number;
  bars: Map<Period, Candle>;
}

export interface FeedOptions {
  db: Db;
  clock: () => Date;
  /** `simulated` (default) runs on its own; `off` moves only when `step` is called (tests). */
  source: "simulated" | "off";
  intervalMs: number;
  /** a market without a tick for this long is stale: nothing opens or settles on it */
  staleAfterMs: number;
}

/**
 * The index price of every market: each step draws the next simulated price, appends it to the public
 * tick log, folds it into the candles of every period, and then announces it. Prices are stored before
 * anyone hears of them, so every announced tick can be checked in the log.
 */
export async function createFeed(opts: FeedOptions) {
  const { db, clock } = opts;
  const events = new EventEmitter();
  const markets = await load(db);
  let timer: NodeJS.Timeout | undefined;
  let stepping: Promise<void> | undefined;

  async function step(now = clock()): Promise<Tick[]> {
    const ts = Math.max(now.getTime(), ...markets.map((m) => m.lastTs + 1));
    const ticks: Tick[] = [];
    for (const m of markets) {
      m.sim = stepSimulator(m.sim);
      m.seq += 1;
      m.lastTs = ts;
      for (const period of PERIODS)
        m.bars.set(period, applyTick(m.bars.get(period), period, ts, m.sim.price));
      ticks.push({
        marketId: m.id,
        symbol: m.symbol,
        seq: m.seq,
        price: unitsToDecimal(m.sim.price, m.decimals),
        ts,
      });
    }
    await db.tx(async (q) => {
      for (const [i, m] of markets.entries()) {
        const t = ticks[i]!;
        await q.query("INSERT INTO ticks (market_id, seq, price, ts) VALUES ($1, $2, $3, $4)", [
          m.id,
          t.seq,
          t.price,
          new Date(ts),
        ]);
        await q.query(
          `INSERT INTO feed_state (market_id, vol_ppm, rng) VALUES ($1, $2, $3)
           ON CONFLICT (market_id) DO UPDATE SET vol_ppm = EXCLUDED.vol_ppm, rng = EXCLUDED.rng`,
          [m.id, m.sim.volPpm, m.sim.rng],
        );
        for (const [period, bar] of m.bars) {
          const price = (v: bigint) => unitsToDecimal(v, m.decimals);
          await q.query(
            `INSERT INTO candles (market_id, period, start, open, high, low, close, volume, ticks)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (market_id, period, start) DO UPDATE SET high = EXCLUDED.high, low = EXCLUDED.low,
               close = EXCLUDED.close, volume = EXCLUDED.volume, ticks = EXCLUDED.ticks`,
            [
              m.id,
              period,
              new Date(bar.start),
              price(bar.open),
              price(bar.high),
              price(bar.low),
              price(bar.close),
              "0",
              bar.ticks,
            ],
          );
        }
      }
    });
    for (const t of ticks) events.emit("tick", t);
    return ticks;
  }

  function start() {
    if (opts.source !== "simulated" || timer) return;
    timer = setInterval(() => {
      // a slow database skips a beat rather than piling steps up
      if (stepping) return;
      stepping = step()
        .then(
          () => undefined,
          (err) => {
            events.emit("feed-error", err);
          },
        )
        .finally(() => {
          stepping = undefined;
        });
    }, opts.intervalMs);
  }

  async function stop() {
    if (timer) clearInterval(timer);
    timer = undefined;
    await stepping;
  }

  const bySymbol = (symbol: string) => markets.find((m) => m.symbol === symbol.toUpperCase());

  return {
    step,
    start,
    stop,
    events,
    markets: () => markets.map((m) => ({ id: m.id, symbol: m.symbol, decimals: m.decimals })),
    bySymbol: (symbol: string) => {
      const m = bySymbol(symbol);
      return m && { id: m.id, symbol: m.symbol, decimals: m.decimals };
    },
    /** The last index price, or undefined before the first tick. */
    lastPrice(marketId: number): string | undefined {
      const m = markets.find((x) => x.id === marketId);
      return m && m.seq > 0 ? unitsToDecimal(m.sim.price, m.decimals) : undefined;
    },
    isStale(marketId: number, now = clock()): boolean {
      const m = markets.find((x) => x.id === marketId);
      return !m || m.seq === 0 || now.getTime() - m.lastTs > opts.staleAfterMs;
    },
  };
}

/** Markets with their last tick, simulator state and open bars; a market never ticked starts at its reference price. */
async function load(db: Db): Promise<MarketFeed[]> {
  const rows = await db.query<{
    id: number;
    symbol: string;
    decimals: number;
    seed: number;
    reference: string;
  }>(
    `SELECT m.id, b.name || '/' || l.name AS symbol, m.price_decimals AS decimals, m.feed_seed AS seed,
       b.reference_price::text AS reference
     FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
     WHERE m.enabled ORDER BY m.id`,
  );
  const markets: MarketFeed[] = [];
  for (const r of rows) {
    const [last] = await db.query<{ seq: number; price: string; ts: Date }>(
      "SELECT seq, price::text AS price, ts FROM ticks WHERE market_id = $1 ORDER BY seq DESC LIMIT 1",
      [r.id],
    );
    const [state] = await db.query<{ vol_ppm: number; rng: number }>(
      "SELECT vol_ppm, rng FROM feed_state WHERE market_id = $1",
      [r.id],
    );
    const reference = decimalToUnits(roundTo(r.reference, r.decimals), r.decimals);
    const price = last ? decimalToUnits(last.price, r.decimals) : reference > 0n ? reference : 1n;
    const sim = state
      ? { price, volPpm: state.vol_ppm, rng: Number(state.rng) }
      : startSimulator(price, r.seed);
    const bars = new Map<Period, Candle>();
    for (const period of PERIODS) {
      const [bar] = await db.query<{
        start: Date;
        open: string;
        high: string;
        low: string;
        close: string;
        ticks: number;
      }>(
        `SELECT start, open::text AS open, high::text AS high, low::text AS low, close::text AS close, ticks
         FROM candles WHERE market_id = $1 AND period = $2 ORDER BY start DESC LIMIT 1`,
        [r.id, period],
      );
      if (bar) {
        const p = (v: string) => decimalToUnits(v, r.decimals);
        bars.set(period, {
          start: bar.start.getTime(),
          open: p(bar.open),
          high: p(bar.high),
          low: p(bar.low),
          close: p(bar.close),
          volume: 0n,
          ticks: bar.ticks,
        });
      }
    }
    markets.push({
      id: r.id,
      symbol: r.symbol,
      decimals: r.decimals,
      sim,
      seq: last?.seq ?? 0,
      lastTs: last?.ts.getTime() ?? 0,
      bars,
    });
  }
  return markets;
}

/** A configured reference price cut to the market's price decimals. */
function roundTo(text: string, decimals: number): string {
  const [whole, fraction = ""] = text.split(".");
  return decimals === 0 ? (whole ?? "0") : `${whole}.${fraction.padEnd(decimals, "0").slice(0, decimals)}`;
}

export type Feed = Awaited<ReturnType<typeof createFeed>>;
