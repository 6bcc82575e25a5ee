import type { LeverDirection, LeverTerms, Rate } from "./math.ts";

/**
 * A deliberately naive recomputation of the lever math (math.ts), for tests only: every quantity is
 * worked out as an exact fraction in real units (prices in quote per base, sizes in base, money in
 * quote) and converted to integer units at the very end, by its own floor and ceiling. It shares no
 * helper with math.ts, so a slip in one shows up as a difference.
 */

/** An exact rational number in lowest terms, denominator > 0. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(n: bigint, d = 1n): Fraction {
  if (d === 0n) throw new Error("fraction with a zero denominator");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const plus = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const minus = (a: Fraction, b: Fraction) => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const times = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);
export const over = (a: Fraction, b: Fraction) => fraction(a.n * b.d, a.d * b.n);
export const compareFractions = (a: Fraction, b: Fraction) => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};

/** The largest integer ≤ x, by stepping the truncated quotient. */
export function floorOf(x: Fraction): bigint {
  let q = x.n / x.d;
  while (q * x.d > x.n) q -= 1n;
  while ((q + 1n) * x.d <= x.n) q += 1n;
  return q;
}

/** The smallest integer ≥ x. */
export function ceilingOf(x: Fraction): bigint {
  const f = floorOf(x);
  return f * x.d === x.n ? f : f + 1n;
}

/** 10^-decimals as a fraction, by repeated multiplication. */
function tenth(decimals: number): Fraction {
  let d = 1n;
  for (let i = 0; i < decimals; i++) d *= 10n;
  return fraction(1n, d);
}

const units = (count: bigint, decimals: number) => times(fraction(count), tenth(decimals));
const toUnits = (value: Fraction, decimals: number) => over(value, tenth(decimals));
const rate = (r: Rate) => fraction(r.num, r.den);

/** The index moved by the spread, in price units, before rounding. */
export function exactDealingPrice(
  index: bigint,
  direction: LeverDirection,
  side: "open" | "close",
  terms: Pick<LeverTerms, "spread">,
): Fraction {
  const userPaysMore =
    (direction === "long" && side === "open") || (direction === "short" && side === "close");
  const factor = userPaysMore
    ? plus(fraction(1n), rate(terms.spread))
    : minus(fraction(1n), rate(terms.spread));
  return times(fraction(index), factor);
}

/** The dealing price rounded against the user: up when the user pays it, down when the user receives it. */
export function refDealingPrice(
  index: bigint,
  direction: LeverDirection,
  side: "open" | "close",
  terms: Pick<LeverTerms, "spread">,
): bigint {
  const exact = exactDealingPrice(index, direction, side, terms);
  const userPaysMore = (direction === "long") === (side === "open");
  return userPaysMore ? ceilingOf(exact) : floorOf(exact);
}

/** Base asset in `lots` lot units. */
export const refBaseSize = (lots: bigint, terms: LeverTerms) =>
  times(units(lots, terms.lotDecimals), units(terms.lotSize, terms.baseScale));

/** price × size in quote units, exact. */
export function exactNotional(price: bigint, lots: bigint, terms: LeverTerms): Fraction {
  const quote = times(units(price, terms.priceDecimals), refBaseSize(lots, terms));
  return toUnits(quote, terms.quoteScale);
}

export const exactMargin = (openPrice: bigint, lots: bigint, multiple: number, terms: LeverTerms) =>
  over(exactNotional(openPrice, lots, terms), fraction(BigInt(multiple)));

export const refMargin = (openPrice: bigint, lots: bigint, multiple: number, terms: LeverTerms) =>
  ceilingOf(exactMargin(openPrice, lots, multiple, terms));

export const exactFee = (price: bigint, lots: bigint, r: Rate, terms: LeverTerms) =>
  times(exactNotional(price, lots, terms), rate(r));

export const refFee = (price: bigint, lots: bigint, r: Rate, terms: LeverTerms) =>
  ceilingOf(exactFee(price, lots, r, terms));

export interface RefPosition {
  direction: LeverDirection;
  lots: bigint;
  openPrice: bigint;
}

/** (close − open) × size for a long, (open − close) × size for a short, in quote units, exact. */
export function exactPnl(p: RefPosition, closePrice: bigint, terms: LeverTerms): Fraction {
  const gain = minus(exactNotional(closePrice, p.lots, terms), exactNotional(p.openPrice, p.lots, terms));
  return p.direction === "long" ? gain : times(gain, fraction(-1n));
}

/** The profit or loss rounded down: a profit is never paid a fraction too much, a loss never forgiven one. */
export const refPnl = (p: RefPosition, closePrice: bigint, terms: LeverTerms) =>
  floorOf(exactPnl(p, closePrice, terms));

export const refUnrealized = (p: RefPosition, index: bigint, terms: LeverTerms) =>
  refPnl(p, refDealingPrice(index, p.direction, "close", terms), terms);

/**
 * Equity ÷ used margin against the threshold, as fractions: balance + Σ unrealized at each position's
 * index, over Σ margin. False without positions.
 */
export function refAtLiquidation(
  balance: bigint,
  positions: readonly (RefPosition & { margin: bigint; index: bigint; terms: LeverTerms })[],
  threshold: Rate,
): boolean {
  let equity = fraction(balance);
  let used = fraction(0n);
  for (const p of positions) {
    equity = plus(equity, fraction(refUnrealized(p, p.index, p.terms)));
    used = plus(used, fraction(p.margin));
  }
  if (used.n === 0n) return false;
  return compareFractions(over(equity, used), rate(threshold)) <= 0;
}
