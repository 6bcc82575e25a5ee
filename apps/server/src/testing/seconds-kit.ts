import { systemAccount, userAccount } from "@bourse/engine";
import { expect } from "vitest";
import { type Envelope, IMAGES, signUp, type TestApp, upload } from "./harness.ts";

export const USDT = 3;

/** Calls and balances the seconds tests share, bound to one app and its operator token. */
export function secondsTester(t: TestApp, admin: string) {
  /** A signed-in user with `micro` USDT in the micro account (deposited, then transferred), KYC 1 by default. */
  async function user(email: string, micro = "1000", kyc = true): Promise<{ token: string; id: number }> {
    const token = await signUp(t, email);
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: String(USDT), network: "4", amount: micro, voucher },
      token,
    );
    expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: String(USDT), number: micro, from_field: "change", to_field: "micro" },
      token,
    );
    expect(moved.type).toBe("ok");
    if (kyc) await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
    const [row] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [
      email,
    ]);
    return { token, id: row!.id };
  }

  /** Answers once everything already submitted to the money core (the settlements a tick started) is committed. */
  const committed = () => t.app.core.flush();

  return {
    user,
    committed,
    micro: (id: number, bucket: "available" | "frozen" = "available") =>
      t.app.core.balance(userAccount(id, "micro", bucket), USDT),
    house: () => t.app.core.balance(systemAccount("house"), USDT),
    async orderCount(id: number) {
      const [row] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM seconds_orders WHERE user_id = $1",
        [id],
      );
      return row!.n;
    },
    /** POST /microtrade/submit: BTC/USDT, up, 30 s, 100 USDT unless `body` says otherwise. */
    submit: (token: string | undefined, body: Record<string, string> = {}) =>
      t.form(
        "/api/microtrade/submit",
        { match_id: "1", currency_id: String(USDT), type: "1", seconds: "30", number: "100", ...body },
        token,
      ),
    result: async (token: string, id: number) =>
      (await t.get(`/api/microtrade/get_result?id=${id}`, token)).message,
    /** Moves the clock and the index feed; answers BTC/USDT's new tick once what it settled is durable. */
    async step(ms: number) {
      t.clock.advance(ms);
      const ticks = await t.app.feed.step(t.clock());
      await committed();
      return ticks.find((x) => x.marketId === 1)!;
    },
    async put(url: string, body: object, token: string): Promise<Envelope> {
      const res = await t.raw({ method: "PUT", url, payload: body, headers: { authorization: token } });
      return res.json() as Envelope;
    },
  };
}
