import type { LeverTrade } from "@bourse/contract";
import { request } from "../../../api/client";

/** `POST /lever/close {id}`: closes one open position at the index ∓ spread; answers it closed. */
export function postLeverClose(id: number): Promise<LeverTrade> {
  return request<LeverTrade>("/lever/close", { params: { id } });
}
