import { request } from "../../../api/client";

/** `PUT /coin/trade {id}`: cancels an open order; the frozen rest returns. Answers a confirmation text. */
export function putCoinTrade(id: number): Promise<string> {
  return request<string>("/coin/trade", { method: "PUT", params: { id } });
}
