import type { KlineBar } from "@bourse/contract/realtime";

/** Bars a chart keeps; older ones fall off the left. */
export const MAX_BARS = 1000;

/** `bars` (oldest first) with `bar` in place: the open bar replaced, a new bar appended. */
export function upsertBar(bars: readonly KlineBar[], bar: KlineBar): KlineBar[] {
  const last = bars.at(-1);
  if (!last || bar.time > last.time) return [...bars, bar].slice(-MAX_BARS);
  const at = bars.findIndex((b) => b.time === bar.time);
  if (at < 0) return [...bars];
  const next = [...bars];
  // a live update of a bar that began as made-up history still holds it
  next[at] = bars[at]?.synthetic && !bar.synthetic ? { ...bar, synthetic: true } : bar;
  return next;
}
