import type { SpotOrder } from "@bourse/contract";
import { request } from "../../../api/client";

export interface PlaceOrderFields {
  type: "buy" | "sell";
  /** Base amount; for a market buy, the quote amount to spend. */
  amount: string;
  /** The limit price; absent makes a market order. */
  target_price?: string;
  currency_id: number;
  legal_id: number;
  /** one's fee discount coupon in the fee's coin (docs/growth-api.md "Coupons") */
  coupon_id?: number | undefined;
}

/**
 * `POST /coin/trade`: places an order. The answer is the durable order after it matched what it
 * could; its fee is what the coupon named, if any, left of it. Failures (balance, minimum, price
 * band, tick or step, the coupon) are shown by the client as the server words them.
 */
export function postCoinTrade(fields: PlaceOrderFields): Promise<SpotOrder> {
  return request<SpotOrder>("/coin/trade", { params: { ...fields } });
}
