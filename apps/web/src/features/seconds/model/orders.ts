import type { SecondsOrder } from "@bourse/contract";
import { compare, isDecimal } from "../../../ui/decimal";

/** Order status codes (the contract's SECONDS_STATUS, repeated here: only types may be imported). */
export const STATUS = { open: 1, settled: 3, cancelled: 4 } as const;

/** The tabs of the order history, in order. */
export const orderTabs = ["open", "settled", "cancelled"] as const;
export type OrderTab = (typeof orderTabs)[number];

export function isOrderTab(value: unknown): value is OrderTab {
  return orderTabs.includes(value as OrderTab);
}

export type Direction = "up" | "down";
export type Outcome = "win" | "loss" | "tie";

/**
 * Where an order stands: `running` until its expiry, then `settling` until its end tick is recorded,
 * then its result; or `cancelled`.
 */
export type Phase = "running" | "settling" | Outcome | "cancelled";

export function phaseOf(order: Pick<SecondsOrder, "status" | "result" | "expires_at">, nowMs: number): Phase {
  if (order.status === STATUS.cancelled) return "cancelled";
  if (order.status === STATUS.settled && order.result) return order.result;
  return Date.parse(order.expires_at) > nowMs ? "running" : "settling";
}

/** The outcome if the order ended at `price` now (the same rule the server settles by). */
export function standing(
  direction: Direction,
  openPrice: string,
  price: string | null | undefined,
): Outcome | null {
  if (!isDecimal(price) || !isDecimal(openPrice)) return null;
  const move = compare(price, openPrice);
  if (move === 0) return "tie";
  return (direction === "up") === (move === 1) ? "win" : "loss";
}

/** 1 for a gain, -1 for a loss, 0 for none or unknown: picks the up/down colour of a profit. */
export function profitTone(value: string | null | undefined): -1 | 0 | 1 {
  if (!isDecimal(value)) return 0;
  return compare(value, "0") ?? 0;
}

/** A profit with its sign: "+2", "-10", "0". */
export function signed(value: string): string {
  return profitTone(value) === 1 ? `+${value}` : value;
}
