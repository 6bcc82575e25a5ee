import type { LeverTrade } from "@bourse/contract";
import { request } from "../../../api/client";
import type { SubmitFields } from "../model/draft";

/**
 * `POST /lever/submit`: opens a position now (market) or places a limit order; the margin is held and
 * the handling fee charged in one step. Refusals (margin, range, stops, stale price) come worded by
 * the server; below KYC level 1 the client sends the user to verification (998).
 */
export function postLeverSubmit(fields: SubmitFields): Promise<LeverTrade> {
  return request<LeverTrade>("/lever/submit", { params: { ...fields } });
}
