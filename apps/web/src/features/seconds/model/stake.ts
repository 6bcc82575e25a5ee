import { compare, isDecimal, isPositive, percentOf } from "../../../ui/decimal";

/** A duration's stake limits and payout rate (`GET /microtrade/seconds`). */
export interface StakeRules {
  min_num: string;
  max_num: string;
  /** percent paid on a win */
  profit_ratio: string;
}

export type StakeProblem = "stake.invalid" | "stake.belowMin" | "stake.aboveMax" | "stake.aboveBalance";

/**
 * Why `stake` cannot be placed, checked before asking (the server checks again): a positive decimal,
 * within the duration's limits, not above the available micro balance when it is known.
 */
export function stakeProblem(stake: string, rules: StakeRules, available?: string): StakeProblem | null {
  const value = stake.trim();
  if (!isDecimal(value) || !isPositive(value)) return "stake.invalid";
  if (isDecimal(rules.min_num) && compare(value, rules.min_num) === -1) return "stake.belowMin";
  if (isDecimal(rules.max_num) && isPositive(rules.max_num) && compare(value, rules.max_num) === 1) {
    return "stake.aboveMax";
  }
  if (available !== undefined && isDecimal(available) && compare(value, available) === 1) {
    return "stake.aboveBalance";
  }
  return null;
}

/**
 * Profit if the order wins: stake × rate, exact; null while the stake is not a positive decimal.
 * The server rounds it down to the currency's scale, which the display cut never exceeds.
 */
export function expectedProfit(stake: string, profitRatio: string): string | null {
  const value = stake.trim();
  if (!isPositive(value)) return null;
  return percentOf(value, profitRatio);
}
