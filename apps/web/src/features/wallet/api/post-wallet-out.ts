import type { WithdrawalRequested } from "@bourse/contract";
import { request } from "../../../api/client";

export interface WithdrawInput {
  currency: number;
  number: string;
  address_id: number;
  pay_password: string;
  google_code?: string;
}

/** What the server froze: the fee and the amount that will arrive (the contract's `WithdrawalRequested`). */
export type { WithdrawalRequested as WithdrawResult } from "@bourse/contract";

/**
 * `POST /wallet/out`: withdraws to a saved address; the amount is frozen until an operator pays or
 * rejects it. Silent: the screen shows the reason (and the Google code field when it is required).
 */
export function postWalletOut(input: WithdrawInput): Promise<WithdrawalRequested> {
  return request<WithdrawalRequested>("/wallet/out", { params: { ...input }, silent: true });
}
