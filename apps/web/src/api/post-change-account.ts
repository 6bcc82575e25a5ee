import type { ChangeAccount as ChangedAccount, TradingAccount } from "@bourse/contract";
import { request } from "./client";

/** The answer's shape (contract `ChangeAccount`): the account the session acts as from now on, and its id. */
export type { ChangeAccount as ChangedAccount } from "@bourse/contract";

/**
 * `POST /user/change_account {account}`: the session acts as the demo account or the real one from
 * now on, with the same token. `DEMO_NOT_OPENED` while the user has no demo account.
 */
export function postChangeAccount(account: TradingAccount): Promise<ChangedAccount> {
  return request<ChangedAccount>("/user/change_account", { params: { account } });
}
