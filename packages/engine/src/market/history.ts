import { applyTick, type Candle, PERIODS, type Period } from "./candles.ts";
import { seededRandom } from "./random.ts";
import { DEFAULT_SIMULATOR, type SimulatorParams } from "./simulated.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far back the history of each period reaches: enough bars to fill a chart (about 300 of the
 * intraday periods, a year of days, weeks and months), a few thousand bars a market in all.
 */
export const HISTORY_SPAN: Record<Period, number> = {
  "1min": DAY,
  "5min": 300 * 5 * MINUTE,
  "15min": 300 * 15 * MINUTE,
  "30min": 300 * 30 * MINUTE,
  "60min": 300 * HOUR,
  "4H": 300 * 4 * HOUR,
  "1D": 366 * DAY,
  "1W": 366 * DAY,
  "1M": 366 * DAY,
  "1Y": 366 * DAY,
};

/**
 * The spacing of the path's points by their age: fine where short bars need them, coarser further back
 * (a bar gets at least three points in every period it is drawn in).
 */
const TIERS: readonly { until: number; stepMs: number }[] = [
  { until: HISTORY_SPAN["5min"], stepMs: 20_000 },
  { until: HISTORY_SPAN["60min"], stepMs: 3 * MINUTE },
  { until: HISTORY_SPAN["4H"], stepMs: HOUR },
  { until: HISTORY_SPAN["1D"], stepMs: 2 * HOUR },
];

/** A recorded path's points lie this far apart: a 1-minute candle's four points fill its minute. */
const RECORDED_STEP_MS = 15_000;

/** Volatility per √second, in millionths of the price: about 3 % a day, 57 % a year. */
const VOL_PER_ROOT_SECOND_PPM = 102;

/** The walk's parameters for points `stepMs` apart: the simulated feed's, its volatility scaled to the spacing. */
function paramsFor(stepMs: number): SimulatorParams {
  return {
    ...DEFAULT_SIMULATOR,
    baseVolPpm: Math.round(VOL_PER_ROOT_SECOND_PPM * Math.sqrt(stepMs / 1000)),
  };
}

export interface HistoryPoint {
  /** ms */
  time: number;
  /** in the market's price units */
  price: bigint;
}

export interface HistoryOptions {
  /** where the history ends: the price the live feed starts from, in the market's units */
  anchor: bigint;
  /** the same seed gives the same history */
  seed: number;
  /** ms: the history's last point (the anchor) is at this time */
  end: number;
  /**
   * A recorded path that ends the history (newest first: `recent[0]` is at `end`), its points 15 s
   * apart; the random walk continues backwards from its oldest point. Without it the walk starts at
   * the anchor.
   */
  recent?: readonly bigint[];
}

/**
 * The price path before `end`, oldest first, its last point the anchor at `end`: the recorded points
 * (if any), then the seeded random walk of the simulated feed run backwards in time, its volatility
 * scaled to each point's spacing. Integers only, so the same inputs give the same path everywhere.
 */
export function historyPath({ anchor, seed, end, recent = [] }: HistoryOptions): HistoryPoint[] {
  if (anchor <= 0n) throw new Error("the anchor price must be positive");
  const first = TIERS[0]!;
  const backwards: HistoryPoint[] = [];
  const recorded = recent.slice(0, Math.floor(first.until / RECORDED_STEP_MS) + 1);
  for (const [i, price] of recorded.entries())
    backwards.push({ time: end - i * RECORDED_STEP_MS, price: price > 0n ? price : 1n });
  if (backwards.length === 0) backwards.push({ time: end, price: anchor });
  let age = end - backwards.at(-1)!.time;
  let price = backwards.at(-1)!.price;
  // the simulated feed's walk (`stepSimulator`: volatility clustering, rare jumps, stochastic rounding),
  // with one generator for the whole path
  const rng = seededRandom((seed ^ 0x5bd1e995) >>> 0);
  let volPpm = paramsFor(first.stepMs).baseVolPpm;
  let tierBase = volPpm;
  for (const tier of TIERS) {
    const params = paramsFor(tier.stepMs);
    // the walk's current volatility carries over, rescaled to the new spacing
    volPpm = Math.max(1, Math.round((volPpm * params.baseVolPpm) / tierBase));
    tierBase = params.baseVolPpm;
    while (age + tier.stepMs <= tier.until) {
      age += tier.stepMs;
      let movePpm = rng.normal(volPpm);
      if (rng.below(1_000_000) < params.jumpChancePpm) movePpm += rng.normal(params.jumpPpm);
      const scaled = price * BigInt(movePpm) + BigInt(rng.below(1_000_000));
      const delta = scaled >= 0n ? scaled / 1_000_000n : -((-scaled + 999_999n) / 1_000_000n);
      price = price + delta > 0n ? price + delta : 1n;
      volPpm = Math.max(1, Math.trunc((volPpm * 90 + params.baseVolPpm * 7 + Math.abs(movePpm) * 3) / 100));
      backwards.push({ time: end - age, price });
    }
  }
  return backwards.reverse();
}

/**
 * The bars of every period a path makes, the way the feed folds ticks (`applyTick`), each period cut to
 * its `HISTORY_SPAN` before `end`. Bars carry no volume and count no ticks: they are no trade and no
 * index tick.
 */
export function historyBars(path: readonly HistoryPoint[], end: number): Record<Period, Candle[]> {
  const out = {} as Record<Period, Candle[]>;
  for (const period of PERIODS) {
    const from = end - HISTORY_SPAN[period];
    const bars: Candle[] = [];
    let bar: Candle | undefined;
    for (const point of path) {
      if (point.time < from) continue;
      const next = applyTick(bar, period, point.time, point.price);
      if (bar && next.start !== bar.start) bars.push(bar);
      bar = next;
    }
    if (bar) bars.push(bar);
    out[period] = bars.map((b) => ({ ...b, volume: 0n, ticks: 0 }));
  }
  return out;
}

/** A market's simulated history: its path's bars of every period and where the history starts. */
export function simulatedHistory(options: HistoryOptions): {
  bars: Record<Period, Candle[]>;
  from: number;
} {
  const path = historyPath(options);
  return { bars: historyBars(path, options.end), from: path[0]!.time };
}
