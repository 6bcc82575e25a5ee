/**
 * Chart drawing helpers. The chart library takes numbers, so prices become floats here, for
 * drawing only: nothing computed from them is ever shown as an amount or sent anywhere.
 */
import type { KlineBar } from "@bourse/contract/realtime";

/** A bar start (ms) as the chart's time: seconds, shifted so the axis reads the local wall clock. */
export function chartTime(ms: number): number {
  return ms / 1000 - new Date(ms).getTimezoneOffset() * 60;
}

export interface Point {
  time: number;
  value: number;
}

/** The n-bar simple moving average of the closes, from the n-th bar on. */
export function movingAverage(bars: readonly KlineBar[], n: number): Point[] {
  const points: Point[] = [];
  let sum = 0;
  bars.forEach((bar, i) => {
    sum += Number(bar.close);
    const leaving = bars[i - n];
    if (leaving) sum -= Number(leaving.close);
    if (i >= n - 1) points.push({ time: chartTime(bar.time), value: sum / n });
  });
  return points;
}

/** Decimals the price axis shows: as many as the closes carry, 2 to 8. */
export function pricePrecision(bars: readonly KlineBar[]): number {
  const digits = bars.map((b) => b.close.split(".")[1]?.length ?? 0);
  return Math.min(8, Math.max(2, ...digits));
}
