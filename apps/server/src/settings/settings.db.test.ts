import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../testing/harness.ts";
import { reportUnreadableSettings, type UnreadableSetting } from "./settings.read.ts";

let t: TestApp;
let admin: string;
const warnings: UnreadableSetting[] = [];
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  reportUnreadableSettings((found) => warnings.push(found));
});
afterAll(() => t.close());

const USDT = "3";
/** Stores a value as a hand edit of the database would, past the console's checks. */
const store = (key: string, value: string) =>
  t.db.query("UPDATE settings SET value = $2 WHERE key = $1", [key, value]);
const restored: [string, string][] = [];
const storeFor = async (key: string, value: string) => {
  const [row] = await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]);
  restored.push([key, row!.value]);
  await store(key, value);
};
afterEach(async () => {
  for (const [key, value] of restored.splice(0)) await store(key, value);
});

/** A user with `amount` USDT deposited and credited by an operator. */
async function funded(email: string, amount: string): Promise<string> {
  const token = await signUp(t, email);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: USDT, network: "4", amount, voucher },
    token,
  );
  expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  return token;
}

/** A user with `amount` USDT deposited, verified, with fund password 2580, past the lock, one address. */
async function readyToWithdraw(email: string, amount: string): Promise<string> {
  const token = await funded(email, amount);
  await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
  await t.form("/api/sms_mail", { scene: "security" }, token);
  const code = await latestCode(t, email);
  await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, token);
  t.clock.advance(24 * 3600_000 + 1000);
  admin = await operatorToken(t);
  await t.form(
    "/api/user/wallet/save",
    { currency: USDT, network: "4", name: "cold", address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA" },
    token,
  );
  return token;
}

const usdtOf = async (token: string, kind: string) =>
  (
    (await t.form("/api/wallet/list", {}, token)).message[`${kind}_wallet`].balance as {
      currency_name: string;
    }[]
  ).find((b) => b.currency_name === "USDT") as Record<string, string>;

describe("a stored setting that does not read as its declared type", () => {
  it("transfers at the default fee rate (none) instead of failing, and warns once", async () => {
    const token = await readyToWithdraw("fee-typo@settings.test", "100");
    await storeFor("transfer_fee_rate", "0,001");
    warnings.length = 0;
    expect(
      await t.form("/api/user/getTransferFee", { currency_id: USDT, number: "50" }, token),
    ).toMatchObject({
      type: "ok",
      message: { rate: "0", fee: "0" },
    });
    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: USDT, number: "50", from_field: "change", to_field: "lever" },
      token,
    );
    expect(moved).toMatchObject({ type: "ok", statusCode: 200 });
    expect((await usdtOf(token, "lever")).lever_balance).toBe("50");
    expect(warnings).toEqual([{ key: "transfer_fee_rate", stored: "0,001", fallback: "0" }]);
  });

  it("takes a withdrawal from the default account (spot)", async () => {
    const token = await readyToWithdraw("account-typo@settings.test", "100");
    await storeFor("withdraw_account", "spot");
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const out = await t.form(
      "/api/wallet/out",
      { currency: USDT, number: "20", address_id: addressId, pay_password: "2580" },
      token,
    );
    expect(out).toMatchObject({ type: "ok", message: { fee: "1", receive: "19" } });
    expect(await usdtOf(token, "change")).toMatchObject({ change_balance: "80", lock_change_balance: "20" });
  });

  it("reckons the growth report with the default claim window", async () => {
    // a first deposit over 1,000 USDT: a met task, reckoned against the claim window
    await funded("bonus-typo@settings.test", "2000");
    await storeFor("bonus_claim_days", "3 days");
    const report = await t.get("/api/admin/growth/report", admin);
    expect(report).toMatchObject({ type: "ok", statusCode: 200 });
    expect(report.message.bonus).toContainEqual(
      expect.objectContaining({ task: "first_deposit", claimable: 1, expired: 0 }),
    );
    expect((await t.get("/api/admin/growth/bonus", admin)).message).toMatchObject({ claim_days: 3 });
  });

  it("liquidates at the default threshold, with a warning naming the setting", async () => {
    await storeFor("lever_liquidation_risk_rate", "twenty");
    warnings.length = 0;
    await t.app.lever.reload();
    expect(t.app.lever.threshold()).toEqual({ num: 20n, den: 100n });
    await t.app.lever.reload();
    expect(warnings).toEqual([{ key: "lever_liquidation_risk_rate", stored: "twenty", fallback: "20" }]);
  });
});
