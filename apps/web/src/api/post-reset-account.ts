import type { ResetAccount } from "@bourse/contract";
import { request } from "./client";

/** The answer's shape (contract `ResetAccount`): the demo account, its USDT after the reset, what was closed. */
export type { ResetAccount } from "@bourse/contract";

/**
 * `POST /user/reset_account {user_id}`: closes every open demo position and order and restores the
 * demo funds (`DEMO_RESET_BUSY`: try again in a few seconds).
 */
export function postResetAccount(demoUserId: number): Promise<ResetAccount> {
  return request<ResetAccount>("/user/reset_account", { params: { user_id: demoUserId } });
}
