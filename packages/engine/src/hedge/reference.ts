import type { HedgeInput, HedgeOrder } from "./hedge.ts";

/**
 * A deliberately naive recomputation of the hedge math (hedge.ts), for tests only. It shares no helper
 * with it: the threshold's amount is found by bisection on the cost, the target by walking the cases
 * (no exposure past the threshold: no hedge; past it: the house keeps exactly the threshold), the
 * step's multiple by bisection on the count of steps.
 */

/** The largest amount whose cost at `price` is at most `threshold`, by bisection. */
function referenceThresholdAmount(threshold: bigint, price: bigint, baseScale: number): bigint {
  if (price <= 0n || threshold <= 0n) return 0n;
  const one = 10n ** BigInt(baseScale);
  let lo = 0n;
  let hi = 1n;
  while (hi * price <= threshold * one) hi *= 2n;
  // invariant: lo's cost fits, hi's does not
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (mid * price <= threshold * one) lo = mid;
    else hi = mid;
  }
  return lo;
}

function referenceTarget(houseNet: bigint, limit: bigint): bigint {
  if (houseNet > limit) return -(houseNet - limit); // house long past the threshold: sell the excess
  if (houseNet < -limit) return -(houseNet + limit); // house short past it: buy the excess
  return 0n;
}

/** The largest multiple of `step` not above `x` (x ≥ 0), by bisection on the count of steps. */
function referenceRoundDown(x: bigint, step: bigint): bigint {
  let lo = 0n;
  let hi = x / 1n + 1n;
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n;
    if (mid * step <= x) lo = mid;
    else hi = mid;
  }
  return lo * step;
}

export function referenceHedgeOrder(input: HedgeInput): HedgeOrder | undefined {
  const { houseNet, hedged, price, baseScale, threshold, step, minAmount, minCost } = input;
  if (price <= 0n || step <= 0n) return undefined;
  const limit = referenceThresholdAmount(threshold, price, baseScale);
  const target = referenceTarget(houseNet, limit);
  const want = target - hedged;
  const size = referenceRoundDown(want < 0n ? -want : want, step);
  if (size === 0n) return undefined;
  if (size < minAmount) return undefined;
  const one = 10n ** BigInt(baseScale);
  // cost rounded down: the least cost is met only when the whole units of quote reach it
  if (size * price < minCost * one) return undefined;
  // unwinding: the target lies between zero (included) and the hedge (excluded)
  const between =
    hedged > 0n ? target >= 0n && target < hedged : hedged < 0n && target <= 0n && target > hedged;
  return {
    side: want > 0n ? "buy" : "sell",
    amount: size,
    reason: between ? "unwind" : "excess",
    unhedged: houseNet + hedged,
    target,
  };
}
