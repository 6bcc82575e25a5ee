import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyTick, barStart, type Candle, PERIODS, type Period } from "./candles.ts";
import { seededRandom } from "./random.ts";
import { startSimulator, stepSimulator } from "./simulated.ts";

/** The reference: JavaScript's own calendar (allowed in tests). */
function naiveStart(ms: number, period: Period): number {
  const d = new Date(ms);
  const minutes: Record<string, number> = {
    "1min": 1,
    "5min": 5,
    "15min": 15,
    "30min": 30,
    "60min": 60,
    "4H": 240,
    "1D": 1440,
  };
  const m = minutes[period];
  if (m) return Math.floor(ms / (m * 60_000)) * m * 60_000;
  if (period === "1W")
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (period === "1M") return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return Date.UTC(d.getUTCFullYear(), 0, 1);
}

const arbMs = fc.integer({ min: 0, max: 4_102_444_800_000 }); // 1970 … 2100

describe("bars", () => {
  it("start where the calendar says, for every period", () => {
    fc.assert(
      fc.property(arbMs, fc.constantFrom(...PERIODS), (ms, period) => {
        expect(barStart(ms, period)).toBe(naiveStart(ms, period));
      }),
      { numRuns: 2000 },
    );
  });

  it("match a naive recomputation of OHLCV from any tick sequence", () => {
    const arbTicks = fc.array(
      fc.record({
        dt: fc.integer({ min: 0, max: 400_000 }),
        price: fc.bigInt({ min: 1n, max: 10n ** 9n }),
        volume: fc.bigInt({ min: 0n, max: 1000n }),
      }),
      { minLength: 1, maxLength: 200 },
    );
    fc.assert(
      fc.property(arbTicks, fc.constantFrom(...PERIODS), (ticks, period) => {
        const stamped: ((typeof ticks)[number] & { ms: number })[] = [];
        let ms = 1_700_000_000_000;
        for (const t of ticks) {
          ms += t.dt;
          stamped.push({ ...t, ms });
        }
        const bars = new Map<number, Candle>();
        let current: Candle | undefined;
        for (const t of stamped) {
          current = applyTick(current, period, t.ms, t.price, t.volume);
          bars.set(current.start, current);
        }
        const groups = new Map<number, typeof stamped>();
        for (const t of stamped)
          groups.set(naiveStart(t.ms, period), [...(groups.get(naiveStart(t.ms, period)) ?? []), t]);
        expect([...bars.keys()]).toEqual([...groups.keys()]);
        for (const [start, group] of groups) {
          const prices = group.map((t) => t.price);
          expect(bars.get(start)).toEqual({
            start,
            open: prices[0],
            close: prices.at(-1),
            high: prices.reduce((a, b) => (b > a ? b : a)),
            low: prices.reduce((a, b) => (b < a ? b : a)),
            volume: group.reduce((a, t) => a + t.volume, 0n),
            ticks: group.length,
          });
        }
      }),
    );
  });
});

describe("simulated feed", () => {
  it("is the same for the same seed and differs for another", () => {
    const run = (seed: number) => {
      let s = startSimulator(6_500_000n, seed);
      const prices: bigint[] = [];
      for (let i = 0; i < 500; i++) {
        s = stepSimulator(s);
        prices.push(s.price);
      }
      return prices;
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it("stays positive and moves even at a price of a few ticks", () => {
    let s = startSimulator(100n, 7);
    const prices = new Set<bigint>();
    for (let i = 0; i < 20_000; i++) {
      s = stepSimulator(s);
      expect(s.price).toBeGreaterThan(0n);
      prices.add(s.price);
    }
    expect(prices.size).toBeGreaterThan(10);
    // and has no drift from rounding: a long walk from 6.5M ticks ends within a few percent on average
    let total = 0n;
    for (let seed = 1; seed <= 20; seed++) {
      let w = startSimulator(6_500_000n, seed);
      for (let i = 0; i < 2000; i++) w = stepSimulator(w);
      total += w.price;
    }
    const mean = total / 20n;
    expect(mean > 5_800_000n && mean < 7_200_000n).toBe(true);
  });

  it("draws normals with about the asked spread", () => {
    const rng = seededRandom(1);
    const draws = Array.from({ length: 20_000 }, () => rng.normal(1000));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length);
    expect(Math.abs(mean)).toBeLessThan(30);
    expect(sd).toBeGreaterThan(900);
    expect(sd).toBeLessThan(1100);
  });
});
