import type { NftSaleDetail } from "@bourse/contract";
import { add, compare, isDecimal, isPositive, subtract } from "../../../ui/decimal";

/**
 * An auction's bid box (docs/nft-api.md "Auction"): one joins first (the margin is frozen), then bids at
 * least the start price, or the leading bid plus the raise (`min_bid`, which the server computes). The
 * client checks the figure before asking; the server's refusal (NFT_BID_TOO_LOW names the minimum)
 * is shown as it words it.
 */

/** Where one stands in an auction: a guest, not joined, joined, or holding the leading bid. */
export type AuctionPart = "guest" | "join" | "bid" | "leading";

export function auctionPart(sale: Pick<NftSaleDetail, "mine">, signedIn: boolean): AuctionPart {
  if (!signedIn) return "guest";
  if (!sale.mine?.joined) return "join";
  return sale.mine.leading ? "leading" : "bid";
}

/** The least next bid: the server's `min_bid`, else the leading bid plus the raise, else the start price. */
export function leastBid(
  sale: Pick<NftSaleDetail, "min_bid" | "current_bid" | "per_increase" | "price">,
): string {
  if (sale.min_bid !== null && isDecimal(sale.min_bid)) return sale.min_bid;
  if (sale.current_bid !== null && sale.per_increase !== null) {
    const next = add(sale.current_bid, sale.per_increase);
    if (next !== null) return next;
  }
  return sale.price;
}

export type BidProblem = "required" | "invalid" | "belowMin";

/** What is wrong with a bid before sending it: nothing typed, not a positive amount, below the least bid. */
export function bidProblem(price: string, least: string): BidProblem | null {
  const value = price.trim();
  if (value === "") return "required";
  if (!isDecimal(value) || !isPositive(value)) return "invalid";
  return compare(value, least) === -1 ? "belowMin" : null;
}

/** The bid raised by one step (the sale's raise), exactly; an empty or bad figure starts from the least bid. */
export function raiseBid(value: string, step: string, least: string): string {
  if (!isDecimal(value.trim())) return least;
  const next = add(value.trim(), step);
  return next !== null && compare(next, least) !== -1 ? next : least;
}

/** The bid lowered by one step, never below the least bid. */
export function lowerBid(value: string, step: string, least: string): string {
  if (!isDecimal(value.trim())) return least;
  const next = subtract(value.trim(), step);
  return next !== null && compare(next, least) === 1 ? next : least;
}
