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

/**
 * The n-bar averages of the closes at bar `index` (the hovered or the last bar), one per n; null where
 * fewer than n bars lead up to it.
 */
export function averagesAt(
  bars: readonly KlineBar[],
  index: number,
  ns: readonly number[],
): (number | null)[] {
  return ns.map((n) => {
    if (index < n - 1 || index >= bars.length) return null;
    let sum = 0;
    for (let i = index - n + 1; i <= index; i++) sum += Number(bars[i]?.close);
    return sum / n;
  });
}

/**
 * The price axis's labels in the reader's locale with the market's price decimals. The axis is drawn
 * from floats: its labels are for reading only.
 */
export function axisPriceFormatter(locale: string, decimals: number): (price: number) => string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (price) => format.format(price);
}

/** Bars the chart opens on: the last ones fill its width, the older ones are a scroll away. */
export const VISIBLE_BARS = 80;

/** The logical range that shows the last `visible` of `count` bars with a little room on the right. */
export function openingRange(count: number, visible = VISIBLE_BARS): { from: number; to: number } {
  // a short history still spreads over the width, though never into bars wider than a twentieth of it
  const span = Math.max(Math.min(count, visible), 20);
  return { from: count - span - 0.5, to: count - 0.5 + 3 };
}
