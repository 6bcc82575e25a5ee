import type { WithdrawalRequested } from "@bourse/contract";
import { request } from "../../../api/client";

export interface BankWithdrawInput {
  currency: number;
  number: string;
  pay_password: string;
  google_code?: string;
}

/** `POST /user/onlineOut`: withdraws to the saved bank card (type 997 when there is none). */
export function postOnlineOut(input: BankWithdrawInput): Promise<WithdrawalRequested> {
  return request<WithdrawalRequested>("/user/onlineOut", { params: { ...input }, silent: true });
}
