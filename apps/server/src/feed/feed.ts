import { EventEmitter } from "node:events";
import type { KlineBar } from "@bourse/contract/realtime";
import { applyTick, type Candle, PERIODS, type Period } from "@bourse/engine";
import { Fenced, fencedTx, type WriterTx } from "../core/lease.ts";
import { decimalToUnits, unitsToDecimal } from "../core/units.ts";
import type { Db } from "../db/db.ts";
import { values } from "../db/values.ts";
import { type BackfillResult, backfillHistory } from "./backfill.ts";
import { exchangeSource } from "./sources/exchange.ts";
import { replaySource } from "./sources/replay.ts";
import { simulatedSource } from "./sources/simulated.ts";
import {
  type FeedSource,
  type PriceSource,
  roundTo,
  type SavedState,
  type SourceMarket,
} from "./sources/source.ts";

export type { FeedSource };

export interface Tick {
  marketId: number;
  symbol: string;
  seq: number;
  price: string;
  ts: number;
  /** the open bar of every period after this tick */
  bars: Record<Period, KlineBar>;
  /** the source's latest 24 h volume of the market, from a source that reports one */
  index?: IndexVolume;
}

/**
 * What the index source's own venue traded in a market over its last 24 hours (decimal strings: `volume`
 * in base, `turnover` in quote) and that venue's name (`source`, e.g. "Binance"). Never the venue's
 * (Bourse's) own volume, and never derived from prices: a source without such a figure has none.
 */
export interface IndexVolume {
  volume: string;
  turnover: string;
  source: string;
}

interface MarketFeed {
  id: number;
  symbol: string;
  decimals: number;
  price: bigint;
  seq: number;
  lastTs: number;
  bars: Map<Period, Candle>;
  /** the source's 24 h volume and the time of the tick that brought it */
  index?: { volume: IndexVolume; ts: number };
}

export interface FeedOptions {
  db: Db;
  clock: () => Date;
  source: FeedSource;
  intervalMs: number;
  /** a market without a tick for this long is stale: nothing opens or settles on it */
  staleAfterMs: number;
  /** raw ticks older than this many days are pruned (candles stay); 0 keeps them forever */
  tickRetentionDays?: number;
  onSourceEvent?: (event: string, detail?: unknown) => void;
  /**
   * Fill the chart history of markets without bars (`fillHistory`, and on `resume`): simulated or from
   * the replay recording, marked synthetic; never for an exchange feed.
   */
  backfill?: boolean;
  /**
   * The writer's fenced transaction (`core.writerTx`): every tick, bar, source state, pruning and filled
   * history is stored only while this node holds the writer's lease. Without it (a feed alone, in
   * tests), plain transactions.
   */
  writerTx?: WriterTx;
}

const DAY_MS = 86_400_000;

/**
 * The index price of every market: at each step the source says which markets moved; each move is
 * appended to the public tick log and folded into the candles of every period, and only then
 * announced. Prices are stored before anyone hears of them, so every announced tick is in the log.
 */
export async function createFeed(opts: FeedOptions) {
  const { db, clock } = opts;
  const tx: WriterTx = opts.writerTx ?? ((fn, options) => fencedTx(db, undefined, fn, options));
  const events = new EventEmitter();
  const { markets, sourceMarkets } = await load(db);
  let source = openSource(opts, sourceMarkets);
  const byId = new Map(markets.map((m) => [m.id, m]));
  let timer: NodeJS.Timeout | undefined;
  let stepping: Promise<void> | undefined;
  let lastPrune = 0;

  /**
   * One step: the moved markets' ticks, their bars and the source's state are stored in one writer's
   * transaction, and only then does memory move and are the ticks announced. A step the database refuses
   * (a deposed writer's, `Fenced`) leaves memory at the last stored tick.
   */
  async function step(now = clock()): Promise<Tick[]> {
    const moves = source.next(now.getTime());
    if (moves.length === 0) return [];
    const moved = moves.map((mv) => ({ move: mv, market: byId.get(mv.marketId)! }));
    const ts = Math.max(now.getTime(), ...moved.map(({ market }) => market.lastTs + 1));
    const next = moved.map(({ move, market: m }) => {
      const bars = new Map(m.bars);
      for (const period of PERIODS) bars.set(period, applyTick(bars.get(period), period, ts, move.price));
      const index = move.volume && source.venue ? { ...move.volume, source: source.venue } : undefined;
      const tick: Tick = {
        marketId: m.id,
        symbol: m.symbol,
        seq: m.seq + 1,
        price: unitsToDecimal(move.price, m.decimals),
        ts,
        bars: barsOf(bars, m.decimals),
        ...(index ? { index } : {}),
      };
      return { m, move, bars, index, tick };
    });
    const ticks = next.map((n) => n.tick);
    // three statements a step, whatever the number of markets
    const tickRows = ticks.map((t) => [t.marketId, t.seq, t.price, new Date(ts)]);
    const stateRows = moved.flatMap(({ move, market }) =>
      move.saved
        ? [[market.id, move.saved.volPpm ?? null, move.saved.rng ?? null, move.saved.position ?? null]]
        : [],
    );
    const barRows = next.flatMap(({ m, bars, tick }) =>
      Object.entries(tick.bars).map(([period, bar]) => [
        m.id,
        period,
        new Date(bar.time),
        bar.open,
        bar.high,
        bar.low,
        bar.close,
        bars.get(period as Period)!.ticks,
      ]),
    );
    await tx(async (q) => {
      const t = values(tickRows);
      await q.query(`INSERT INTO ticks (market_id, seq, price, ts) VALUES ${t.sql}`, t.params);
      if (stateRows.length > 0) {
        const s = values(stateRows, [undefined, "int", "bigint", "bigint"]);
        await q.query(
          `INSERT INTO feed_state (market_id, vol_ppm, rng, position) VALUES ${s.sql}
           ON CONFLICT (market_id) DO UPDATE
             SET vol_ppm = EXCLUDED.vol_ppm, rng = EXCLUDED.rng, position = EXCLUDED.position`,
          s.params,
        );
      }
      const b = values(barRows);
      await q.query(
        `INSERT INTO candles (market_id, period, start, open, high, low, close, ticks) VALUES ${b.sql}
         ON CONFLICT (market_id, period, start) DO UPDATE SET high = EXCLUDED.high, low = EXCLUDED.low,
           close = EXCLUDED.close, ticks = EXCLUDED.ticks`,
        b.params,
      );
    });
    for (const { m, move, bars, index, tick } of next) {
      m.price = move.price;
      m.seq = tick.seq;
      m.lastTs = ts;
      m.bars = bars;
      if (index) m.index = { volume: index, ts };
    }
    for (const t of ticks) events.emit("tick", t);
    return ticks;
  }

  /**
   * Deletes raw ticks past the retention period (run at most hourly); candles keep the history, and each
   * market's last tick stays so that tick ids never repeat.
   */
  async function prune(now = clock()): Promise<number> {
    const days = opts.tickRetentionDays ?? 0;
    if (days <= 0) return 0;
    lastPrune = now.getTime();
    return tx(async (q) => {
      // the append-only guard of the tick log lets this one statement through
      await q.query("SELECT set_config('bourse.tick_prune', 'on', true)");
      const rows = await q.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM ticks t WHERE ts < $1
             AND seq < (SELECT max(seq) FROM ticks l WHERE l.market_id = t.market_id)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [new Date(now.getTime() - days * DAY_MS)],
      );
      return rows[0]?.n ?? 0;
    });
  }

  const beat = async () => {
    await step();
    if (clock().getTime() - lastPrune > 3_600_000) await prune();
  };

  function start() {
    if (opts.source.kind === "off" || timer) return;
    source.start?.();
    timer = setInterval(() => {
      // a slow database skips a beat rather than piling steps up
      if (stepping) return;
      stepping = beat()
        .catch((err) => {
          // a deposed writer stops stepping (the core steps down; the cluster stops the feed): no retries
          if (err instanceof Fenced) halt();
          else events.emit("feed-error", err);
        })
        .finally(() => {
          stepping = undefined;
        });
    }, opts.intervalMs);
  }

  function halt() {
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  async function stop() {
    halt();
    await stepping;
    await source.stop?.();
  }

  /** Reads every market's last tick, open bars and source state again; answers the source's markets. */
  async function reload(): Promise<SourceMarket[]> {
    const fresh = await load(db);
    for (const m of fresh.markets) {
      const known = byId.get(m.id);
      if (known) Object.assign(known, m);
    }
    return fresh.sourceMarkets;
  }

  /**
   * Gives the markets without bars their history (once, whichever node asks first; see `backfill.ts`)
   * and reloads the open bars it made, so the first tick continues them. Does nothing unless `backfill`.
   */
  async function fillHistory(): Promise<BackfillResult | undefined> {
    if (!opts.backfill) return undefined;
    const result = await backfillHistory({ db, clock, source: opts.source, tx });
    if (result.markets.length > 0) await reload();
    return result;
  }

  /**
   * Starts stepping where the tick log left off (a node that becomes the writer): every market's last
   * tick, open bars and source state are read again, then the source opens on them.
   */
  async function resume() {
    await stop();
    if (opts.backfill) await backfillHistory({ db, clock, source: opts.source, tx });
    source = openSource(opts, await reload());
    start();
  }

  /**
   * Ticks another node stepped (a node that does not lead): they are already in the log; each newer
   * one moves this node's price and bars and is announced here like one stepped here.
   */
  function receive(tick: Tick) {
    const m = byId.get(tick.marketId);
    if (!m || tick.seq <= m.seq) return;
    m.price = decimalToUnits(tick.price, m.decimals);
    m.seq = tick.seq;
    m.lastTs = tick.ts;
    if (tick.index) m.index = { volume: tick.index, ts: tick.ts };
    for (const [period, bar] of Object.entries(tick.bars) as [Period, KlineBar][]) {
      const before = m.bars.get(period);
      const units = (v: string) => decimalToUnits(v, m.decimals);
      m.bars.set(period, {
        start: bar.time,
        open: units(bar.open),
        high: units(bar.high),
        low: units(bar.low),
        close: units(bar.close),
        volume: 0n,
        ticks: before?.start === bar.time ? before.ticks + 1 : 1,
      });
    }
    events.emit("tick", tick);
  }

  const bySymbol = (symbol: string) => markets.find((m) => m.symbol === symbol.toUpperCase());
  const info = (m: MarketFeed) => ({ id: m.id, symbol: m.symbol, decimals: m.decimals });

  return {
    step,
    start,
    stop,
    resume,
    fillHistory,
    receive,
    prune,
    events,
    source: source.name,
    markets: () => markets.map(info),
    bySymbol: (symbol: string) => {
      const m = bySymbol(symbol);
      return m && info(m);
    },
    /** The last index tick, or undefined before the first. */
    lastTick(marketId: number): { seq: number; price: string; ts: number } | undefined {
      const m = byId.get(marketId);
      return m && m.seq > 0
        ? { seq: m.seq, price: unitsToDecimal(m.price, m.decimals), ts: m.lastTs }
        : undefined;
    },
    /** The last index price, or undefined before the first tick. */
    lastPrice(marketId: number): string | undefined {
      const m = byId.get(marketId);
      return m && m.seq > 0 ? unitsToDecimal(m.price, m.decimals) : undefined;
    },
    /**
     * The index source's own 24 h volume of a market while it is current (brought by a tick within the
     * stale limit); undefined from a source that reports none (the simulated walk, a replay).
     */
    indexVolume(marketId: number, now = clock()): IndexVolume | undefined {
      const index = byId.get(marketId)?.index;
      return index && now.getTime() - index.ts <= opts.staleAfterMs ? index.volume : undefined;
    },
    /** How long a market's last tick stays current: older than this, the market is stale. */
    staleAfterMs: opts.staleAfterMs,
    isStale(marketId: number, now = clock()): boolean {
      const m = byId.get(marketId);
      return !m || m.seq === 0 || now.getTime() - m.lastTs > opts.staleAfterMs;
    },
  };
}

function openSource(opts: FeedOptions, markets: SourceMarket[]): PriceSource {
  switch (opts.source.kind) {
    case "replay":
      return replaySource(markets, opts.source.file);
    case "exchange":
      return exchangeSource(markets, {
        url: opts.source.url,
        onEvent: opts.onSourceEvent,
        ...(opts.source.venue ? { venue: opts.source.venue } : {}),
      });
    default:
      return simulatedSource(markets);
  }
}

function barsOf(bars: Map<Period, Candle>, decimals: number): Record<Period, KlineBar> {
  const price = (v: bigint) => unitsToDecimal(v, decimals);
  const out = {} as Record<Period, KlineBar>;
  for (const [period, bar] of bars)
    out[period] = {
      time: bar.start,
      open: price(bar.open),
      high: price(bar.high),
      low: price(bar.low),
      close: price(bar.close),
      volume: unitsToDecimal(bar.volume, 0),
    };
  return out;
}

/** Markets with their last tick, the source's saved state and open bars; a market never ticked starts at its reference price. */
async function load(db: Db): Promise<{ markets: MarketFeed[]; sourceMarkets: SourceMarket[] }> {
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
  const sourceMarkets: SourceMarket[] = [];
  for (const r of rows) {
    const [last] = await db.query<{ seq: number; price: string; ts: Date }>(
      "SELECT seq, price::text AS price, ts FROM ticks WHERE market_id = $1 ORDER BY seq DESC LIMIT 1",
      [r.id],
    );
    const [state] = await db.query<{ vol_ppm: number | null; rng: string | null; position: string | null }>(
      "SELECT vol_ppm, rng::text AS rng, position::text AS position FROM feed_state WHERE market_id = $1",
      [r.id],
    );
    const reference = decimalToUnits(roundTo(r.reference, r.decimals), r.decimals);
    const price = last ? decimalToUnits(last.price, r.decimals) : reference > 0n ? reference : 1n;
    const saved: SavedState | undefined = state
      ? {
          ...(state.vol_ppm !== null ? { volPpm: state.vol_ppm } : {}),
          ...(state.rng !== null ? { rng: Number(state.rng) } : {}),
          ...(state.position !== null ? { position: Number(state.position) } : {}),
        }
      : undefined;
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
      price,
      seq: last?.seq ?? 0,
      lastTs: last?.ts.getTime() ?? 0,
      bars,
    });
    sourceMarkets.push({ id: r.id, symbol: r.symbol, decimals: r.decimals, price, seed: r.seed, saved });
  }
  return { markets, sourceMarkets };
}

export type Feed = Awaited<ReturnType<typeof createFeed>>;
