import { expect } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, upload } from "./harness.ts";

/** USDT over TRC20 and BTC over its network: the deposits the earn tests make. */
export const USDT_TRC20 = [3, 4] as const;
export const BTC_NETWORK = [1, 1] as const;

type Deposit = readonly [currency: number, network: number, amount: string];

/**
 * A signed-up user with each deposit approved by an operator and moved to its financial account, where
 * every earn product takes its money from.
 */
export const financialUser = (t: TestApp, email: string, deposits: Deposit[]) =>
  fundedUser(t, email, deposits, "financial");

/** A signed-up user with each deposit approved by an operator, left in its spot account (or moved to `to`). */
export async function fundedUser(
  t: TestApp,
  email: string,
  deposits: Deposit[],
  to: "change" | "financial" = "change",
): Promise<{ id: number; token: string }> {
  const token = await signUp(t, email);
  const [u] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [email]);
  for (const [currency, network, amount] of deposits) {
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: String(currency), network: String(network), amount, voucher },
      token,
    );
    // a fresh operator each time: operator sessions last 12 hours and these tests move the clock days
    const approved = await t.form(
      `/api/admin/deposits/${claim.message.id}/approve`,
      {},
      await operatorToken(t),
    );
    expect(approved.type).toBe("ok");
    if (to === "change") continue;
    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: String(currency), number: amount, from_field: "change", to_field: to },
      token,
    );
    expect(moved.type, JSON.stringify(moved.message)).toBe("ok");
  }
  return { id: u!.id, token };
}
