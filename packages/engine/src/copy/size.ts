import { floorDiv, type LeverTerms, marginFor, type Rate } from "../lever/math.ts";

/**
 * Copy trading (PRODUCT-RULES "Copy trading") in integer units, as the lever math: lots in units of
 * 10^-lotDecimals, money in the margin asset's smallest unit. Pure: the server decides with these what a
 * follower's copy of a trader's order is, and what share of a copied profit goes to the trader.
 */

/** How a follower copies: a multiple of the trader's lots, or the same number of lots every time. */
export type CopyMode =
  | { kind: "proportional" /** the multiple, in hundredths (1.5 → 150) */; multipleHundredths: bigint }
  | { kind: "fixed" /** lot units */; lots: bigint };

export interface CopyLimits {
  /** the most margin one copied order may hold; null: no cap */
  maxMarginPerOrder: bigint | null;
  /** the most margin all the follower's open copies of this trader may hold; null: no cap */
  maxMarginTotal: bigint | null;
}

/** A copy that cannot be made, and why (the follower is told). */
export type CopySkip = "below_min_lots" | "over_total_margin" | "insufficient_balance";

export type CopySize = { ok: true; lots: bigint; margin: bigint } | { ok: false; reason: CopySkip };

/** 10^n as a bigint. */
const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * The lots a follower's copy opens for a trader's order of `traderLots`: proportional copies take the
 * trader's lots × the multiple, rounded down to the lot unit, and a result above one lot that is not
 * whole is cut to two decimals (spec §5); fixed copies take their own lots.
 */
export function copiedLots(
  traderLots: bigint,
  mode: CopyMode,
  terms: Pick<LeverTerms, "lotDecimals">,
): bigint {
  if (mode.kind === "fixed") return mode.lots;
  const raw = floorDiv(traderLots * mode.multipleHundredths, 100n);
  const one = pow10(terms.lotDecimals);
  if (raw <= one || raw % one === 0n || terms.lotDecimals <= 2) return raw;
  const hundredth = pow10(terms.lotDecimals - 2);
  return raw - (raw % hundredth);
}

/**
 * The copy a follower opens: its lots (cut down to fit the per-order margin cap, on the market's lot
 * unit), and its margin at `price`; skipped below the market's minimum lots, over the follower's total
 * cap given what its open copies already hold, or when `available` does not cover margin and fee.
 */
export function sizeCopy(c: {
  traderLots: bigint;
  mode: CopyMode;
  limits: CopyLimits;
  /** margin the follower's open copies of this trader hold now */
  marginInUse: bigint;
  /** the follower's copy account available balance */
  available: bigint;
  price: bigint;
  multiple: number;
  minLots: bigint;
  maxLots: bigint;
  terms: LeverTerms;
  /** the handling fee of `lots` at `price` */
  feeOf: (lots: bigint) => bigint;
}): CopySize {
  let lots = copiedLots(c.traderLots, c.mode, c.terms);
  if (lots > c.maxLots) lots = c.maxLots;
  const cap = c.limits.maxMarginPerOrder;
  if (cap !== null && marginFor(c.price, lots, c.multiple, c.terms) > cap) lots = largestLotsWithin(cap, c);
  if (lots < c.minLots || lots <= 0n) return { ok: false, reason: "below_min_lots" };
  const margin = marginFor(c.price, lots, c.multiple, c.terms);
  if (c.limits.maxMarginTotal !== null && c.marginInUse + margin > c.limits.maxMarginTotal)
    return { ok: false, reason: "over_total_margin" };
  if (margin + c.feeOf(lots) > c.available) return { ok: false, reason: "insufficient_balance" };
  return { ok: true, lots, margin };
}

/** The most lots whose margin at `price` stays within `cap` (margin grows with lots: a binary search). */
function largestLotsWithin(
  cap: bigint,
  c: { price: bigint; multiple: number; terms: LeverTerms; maxLots: bigint },
) {
  let lo = 0n;
  let hi = c.maxLots;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    if (marginFor(c.price, mid, c.multiple, c.terms) <= cap) lo = mid;
    else hi = mid - 1n;
  }
  return lo;
}

/**
 * The trader's share of a follower's realized result on a copied position: `rate` × the profit,
 * rounded down; nothing on a loss or break-even.
 */
export function profitShare(realized: bigint, rate: Rate): bigint {
  if (realized <= 0n || rate.num <= 0n) return 0n;
  return floorDiv(realized * rate.num, rate.den);
}
