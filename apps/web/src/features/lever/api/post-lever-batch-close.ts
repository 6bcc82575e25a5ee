import type { LeverBatchClosed } from "@bourse/contract";
import { request } from "../../../api/client";

/** Which open positions a batch close takes: 0 all, 1 the longs, 2 the shorts. */
export type BatchCloseType = 0 | 1 | 2;

/** `POST /lever/batch_close {type}`: closes the chosen open positions of every market. */
export function postLeverBatchClose(type: BatchCloseType) {
  return request<LeverBatchClosed>("/lever/batch_close", { params: { type } });
}
