import type { DemoAccount } from "@bourse/contract";
import { request } from "./client";

/**
 * The answer's shape is declared in the contract (`packages/contract/src/demo.ts`): the demo account's
 * id, the account the session acts as (opening the demo account does not switch to it), whether this
 * call opened it, and its start funds.
 */
export type { DemoAccount } from "@bourse/contract";

/** `POST /user/demo_account`: opens the user's demo account (once), funded with 100,000 USDT. */
export function postDemoAccount(): Promise<DemoAccount> {
  return request<DemoAccount>("/user/demo_account");
}
