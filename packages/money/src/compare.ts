import { type Amount, MoneyError } from "./amount.ts";

/** Throws MONEY_SCALE_MISMATCH: different scales almost always mean two different assets were mixed. */
export function assertSameScale(a: Amount, b: Amount): void {
  if (a.scale !== b.scale) {
    throw new MoneyError(
      "MONEY_SCALE_MISMATCH",
      `amounts have different scales (${a.scale} and ${b.scale}); rescale one explicitly`,
    );
  }
}

/** -1, 0 or 1 as a is below, equal to or above b; same scale required. A total order. */
export function compare(a: Amount, b: Amount): -1 | 0 | 1 {
  assertSameScale(a, b);
  if (a.units < b.units) return -1;
  return a.units > b.units ? 1 : 0;
}

/** a = b (same scale required). */
export function eq(a: Amount, b: Amount): boolean {
  return compare(a, b) === 0;
}

/** a < b (same scale required). */
export function lt(a: Amount, b: Amount): boolean {
  return compare(a, b) < 0;
}

/** a ≤ b (same scale required). */
export function lte(a: Amount, b: Amount): boolean {
  return compare(a, b) <= 0;
}

/** a > b (same scale required). */
export function gt(a: Amount, b: Amount): boolean {
  return compare(a, b) > 0;
}

/** a ≥ b (same scale required). */
export function gte(a: Amount, b: Amount): boolean {
  return compare(a, b) >= 0;
}

/** x = 0, at any scale. */
export function isZero(x: Amount): boolean {
  return x.units === 0n;
}

/** x < 0 (zero is neither negative nor positive). */
export function isNegative(x: Amount): boolean {
  return x.units < 0n;
}

/** x > 0 (zero is neither negative nor positive). */
export function isPositive(x: Amount): boolean {
  return x.units > 0n;
}

/** The smaller of a and b (a on a tie); same scale required. */
export function min(a: Amount, b: Amount): Amount {
  return compare(b, a) < 0 ? b : a;
}

/** The larger of a and b (a on a tie); same scale required. */
export function max(a: Amount, b: Amount): Amount {
  return compare(b, a) > 0 ? b : a;
}
