import { type Amount, add, compare, mulRate, neg, zero } from "@bourse/money";

export type Direction = "up" | "down";
export type SecondsResult = "win" | "loss" | "tie";

export interface SecondsSettlement {
  result: SecondsResult;
  /** what goes back to the user's micro account: stake + profit on a win, the stake on a tie, 0 on a loss */
  payout: Amount;
  /** payout − stake: positive on a win, zero on a tie, −stake on a loss */
  profit: Amount;
}

/**
 * Settles a seconds contract from its two recorded index ticks (PRODUCT-RULES "Seconds contracts"):
 * up wins if end > open, down wins if end < open, equal prices refund the stake. The profit is
 * stake × rate rounded down to the stake's scale, so the house never pays a fraction of a unit more.
 */
export function settleSeconds(order: {
  direction: Direction;
  stake: Amount;
  /** payout rate as a decimal string, e.g. "0.20" for 20 % */
  profitRate: string;
  openPrice: Amount;
  endPrice: Amount;
}): SecondsSettlement {
  const move = compare(order.endPrice, order.openPrice);
  if (move === 0) return { result: "tie", payout: order.stake, profit: zero(order.stake.scale) };
  const won = (order.direction === "up") === move > 0;
  if (!won) return { result: "loss", payout: zero(order.stake.scale), profit: neg(order.stake) };
  const profit = mulRate(order.stake, order.profitRate, "down");
  return { result: "win", payout: add(order.stake, profit), profit };
}
