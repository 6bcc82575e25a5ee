import type { NftOrder } from "@bourse/contract";

/**
 * A won auction's order (docs/nft-api.md "Auction", `getNeedPayNFTOrder`, `payNFTOrder`): the winner pays
 * the rest (bid − margin, `due`) before `pay_by`; the margin already frozen counts towards the price.
 * Past the deadline the margin is forfeited: the server refuses the payment (NFT_PAYMENT_LATE).
 */

/** The time left to pay on the server's clock (≤ 0: the deadline has passed), or null when not due. */
export function payLeft(order: Pick<NftOrder, "status" | "pay_by">, serverNowMs: number): number | null {
  if (order.status !== "due") return null;
  const at = Date.parse(order.pay_by);
  return Number.isFinite(at) ? at - serverNowMs : null;
}

/** An order one may still pay: due, and its deadline not passed. */
export function payable(order: Pick<NftOrder, "status" | "pay_by">, serverNowMs: number): boolean {
  const left = payLeft(order, serverNowMs);
  return left !== null && left > 0;
}

/** A key naming an order's deadline, so that reaching it reads the order again once. */
export const payDueKey = (order: Pick<NftOrder, "id" | "pay_by">): string =>
  `pay:${order.id}:${order.pay_by}`;

export const orderStatuses = ["due", "paid", "forfeited"] as const;

/** The key naming an order's status, or null for one this app does not know. */
export function orderStatusKey(status: string): (typeof orderStatuses)[number] | null {
  return (orderStatuses as readonly string[]).includes(status)
    ? (status as (typeof orderStatuses)[number])
    : null;
}
