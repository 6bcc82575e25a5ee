import type { Side } from "@bourse/engine";

/** A quote the maker wants: one level of its ladder, in ticks and steps. */
export interface Level {
  side: Side;
  price: number;
  quantity: number;
}

/** One of the maker's resting orders on the market, as the plan sees it. */
export interface Resting {
  id: number;
  side: Side;
  price: number;
  /** steps still resting */
  remaining: number;
  /** steps already filled */
  filled: number;
}

/** A level to rest, in the ladder's order: a new order, or a resting one amended in place. */
export type Step = { kind: "place"; level: Level } | { kind: "amend"; id: number; level: Level };

export interface RequotePlan {
  /** orders whose price and resting quantity are the wanted level's: left alone (they keep their priority) */
  keep: number[];
  /** orders no level wants any more, and partly filled orders whose level moved */
  cancel: number[];
  /** what to rest, in the order the ladder lists its levels (the first ones are funded first) */
  steps: Step[];
}

/** Best first: the highest bid, the lowest ask; the oldest first at one price. */
const better = (side: Side) => (a: { price: number; id?: number }, b: { price: number; id?: number }) =>
  (side === "buy" ? b.price - a.price : a.price - b.price) || (a.id ?? 0) - (b.id ?? 0);

/**
 * What turns the maker's resting orders on one book into the wanted ladder with the fewest changes. Per
 * side: a resting order whose price and resting quantity are a wanted level's is kept; the other orders
 * that never traded are paired, best first, with the other wanted levels, best first, and amended to them
 * (same id, new price and quantity); the rest of the orders are cancelled and the rest of the levels
 * placed. A partly filled order is never amended (its fills keep the price they were made at): when its
 * level moved it is cancelled and the level placed anew. A function of its inputs alone, whatever their
 * order: the maker uses it to tell whether anything moved, the `spot.requote` command to act.
 */
export function planRequote(resting: readonly Resting[], wanted: readonly Level[]): RequotePlan {
  const keep: number[] = [];
  const cancel: number[] = [];
  /** the resting order each wanted level (by index) is amended from, or null for a new order */
  const source = new Map<number, number | null>();
  for (const side of ["buy", "sell"] as const) {
    const orders = resting.filter((o) => o.side === side).sort(better(side));
    const levels = wanted
      .map((level, index) => ({ ...level, index }))
      .filter((l) => l.side === side)
      .sort((a, b) => better(side)(a, b) || a.index - b.index);
    const taken = new Set<number>();
    const open: typeof levels = [];
    for (const l of levels) {
      const same = orders.find((o) => !taken.has(o.id) && o.price === l.price && o.remaining === l.quantity);
      if (same) {
        taken.add(same.id);
        keep.push(same.id);
      } else open.push(l);
    }
    const amendable: Resting[] = [];
    for (const o of orders) {
      if (taken.has(o.id)) continue;
      if (o.filled === 0) amendable.push(o);
      else cancel.push(o.id);
    }
    open.forEach((l, i) => {
      source.set(l.index, amendable[i]?.id ?? null);
    });
    for (const o of amendable.slice(open.length)) cancel.push(o.id);
  }
  const steps: Step[] = [];
  wanted.forEach((level, index) => {
    if (!source.has(index)) return;
    const id = source.get(index);
    steps.push(
      id === null || id === undefined
        ? { kind: "place", level: { ...level } }
        : { kind: "amend", id, level: { ...level } },
    );
  });
  return { keep: keep.sort((a, b) => a - b), cancel: cancel.sort((a, b) => a - b), steps };
}

/** True when the plan changes nothing: every wanted level is resting already and nothing else is. */
export const unchanged = (plan: RequotePlan) => plan.cancel.length === 0 && plan.steps.length === 0;
