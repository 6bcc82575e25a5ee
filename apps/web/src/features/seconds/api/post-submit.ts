import type { SecondsOrder } from "@bourse/contract";
import { request } from "../../../api/client";

export interface SubmitFields {
  /** the market (quotation id) */
  match_id: number;
  currency_id: number;
  /** 1 up, 2 down */
  type: 1 | 2;
  seconds: number;
  /** the stake */
  number: string;
}

/**
 * `POST /microtrade/submit`: opens a seconds order at the current index tick and freezes the stake.
 * Refusals (balance, limits, a stale market, verification) are shown by the client as the server
 * words them; 998 leads to the verification notice.
 */
export function postSubmit(fields: SubmitFields): Promise<SecondsOrder> {
  return request<SecondsOrder>("/microtrade/submit", { params: { ...fields } });
}
