/**
 * Hedging the house's excess exposure on an outside venue (docs/product-decisions.md "Hedging"). The house
 * is the counterparty of every lever position; past a threshold the operator has chosen, the excess is
 * offset with a spot order outside, and the offset is taken back as the house's own position shrinks.
 *
 * Integer units only: amounts in the base currency's smallest unit (10^-baseScale), money in the quote
 * currency's smallest unit, the price as quote units for one whole base (10^baseScale base units).
 */

export type HedgeSide = "buy" | "sell";

/**
 * Why an order is sent: `excess` grows the hedge (the house's own position passed the threshold, or turned
 * to the other side); `unwind` shrinks it toward zero, the house's own position having fallen back.
 */
export type HedgeReason = "excess" | "unwind";

export interface HedgeInput {
  /** the house's net position from its users' lever positions, base units (negative: the house is short) */
  houseNet: bigint;
  /** what is already hedged outside, base units (positive: bought outside) */
  hedged: bigint;
  /** the index price, quote units per whole base; 0 or less: no price, no order */
  price: bigint;
  baseScale: number;
  /** the net exposure, quote units, the house carries itself per market */
  threshold: bigint;
  /** the outside market's amount step, base units (≥ 1) */
  step: bigint;
  /** the outside market's least amount (base units) and least cost (quote units); 0 when it has none */
  minAmount: bigint;
  minCost: bigint;
}

export interface HedgeOrder {
  side: HedgeSide;
  /** base units, a whole number of steps, > 0 */
  amount: bigint;
  reason: HedgeReason;
  /** the house's position net of hedges before the order, base units */
  unhedged: bigint;
  /** the hedge the order aims at, before rounding to the step, base units */
  target: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

/** The threshold as an amount of base at `price`, rounded down (the house carries no more than it). */
export function thresholdAmount(threshold: bigint, price: bigint, baseScale: number): bigint {
  if (price <= 0n || threshold <= 0n) return 0n;
  return (threshold * 10n ** BigInt(baseScale)) / price;
}

/**
 * The hedge the house should hold: the one nearest zero that keeps |houseNet + hedge| within the
 * threshold's amount. Above the threshold that brings the unhedged position back to the threshold (only
 * the excess is hedged); within it, hedges shrink toward zero as the house's own position falls back.
 */
export function hedgeTarget(houseNet: bigint, threshold: bigint): bigint {
  const lo = -houseNet - threshold;
  const hi = -houseNet + threshold;
  if (lo > 0n) return lo;
  if (hi < 0n) return hi;
  return 0n;
}

/**
 * The order that moves the hedge toward its target, rounded down to the outside market's step, or
 * undefined: no price, already there, or less than the outside market takes (its least amount or cost).
 */
export function hedgeOrder(input: HedgeInput): HedgeOrder | undefined {
  const { houseNet, hedged, price, baseScale, threshold, step, minAmount, minCost } = input;
  if (price <= 0n || step <= 0n) return undefined;
  const target = hedgeTarget(houseNet, thresholdAmount(threshold, price, baseScale));
  const delta = target - hedged;
  const amount = (abs(delta) / step) * step;
  if (amount === 0n || amount < minAmount) return undefined;
  if ((amount * price) / 10n ** BigInt(baseScale) < minCost) return undefined;
  // toward zero without crossing it: the hedge shrinks; otherwise it grows (or turns to the other side)
  const shrinks = abs(target) < abs(hedged) && (target === 0n || target < 0n === hedged < 0n);
  return {
    side: delta > 0n ? "buy" : "sell",
    amount,
    reason: shrinks ? "unwind" : "excess",
    unhedged: houseNet + hedged,
    target,
  };
}
