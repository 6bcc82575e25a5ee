import type { DepositAction, DepositCheck, StoredBlock } from "./deposit.ts";
import type { GasFees } from "./fees.ts";

/**
 * A deliberately naive recomputation of the chain math (deposit.ts, units.ts, fees.ts), for tests
 * only. It shares no helper with them: the fork point is found by walking every height down from the
 * top, confirmations by counting blocks, units by moving a decimal point in a string, the rounded-up
 * fee by dividing a decimal string, the sweep and the funding by bisection.
 */

/* ---------------------------------------------------------------- deposits */

/** Walks every height from the highest stored one down to the lowest, and stops at the first that matches. */
export function referenceForkPoint(
  stored: readonly StoredBlock[],
  canonicalHashes: ReadonlyMap<bigint, string>,
): bigint | undefined {
  if (stored.length === 0) return undefined;
  let top = stored[0]!.number;
  let bottom = stored[0]!.number;
  for (const b of stored) {
    if (b.number > top) top = b.number;
    if (b.number < bottom) bottom = b.number;
  }
  for (let height = top; height >= bottom; height--) {
    const chain = canonicalHashes.get(height);
    if (chain === undefined) continue;
    const matches = stored.filter((b) => b.number === height && b.hash.toLowerCase() === chain.toLowerCase());
    if (matches.length > 0) return height;
  }
  return undefined;
}

/** Counts the blocks from the deposit's to the head, one by one. */
export function referenceConfirmations(blockNumber: bigint, head: bigint): number {
  let count = 0;
  for (let height = blockNumber; height <= head; height++) count++;
  return count;
}

const DECISIONS: Record<string, DepositAction> = {
  "pending canonical confirmed": "credit",
  "pending canonical unconfirmed": "wait",
  "pending orphaned confirmed": "drop",
  "pending orphaned unconfirmed": "drop",
  "credited canonical confirmed": "none",
  "credited canonical unconfirmed": "none",
  "credited orphaned confirmed": "alert",
  "credited orphaned unconfirmed": "alert",
  "dropped canonical confirmed": "none",
  "dropped canonical unconfirmed": "none",
  "dropped orphaned confirmed": "none",
  "dropped orphaned unconfirmed": "none",
  "below_minimum canonical confirmed": "none",
  "below_minimum canonical unconfirmed": "none",
  "below_minimum orphaned confirmed": "none",
  "below_minimum orphaned unconfirmed": "none",
};

/** Looks the decision up in the full table of states; "invalid" where `required` is not a count ≥ 1. */
export function referenceDepositDecision(check: DepositCheck): DepositAction | "invalid" {
  if (!Number.isInteger(check.required) || check.required <= 0) return "invalid";
  const confirmed = referenceConfirmations(check.blockNumber, check.head) >= check.required;
  const key = `${check.state} ${check.stillCanonical ? "canonical" : "orphaned"} ${confirmed ? "confirmed" : "unconfirmed"}`;
  const action = DECISIONS[key];
  if (action === undefined) throw new Error(`no decision for ${key}`);
  return action;
}

/* ---------------------------------------------------------------- units */

/** Writes `units` as a decimal number with `decimals` places, then reads it back with `target` places, cutting the rest. */
function rescale(units: bigint, decimals: number, target: number): bigint {
  const text = units.toString().padStart(decimals + 1, "0");
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals);
  const kept = fraction.length >= target ? fraction.slice(0, target) : fraction.padEnd(target, "0");
  return BigInt(`${whole}${kept}`);
}

export function referenceToVenueUnits(
  chainUnits: bigint,
  chainDecimals: number,
  venueDecimals: number,
): bigint {
  return rescale(chainUnits, chainDecimals, venueDecimals);
}

export function referenceToChainUnits(
  venueUnits: bigint,
  venueDecimals: number,
  chainDecimals: number,
): bigint {
  return rescale(venueUnits, venueDecimals, chainDecimals);
}

/* ---------------------------------------------------------------- fees */

/** fee × (100 + bump) / 100, the division done on the decimal string: drop two digits, add one if either was not 0. */
function bumpedUp(fee: bigint, bumpPercent: bigint): bigint {
  const text = (fee * (100n + bumpPercent)).toString().padStart(3, "0");
  const quotient = BigInt(text.slice(0, -2));
  return text.slice(-2) === "00" ? quotient : quotient + 1n;
}

export function referenceReplacementFees(old: GasFees, current: GasFees, bumpPercent = 13n): GasFees {
  const maxFee = [bumpedUp(old.maxFeePerGas, bumpPercent), current.maxFeePerGas].sort((a, b) =>
    a < b ? 1 : a > b ? -1 : 0,
  )[0]!;
  const tip = [bumpedUp(old.maxPriorityFeePerGas, bumpPercent), current.maxPriorityFeePerGas].sort((a, b) =>
    a < b ? 1 : a > b ? -1 : 0,
  )[0]!;
  return { maxFeePerGas: maxFee, maxPriorityFeePerGas: tip };
}

/** The largest amount x in [0, balance] with x + gasLimit × maxFee ≤ balance, by bisection; 0 if none. */
export function referenceSweepable(balance: bigint, gasLimit: bigint, maxFeePerGas: bigint): bigint {
  const fits = (x: bigint) => x + gasLimit * maxFeePerGas <= balance;
  if (!fits(0n)) return 0n;
  let low = 0n; // fits
  let high = balance + 1n; // does not fit
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** The smallest amount f ≥ 0 with have + f ≥ gasLimit × maxFee, by bisection. */
export function referenceGasToFund(have: bigint, gasLimit: bigint, maxFeePerGas: bigint): bigint {
  const cost = gasLimit * maxFeePerGas;
  const enough = (f: bigint) => have + f >= cost;
  if (enough(0n)) return 0n;
  let low = 0n; // not enough
  let high = cost; // enough
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (enough(mid)) high = mid;
    else low = mid;
  }
  return high;
}
