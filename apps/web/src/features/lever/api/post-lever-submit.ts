import type { LeverTrade } from "@bourse/contract";
import { request } from "../../../api/client";
import type { SubmitFields } from "../model/draft";

/**
 * `POST /lever/submit`: opens a position now (market) or places a limit order; the margin is held and
 * the handling fee charged in one step. Refusals (margin, range, stops, stale price) come worded by
 * the server; below KYC level 1 the client sends the user to verification (998). `coupon_id` names one's
 * fee discount coupon in the margin coin (docs/growth-api.md "Coupons"), taken off the open fee.
 */
export function postLeverSubmit(
  fields: SubmitFields & { coupon_id?: number | undefined },
): Promise<LeverTrade> {
  return request<LeverTrade>("/lever/submit", { params: { ...fields } });
}
