import {
  ceilingOf,
  exactNotional,
  type Fraction,
  floorOf,
  fraction,
  minus,
  plus,
  refUnrealized,
} from "../lever/reference.ts";
import type { ExposurePosition, SecondsExposureOrder, SecondsOpenOrder } from "./exposure.ts";

/**
 * A deliberately naive recomputation of the exposure math (exposure.ts), for tests only: positions are
 * filtered and summed once per figure as exact fractions in lowest terms (the lever reference's), each
 * owner's figures are recomputed from the whole list, and the seconds worst case tries every end price
 * one by one (each open price, and just above and below it) settling every order at it.
 */

const sum = (xs: Fraction[]) => xs.reduce(plus, fraction(0n));
const awayFromZero = (x: Fraction) => (x.n >= 0n ? ceilingOf(x) : -ceilingOf(fraction(-x.n, x.d)));

const lotsOf = (ps: readonly ExposurePosition[], open: boolean | null, direction: "long" | "short") =>
  ps
    .filter((p) => (open === null || p.open === open) && p.direction === direction)
    .reduce((s, p) => s + p.lots, 0n);

/** the users' value at the index: longs minus shorts */
const usersValue = (ps: readonly ExposurePosition[], index: bigint) =>
  minus(
    sum(ps.filter((p) => p.direction === "long").map((p) => exactNotional(index, p.lots, p.terms))),
    sum(ps.filter((p) => p.direction === "short").map((p) => exactNotional(index, p.lots, p.terms))),
  );

export function referenceMarketExposure(positions: readonly ExposurePosition[], index: bigint, top = 10) {
  const open = positions.filter((p) => p.open);
  const owners = [...new Set(positions.map((p) => p.owner))];
  const accounts = owners
    .map((owner) => {
      const mine = positions.filter((p) => p.owner === owner);
      const lots = lotsOf(mine, null, "long") - lotsOf(mine, null, "short");
      return { owner, value: usersValue(mine, index), lots };
    })
    .filter((a) => a.lots !== 0n || a.value.n !== 0n)
    .map((a) => ({ owner: a.owner, lots: a.lots, quote: awayFromZero(a.value) }));
  // a selection: repeatedly take the largest |quote| (the smallest owner on a tie)
  const chosen: typeof accounts = [];
  const left = [...accounts];
  while (chosen.length < top && left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      const a = left[i]!;
      const b = left[best]!;
      const sa = a.quote < 0n ? -a.quote : a.quote;
      const sb = b.quote < 0n ? -b.quote : b.quote;
      if (sa > sb || (sa === sb && a.owner < b.owner)) best = i;
    }
    chosen.push(left.splice(best, 1)[0]!);
  }
  const longLots = lotsOf(positions, true, "long");
  const shortLots = lotsOf(positions, true, "short");
  const pendingLongLots = lotsOf(positions, false, "long");
  const pendingShortLots = lotsOf(positions, false, "short");
  return {
    longLots,
    shortLots,
    pendingLongLots,
    pendingShortLots,
    netLots: -(longLots - shortLots),
    netQuote: awayFromZero(fraction(-1n * usersValue(open, index).n, usersValue(open, index).d)),
    committedNetLots: -(longLots + pendingLongLots - shortLots - pendingShortLots),
    committedNetQuote: awayFromZero(
      fraction(-1n * usersValue(positions, index).n, usersValue(positions, index).d),
    ),
    unrealized: -open.reduce((s, p) => s + refUnrealized(p, index, p.terms), 0n),
    accounts: chosen,
  };
}

/** What the house loses on one order if the price ends at `end2 / 2` (prices doubled to step between them). */
function houseLossAt(o: SecondsExposureOrder, end2: bigint): bigint {
  const open2 = o.openPrice * 2n;
  if (end2 === open2) return 0n;
  const wins = o.direction === "up" ? end2 > open2 : end2 < open2;
  return wins ? o.profit : -o.stake;
}

export function referenceSecondsWorstCase(orders: readonly SecondsExposureOrder[]) {
  const lossAt = (end2: bigint) => orders.reduce((s, o) => s + houseLossAt(o, end2), 0n);
  let worst: bigint | null = null;
  for (const o of orders)
    for (const end2 of [o.openPrice * 2n - 1n, o.openPrice * 2n, o.openPrice * 2n + 1n]) {
      const loss = lossAt(end2);
      if (worst === null || loss > worst) worst = loss;
    }
  return {
    orders: orders.length,
    stakes: orders.reduce((s, o) => s + o.stake, 0n),
    up: orders.reduce((s, o) => s + (o.direction === "up" ? o.profit : -o.stake), 0n),
    down: orders.reduce((s, o) => s + (o.direction === "down" ? o.profit : -o.stake), 0n),
    worst: worst ?? 0n,
  };
}

export function referenceSecondsExpiries(orders: readonly SecondsOpenOrder[]) {
  const keys: [number, number, number][] = [];
  for (const o of orders)
    if (!keys.some(([m, c, e]) => m === o.marketId && c === o.currencyId && e === o.expiry))
      keys.push([o.marketId, o.currencyId, o.expiry]);
  keys.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  return keys.map(([marketId, currencyId, expiry]) => ({
    marketId,
    currencyId,
    expiry,
    ...referenceSecondsWorstCase(
      orders.filter((o) => o.marketId === marketId && o.currencyId === currencyId && o.expiry === expiry),
    ),
  }));
}

/** The limit rule as a table of cases: no growth, no limit, within the limit; anything else refused. */
export function referenceLimitCheck(c: { before: bigint; after: bigint; limit: bigint | null }) {
  const size = (x: bigint) => (x < 0n ? -x : x);
  const grows = size(c.after) > size(c.before);
  if (!grows) return { allowed: true, reducing: size(c.after) !== size(c.before) };
  if (c.limit !== null && size(c.after) > c.limit) return { allowed: false };
  return { allowed: true, reducing: false };
}

/** The alert level from the exact use fraction |figure| / limit. */
export function referenceAlertLevel(figure: bigint, limit: bigint | null): 0 | 80 | 100 {
  if (limit === null || figure === 0n) return 0;
  const size = figure < 0n ? -figure : figure;
  if (limit === 0n) return 100;
  const use = fraction(size * 100n, limit);
  if (floorOf(use) >= 100n) return 100;
  return use.n >= 80n * use.d ? 80 : 0;
}
