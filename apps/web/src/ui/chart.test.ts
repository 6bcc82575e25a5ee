import type { KlineBar } from "@bourse/contract/realtime";
import { describe, expect, it } from "vitest";
import {
  averagesAt,
  axisPriceFormatter,
  chartTime,
  movingAverage,
  openingRange,
  pricePrecision,
} from "./chart";

const bar = (minute: number, close: string): KlineBar => ({
  time: Date.UTC(2026, 0, 1, 0, minute),
  open: close,
  high: close,
  low: close,
  close,
  volume: "0",
});

describe("chart helpers", () => {
  it("averages the last n closes from the n-th bar on", () => {
    const bars = ["1", "2", "3", "4", "5"].map((c, i) => bar(i, c));
    expect(movingAverage(bars, 3).map((p) => p.value)).toEqual([2, 3, 4]);
    expect(movingAverage(bars, 3)[0]?.time).toBe(chartTime(bars[2]?.time ?? 0));
    expect(movingAverage(bars, 10)).toEqual([]);
  });

  it("shows the local wall clock on the time axis", () => {
    const ms = Date.UTC(2026, 5, 1, 12);
    expect(chartTime(ms)).toBe(ms / 1000 - new Date(ms).getTimezoneOffset() * 60);
  });

  it("gives the price axis the closes' decimals, within 2 to 8", () => {
    expect(pricePrecision([bar(0, "65000"), bar(1, "65000.5")])).toBe(2);
    expect(pricePrecision([bar(0, "0.000123")])).toBe(6);
    expect(pricePrecision([bar(0, "0.0000000001")])).toBe(8);
    expect(pricePrecision([])).toBe(2);
  });

  it("gives the legend the averages at the hovered bar, none before enough bars", () => {
    const bars = ["1", "2", "3", "4", "5", "6"].map((c, i) => bar(i, c));
    expect(averagesAt(bars, 5, [5, 10])).toEqual([4, null]);
    expect(averagesAt(bars, 4, [5, 2])).toEqual([3, 4.5]);
    expect(averagesAt(bars, 3, [5])).toEqual([null]);
    expect(averagesAt([], -1, [5])).toEqual([null]);
  });

  it("labels the price axis in the reader's locale with the market's decimals", () => {
    expect(axisPriceFormatter("en-US", 2)(65012.3)).toBe("65,012.30");
    expect(axisPriceFormatter("de-DE", 2)(65012.3)).toBe("65.012,30");
    expect(axisPriceFormatter("fr-FR", 4)(0.52)).toBe("0,5200");
  });

  it("opens on the last 80 bars, and spreads a short history over the width", () => {
    expect(openingRange(300)).toEqual({ from: 219.5, to: 302.5 });
    expect(openingRange(50)).toEqual({ from: -0.5, to: 52.5 });
    expect(openingRange(3)).toEqual({ from: -17.5, to: 5.5 });
  });
});
