import { request } from "./client";

export interface ResetAccount {
  user_id: number;
  /** USDT in the demo spot wallet after the reset ("100000.000000"). */
  balance: string;
}

/**
 * `POST /user/reset_account {user_id}`: closes every open demo position and order and restores the
 * demo funds (`DEMO_RESET_BUSY`: try again in a few seconds).
 */
export function postResetAccount(demoUserId: number): Promise<ResetAccount> {
  return request<ResetAccount>("/user/reset_account", { params: { user_id: demoUserId } });
}
