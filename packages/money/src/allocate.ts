import { Amount, MoneyError } from "./amount.ts";

function toWeight(weight: bigint | number): bigint {
  if (typeof weight === "bigint" && weight >= 0n) return weight;
  if (typeof weight === "number" && Number.isSafeInteger(weight) && weight >= 0) return BigInt(weight);
  throw new MoneyError("MONEY_BAD_ARGUMENT", "weights must be non-negative integers");
}

/**
 * Splits total in proportion to integer weights without losing or creating a unit: the parts sum to total
 * exactly and each differs from its ideal share by less than one unit. Leftover units go to the largest
 * remainders, ties to the lowest index; a negative total splits like its absolute value, negated.
 */
export function allocate(total: Amount, weights: readonly (bigint | number)[]): Amount[] {
  const shares = weights.map(toWeight);
  const weightSum = shares.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new MoneyError("MONEY_BAD_ARGUMENT", "at least one weight must be positive");
  const negative = total.units < 0n;
  const magnitude = negative ? -total.units : total.units;
  const parts = shares.map((weight) => (magnitude * weight) / weightSum);
  const remainders = shares.map((weight) => (magnitude * weight) % weightSum);
  let leftover = magnitude - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((x, y) => (x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1));
  // leftover < number of non-zero remainders, so zero-weight parts never receive a unit
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => new Amount(negative ? -part : part, total.scale));
}

/** Splits total into n parts whose magnitudes differ by at most one unit, extra units first; n ≥ 1 integer. */
export function allocateEvenly(total: Amount, n: number): Amount[] {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new MoneyError("MONEY_BAD_ARGUMENT", "n must be a positive integer");
  }
  const equalWeights = Array.from({ length: n }, () => 1n);
  return allocate(total, equalWeights);
}
