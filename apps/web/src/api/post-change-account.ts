import { request } from "./client";
import type { TradingAccount } from "./types";

export interface ChangedAccount {
  /** The account the session acts as from now on. */
  account: TradingAccount;
  /** That account's id (the demo account's, in demo mode). */
  user_id: number;
}

/**
 * `POST /user/change_account {account}`: the session acts as the demo account or the real one from
 * now on, with the same token. `DEMO_NOT_OPENED` while the user has no demo account.
 */
export function postChangeAccount(account: TradingAccount): Promise<ChangedAccount> {
  return request<ChangedAccount>("/user/change_account", { params: { account } });
}
