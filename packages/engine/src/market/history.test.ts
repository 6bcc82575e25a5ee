import { describe, expect, it } from "vitest";
import { barStart, PERIODS } from "./candles.ts";
import { HISTORY_SPAN, historyBars, historyPath, simulatedHistory } from "./history.ts";

const END = Date.UTC(2026, 2, 14, 9, 26, 53, 120);
const ANCHOR = 6_512_345n; // 65,123.45 in cents

describe("simulated history", () => {
  it("is the same for the same seed and another for another seed", () => {
    const a = historyPath({ anchor: ANCHOR, seed: 7919, end: END });
    const b = historyPath({ anchor: ANCHOR, seed: 7919, end: END });
    const c = historyPath({ anchor: ANCHOR, seed: 2 * 7919, end: END });
    expect(a).toEqual(b);
    expect(a.map((p) => p.price)).not.toEqual(c.map((p) => p.price));
  });

  it("walks backwards from the anchor: the last point is the anchor at the end, a year before is the first", () => {
    const path = historyPath({ anchor: ANCHOR, seed: 1, end: END });
    expect(path.at(-1)).toEqual({ time: END, price: ANCHOR });
    expect(END - path[0]!.time).toBe(HISTORY_SPAN["1D"]);
    for (let i = 1; i < path.length; i++) expect(path[i]!.time).toBeGreaterThan(path[i - 1]!.time);
    // the walk moves, and stays within a plausible band of the anchor over a year
    expect(new Set(path.map((p) => p.price)).size).toBeGreaterThan(1000);
    for (const p of path) {
      expect(p.price).toBeGreaterThan(0n);
      expect(p.price).toBeLessThan(ANCHOR * 20n);
    }
  });

  it("makes valid bars of every period, enough to fill a chart, the newest closing at the anchor", () => {
    for (const seed of [1, 2, 3]) {
      const { bars, from } = simulatedHistory({ anchor: 1234n, seed, end: END });
      expect(from).toBe(END - HISTORY_SPAN["1D"]);
      for (const period of PERIODS) {
        const list = bars[period];
        expect(list.length, period).toBeGreaterThan(0);
        expect(list.at(-1)!.close, period).toBe(1234n);
        expect(list.at(-1)!.start, period).toBe(barStart(END, period));
        for (const [i, b] of list.entries()) {
          expect(b.start).toBe(barStart(b.start, period));
          if (i > 0) expect(b.start).toBeGreaterThan(list[i - 1]!.start);
          expect(b.low).toBeGreaterThan(0n);
          expect(b.low <= b.open && b.low <= b.close).toBe(true);
          expect(b.high >= b.open && b.high >= b.close).toBe(true);
          expect(b.volume).toBe(0n);
          expect(b.ticks).toBe(0);
        }
      }
      expect(bars["1min"].length).toBeGreaterThanOrEqual(1440);
      for (const period of ["5min", "15min", "30min", "60min", "4H"] as const)
        expect(bars[period].length, period).toBeGreaterThanOrEqual(300);
      expect(bars["1D"].length).toBeGreaterThanOrEqual(366);
      const total = PERIODS.reduce((n, p) => n + bars[p].length, 0);
      expect(total).toBeLessThan(4000);
    }
  });

  it("ends with a recorded path when one is given, then walks on from its oldest point", () => {
    const recent = [500n, 510n, 505n, 520n, 490n];
    const path = historyPath({ anchor: 500n, seed: 5, end: END, recent });
    expect(path.slice(-5).map((p) => p.price)).toEqual([...recent].reverse());
    expect(path.slice(-5).map((p) => END - p.time)).toEqual([60_000, 45_000, 30_000, 15_000, 0]);
    const bars = historyBars(path, END);
    expect(bars["1min"].at(-1)!.close).toBe(500n);
  });
});
