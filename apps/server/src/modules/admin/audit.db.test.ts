import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bindMobile,
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  adminId = (await t.get("/api/admin/me", admin)).message.id;
});
afterAll(() => t.close());

const USDT = "3";
const userId = async (email: string) =>
  Number((await t.db.query<{ id: string }>("SELECT id::text FROM users WHERE email = $1", [email]))[0]!.id);
const audit = async (query: string) => {
  const res = await t.get(`/api/admin/audit?limit=100&${query}`, admin);
  expect(res.type).toBe("ok");
  return res.message.data as Array<Record<string, unknown>>;
};
const claim = async (token: string, amount: string) => {
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const res = await t.form(
    "/api/wallet/charge_req",
    { currency: USDT, network: "4", amount, voucher },
    token,
  );
  expect(res.type).toBe("ok");
  return res.message.id as number;
};

describe("audit entries name the user, amount and currency of each decision", () => {
  it("deposits approved and rejected", async () => {
    const token = await signUp(t, "audit-dep@bourse.test");
    const uid = await userId("audit-dep@bourse.test");
    const approved = await claim(token, "125.5");
    const rejected = await claim(token, "7");
    expect((await t.form(`/api/admin/deposits/${approved}/approve`, {}, admin)).type).toBe("ok");
    expect(
      (await t.form(`/api/admin/deposits/${rejected}/reject`, { reason: "unreadable" }, admin)).type,
    ).toBe("ok");
    const rows = await audit(`user=${uid}`);
    expect(rows.map((r) => [r.action, r.target_id, r.user_id, r.amount, r.currency])).toEqual([
      ["deposit.reject", String(rejected), uid, "7", "USDT"],
      ["deposit.approve", String(approved), uid, "125.5", "USDT"],
    ]);
  });

  it("withdrawals paid and rejected", async () => {
    const email = "audit-wd@bourse.test";
    const token = await signUp(t, email);
    const uid = await userId(email);
    expect((await t.form(`/api/admin/deposits/${await claim(token, "100")}/approve`, {}, admin)).type).toBe(
      "ok",
    );
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
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const out = async (n: string) =>
      (
        await t.form(
          "/api/wallet/out",
          { currency: USDT, number: n, address_id: addressId, pay_password: "2580" },
          token,
        )
      ).message.id as number;
    const first = await out("40");
    const second = await out("30");
    expect((await t.form(`/api/admin/withdrawals/${first}/reject`, { reason: "no" }, admin)).type).toBe("ok");
    expect((await t.form(`/api/admin/withdrawals/${second}/approve`, { txid: "0xabc" }, admin)).type).toBe(
      "ok",
    );
    const rows = await audit(`user=${uid}&action=withdrawal.`);
    expect(rows.map((r) => [r.action, r.target_id, r.user_id, r.amount, r.currency])).toEqual([
      ["withdrawal.approve", String(second), uid, "30", "USDT"],
      ["withdrawal.reject", String(first), uid, "40", "USDT"],
    ]);
  });

  it("KYC decisions and account locks", async () => {
    const email = "audit-kyc@bourse.test";
    const token = await signUp(t, email);
    const uid = await userId(email);
    await bindMobile(t, token, "7700900001");
    const body = {
      type: "1",
      name: "Grace Hopper",
      doc_type: "passport",
      card_id: "G7654321",
      nationality: "us",
      front_pic: (await upload(t, token, IMAGES.jpg)).message,
      reverse_pic: (await upload(t, token, IMAGES.png)).message,
    };
    expect((await t.form("/api/user/real", body, token)).type).toBe("ok");
    const [app] = await t.db.query<{ id: string }>(
      "SELECT id::text FROM kyc_applications WHERE user_id = $1",
      [uid],
    );
    expect((await t.form(`/api/admin/kyc/${app!.id}/approve`, {}, admin)).type).toBe("ok");
    const [kyc] = await audit(`user=${uid}&action=kyc.approve`);
    expect(kyc).toMatchObject({
      target_id: app!.id,
      user_id: uid,
      amount: null,
      currency: null,
      operator: "admin",
    });
  });
});

describe("operator sign-ins", () => {
  it("records each sign-in and each failed one with the username tried and the address", async () => {
    const from = "/api/admin/audit?limit=100&action=operator.sign_in_failed";
    const before = (await t.get(from, admin)).message.total;
    const wrong = await t.raw({
      method: "POST",
      url: "/api/admin/login",
      payload: { username: "nobody-here", password: "guess-1234" },
      remoteAddress: "198.51.100.77",
    });
    expect(wrong.json()).toMatchObject({ code: "AUTH_WRONG_CREDENTIALS" });
    const failed = (await t.get(from, admin)).message;
    expect(failed.total).toBe(before + 1);
    expect(failed.data[0]).toMatchObject({
      operator: null,
      action: "operator.sign_in_failed",
      after: { username: "nobody-here", reason: "wrong_credentials" },
      ip: "198.51.100.77",
    });
    await operatorToken(t);
    const [signIn] = await audit(`operator=${adminId}&action=operator.sign_in`);
    expect(signIn).toMatchObject({
      operator: "admin",
      action: "operator.sign_in",
      after: { username: "admin" },
    });
  });
});

describe("audit filters", () => {
  it("each filter answers exactly its rows", async () => {
    const reviewer = await operatorToken(t, "reviewer");
    const me = (await t.get("/api/admin/me", reviewer)).message;
    const all = await audit("");
    const byOperator = await audit(`operator=${me.id}`);
    expect(byOperator.map((r) => [r.operator, r.action])).toEqual([[me.username, "operator.sign_in"]]);
    const byAdmin = await audit(`operator=${adminId}`);
    expect(byAdmin.length).toBe(all.filter((r) => r.operator === "admin").length);

    const deposits = await audit("action=deposit.approve");
    expect(deposits.length).toBe(all.filter((r) => r.action === "deposit.approve").length);
    expect(deposits.every((r) => r.action === "deposit.approve")).toBe(true);
    const prefixed = await audit("action=deposit.");
    expect(prefixed.map((r) => r.action).sort()).toEqual(
      all
        .filter((r) => String(r.action).startsWith("deposit."))
        .map((r) => r.action)
        .sort(),
    );

    // entries carry the database's time
    const at = (r: Record<string, unknown>) => new Date(String(r.created_at)).getTime();
    const mid = all[Math.floor(all.length / 2)]!;
    const t0 = at(mid);
    const day = String(mid.created_at).slice(0, 10);
    const sameDay = await audit(`from=${day}&to=${day}`);
    expect(sameDay.map((r) => r.id)).toEqual(
      all.filter((r) => String(r.created_at).startsWith(day)).map((r) => r.id),
    );
    const upTo = await audit(`to=${new Date(t0).toISOString()}`);
    expect(upTo.map((r) => r.id)).toEqual(all.filter((r) => at(r) < t0).map((r) => r.id));
    const since = await audit(`from=${new Date(t0).toISOString()}`);
    expect(since.map((r) => r.id)).toEqual(all.filter((r) => at(r) >= t0).map((r) => r.id));
    expect(since.length + upTo.length).toBe(all.length);
    expect(await audit(`from=${new Date(Date.now() + 3600_000).toISOString()}`)).toEqual([]);
  });

  it("refuses a bad value naming its field", async () => {
    for (const [query, field] of [
      ["operator=abc", "operator"],
      ["user=0", "user"],
      ["action=DROP%20TABLE", "action"],
      ["from=yesterday", "from"],
      ["to=2026-02-30", "to"],
    ] as const) {
      const res = await t.get(`/api/admin/audit?${query}`, admin);
      expect(res, query).toMatchObject({ code: "REQUEST_INVALID_FIELD" });
      expect(res.message, query).toContain(field);
    }
  });
});
