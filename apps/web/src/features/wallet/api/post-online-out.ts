import { request } from "../../../api/client";
import type { WithdrawResult } from "./post-wallet-out";

export interface BankWithdrawInput {
  currency: number;
  number: string;
  pay_password: string;
  google_code?: string;
}

/** `POST /user/onlineOut`: withdraws to the saved bank card (type 997 when there is none). */
export function postOnlineOut(input: BankWithdrawInput): Promise<WithdrawResult> {
  return request<WithdrawResult>("/user/onlineOut", { params: { ...input }, silent: true });
}
