import { request } from "./client";
import type { TradingAccount } from "./types";

export interface DemoAccount {
  /** The demo account's id. */
  user_id: number;
  /** The account the session acts as: opening the demo account does not switch to it. */
  account: TradingAccount;
  /** Whether this call opened it (the demo account is opened once). */
  created: boolean;
}

/** `POST /user/demo_account`: opens the user's demo account (once), funded with 100,000 USDT. */
export function postDemoAccount(): Promise<DemoAccount> {
  return request<DemoAccount>("/user/demo_account");
}
