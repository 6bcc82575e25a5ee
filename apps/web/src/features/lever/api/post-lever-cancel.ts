import type { LeverTrade } from "@bourse/contract";
import { request } from "../../../api/client";

/** `POST /lever/cancel {id}`: cancels a pending limit order; its margin returns, the handling fee does not. */
export function postLeverCancel(id: number): Promise<LeverTrade> {
  return request<LeverTrade>("/lever/cancel", { params: { id } });
}
