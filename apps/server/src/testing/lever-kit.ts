import { type LeverTerms, userAccount } from "@bourse/engine";
import { fromUnits, money, toPlainString } from "@bourse/money";
import { expect } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, upload } from "./harness.ts";

export const USDT = 3;

/** BTC/USDT's seeded contract terms, as the engine takes them. */
export const BTC_TERMS: LeverTerms = {
  priceDecimals: 2,
  baseScale: 8,
  quoteScale: 6,
  lotSize: 1_000_000n,
  lotDecimals: 2,
  spread: { num: 1n, den: 10_000n },
  fee: { num: 5n, den: 10_000n },
  overnight: { num: 3n, den: 10_000n },
};

export const cents = (text: string) => money(text, 2).units;
export const usdt = (units: bigint) => toPlainString(fromUnits(units, 6));

/** The lever test kit over one app (`get` answers the current one: a test may restart it). */
export function leverKit(get: () => TestApp) {
  /** Feed steps, 500 ms apart; then every trigger they raised has run. */
  async function step(times = 1) {
    const t = get();
    for (let i = 0; i < times; i++) {
      t.clock.advance(500);
      await t.app.feed.step(t.clock());
    }
    await t.app.leverWatch.settled();
  }

  /** A user with 10,000 USDT deposited, `lever` of it in the lever account, verified unless `kyc` is false. */
  async function trader(email: string, lever = "1000", kyc = true): Promise<{ token: string; id: number }> {
    const t = get();
    const token = await signUp(t, email);
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: String(USDT), network: "4", amount: "10000", voucher },
      token,
    );
    // a fresh operator each time: operator sessions last 12 hours and some tests move the clock days
    const admin = await operatorToken(t);
    expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: String(USDT), number: lever, from_field: "change", to_field: "lever" },
      token,
    );
    expect(moved.type).toBe("ok");
    if (kyc) await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
    const [row] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = $1", [
      email,
    ]);
    return { token, id: Number(row!.id) };
  }

  return {
    step,
    trader,
    indexCents: () => cents(get().app.feed.lastPrice(1)!),
    available: (id: number) => get().app.core.balance(userAccount(id, "lever"), USDT),
    frozen: (id: number) => get().app.core.balance(userAccount(id, "lever", "frozen"), USDT),
    /** `POST /lever/submit`: by default a 5× market long of 1 lot on BTC/USDT. */
    submit: (token: string, body: Record<string, string>) =>
      get().form(
        "/api/lever/submit",
        { currency_id: "1", legal_id: "3", multiple: "5", share: "1", type: "1", ...body },
        token,
      ),
  };
}
