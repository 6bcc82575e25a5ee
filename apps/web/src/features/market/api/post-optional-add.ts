import { request } from "../../../api/client";

/** `POST /optional/add`: adds a market to the favourites (adding one already there changes nothing). */
export function postOptionalAdd(market: { currency_id: number; legal_id: number }): Promise<unknown> {
  return request("/optional/add", { params: { currency_id: market.currency_id, legal_id: market.legal_id } });
}
