import { tronAddress, userAccount } from "@bourse/engine";
import { parse } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTotpSecret, totpCodeAt } from "../../security/totp.ts";
import {
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../../testing/harness.ts";
import { hashPassword } from "../auth/index.ts";

/**
 * Two-person approval: what one operator asks for changes nothing until a second operator of an allowed
 * role approves it (applied once), and a rejection changes nothing. The harness checks the ledger's
 * invariants and every answer's schema when the app closes.
 */
let t: TestApp;
/** the maker: the seeded admin */
let maker: string;
/** a second admin, and a third for racing approvals */
let checker: string;
let third: string;
const secrets = new Map<string, string>();

const USDT = 3;
const spot = (id: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "change", bucket), USDT);
/** A USDT amount in units of its 6 places, exactly. */
const units = (text: string) => {
  const parsed = parse(text, 6);
  if (!parsed.ok) throw new Error(`not a USDT amount: ${text}`);
  return parsed.value.units;
};

/** An operator made in the database with an authenticator bound, signed in with its code. */
async function operator(username: string, role: "admin" | "support" = "admin"): Promise<string> {
  if (!secrets.has(username)) {
    const secret = newTotpSecret();
    secrets.set(username, secret);
    await t.db.query(
      "INSERT INTO operators (username, password_hash, role, totp_secret) VALUES ($1, $2, $3, $4)",
      [username, await hashPassword("bourse-admin-2026", 1024), role, secret],
    );
  }
  const login = await t.form("/api/admin/login", {
    username,
    password: "bourse-admin-2026",
    totp: await totpCodeAt(secrets.get(username) ?? "", t.clock()),
  });
  if (login.type !== "ok") throw new Error(`operator login failed: ${login.message}`);
  return login.message;
}

/** Signs every operator in again (sessions end when the clock moves a day). */
async function signInAll() {
  maker = await operatorToken(t);
  checker = await operator("checker");
  third = await operator("third");
}

async function userId(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [email]);
  return row!.id;
}

/** A user with `amount` USDT credited by an operator. */
async function funded(email: string, amount: string) {
  const token = await signUp(t, email);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form("/api/wallet/charge_req", { currency: String(USDT), amount, voucher }, token);
  expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, maker)).type).toBe("ok");
  return { token, id: await userId(email) };
}

const adjust = (user: number, direction: "credit" | "debit", amount: string, token = maker) =>
  t.json(
    `/api/admin/users/${user}/adjust`,
    { currency: USDT, direction, amount, reason: "Correction after the ticket 4411 review" },
    token,
  );
const approve = (id: number, token: string) => t.form(`/api/admin/approvals/${id}/approve`, {}, token);
const reject = (id: number, token: string, reason = "Not justified by the ticket") =>
  t.form(`/api/admin/approvals/${id}/reject`, { reason }, token);

const audit = (action: string, targetId: number) =>
  t.db.query<{ operator_id: number; user_id: string | null; amount: string | null; currency: string | null }>(
    `SELECT operator_id::int AS operator_id, user_id::text AS user_id, trim_scale(amount)::text AS amount, currency
     FROM audit_log WHERE action = $1 AND target_type = 'approval' AND target_id = $2`,
    [action, String(targetId)],
  );
const operatorId = async (username: string) =>
  (
    await t.db.query<{ id: number }>("SELECT id::int AS id FROM operators WHERE username = $1", [username])
  )[0]!.id;
const adjustEntries = (user: number) =>
  t.db.query("SELECT id FROM journal_entries WHERE kind = 'balance_adjust' AND user_id = $1", [user]);

beforeAll(async () => {
  t = await testApp();
  await signInAll();
});
afterAll(async () => {
  await t.close();
});

describe("balance adjustments", () => {
  it("credits once, only when a second operator approves, and audits both steps", async () => {
    const user = await funded("adjust-credit@example.com", "10");
    const asked = await adjust(user.id, "credit", "25.5");
    expect(asked.type, JSON.stringify(asked)).toBe("ok");
    const id = asked.message.id as number;
    expect(spot(user.id)).toBe(units("10"));

    const own = await approve(id, maker);
    expect(own.code).toBe("APPROVAL_OWN_REQUEST");
    expect(spot(user.id)).toBe(units("10"));

    const listed = await t.get("/api/admin/approvals?state=pending", checker);
    const row = listed.message.data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      kind: "balance.adjust",
      state: "pending",
      maker: "admin",
      summary: {
        user_id: user.id,
        currency: "USDT",
        amount: "25.5",
        user_account: "adjust-credit@example.com",
      },
    });

    expect((await approve(id, checker)).type).toBe("ok");
    expect(spot(user.id)).toBe(units("35.5"));
    expect((await approve(id, third)).code).toBe("APPROVAL_DECIDED");
    expect((await reject(id, third)).code).toBe("APPROVAL_DECIDED");
    expect(spot(user.id)).toBe(units("35.5"));
    expect(await adjustEntries(user.id)).toHaveLength(1);

    // the user's bills name the entry's kind
    const bills = await t.get(`/api/admin/users/${user.id}/bills`, checker);
    expect(JSON.stringify(bills.message)).toContain("balance_adjust");

    const subject = { user_id: String(user.id), amount: "25.5", currency: "USDT" };
    expect(await audit("approval.request", id)).toEqual([
      { operator_id: await operatorId("admin"), ...subject },
    ]);
    expect(await audit("approval.approve", id)).toEqual([
      { operator_id: await operatorId("checker"), ...subject },
    ]);
    expect(await audit("balance.credit", id)).toEqual([
      { operator_id: await operatorId("checker"), ...subject },
    ]);
    const [decided] = await t.db.query<{ state: string; checker_id: number; decided_at: Date | null }>(
      "SELECT state, checker_id::int AS checker_id, decided_at FROM approval_requests WHERE id = $1",
      [id],
    );
    expect(decided).toMatchObject({ state: "approved", checker_id: await operatorId("checker") });
    expect(decided?.decided_at).not.toBeNull();
  });

  it("debits once, and refuses a debit beyond the available balance with the balance unchanged", async () => {
    const user = await funded("adjust-debit@example.com", "20");
    const small = (await adjust(user.id, "debit", "7.25")).message.id as number;
    expect(spot(user.id)).toBe(units("20"));
    expect((await approve(small, checker)).type).toBe("ok");
    expect(spot(user.id)).toBe(units("12.75"));

    const big = (await adjust(user.id, "debit", "100")).message.id as number;
    const refused = await approve(big, checker);
    expect(refused.code).toBe("APPROVAL_ADJUST_EXCEEDS_BALANCE");
    expect(refused.message).toContain("12.75 USDT");
    expect(spot(user.id)).toBe(units("12.75"));
    // still waiting: the checker rejects it, and nothing changes
    const [waiting] = await t.db.query<{ state: string }>(
      "SELECT state FROM approval_requests WHERE id = $1",
      [big],
    );
    expect(waiting?.state).toBe("pending");
    expect((await reject(big, checker)).type).toBe("ok");
    expect(spot(user.id)).toBe(units("12.75"));
    expect(await adjustEntries(user.id)).toHaveLength(1);
    const rejected = await audit("approval.reject", big);
    expect(rejected).toEqual([
      { operator_id: await operatorId("checker"), user_id: String(user.id), amount: "100", currency: "USDT" },
    ]);
    expect((await approve(big, third)).code).toBe("APPROVAL_DECIDED");
  });

  it("applies once when two operators approve at the same time", async () => {
    const user = await funded("adjust-race@example.com", "1");
    const id = (await adjust(user.id, "credit", "3")).message.id as number;
    const answers = await Promise.all([approve(id, checker), approve(id, third)]);
    expect(answers.filter((a) => a.type === "ok")).toHaveLength(1);
    expect(answers.filter((a) => a.code === "APPROVAL_DECIDED")).toHaveLength(1);
    expect(spot(user.id)).toBe(units("4"));
    expect(await adjustEntries(user.id)).toHaveLength(1);
  });

  it("refuses a checker whose role may not decide, and malformed requests", async () => {
    const user = await funded("adjust-role@example.com", "1");
    const id = (await adjust(user.id, "credit", "1")).message.id as number;
    const support = await operator("support-1", "support");
    expect((await approve(id, support)).code).toBe("APPROVAL_ROLE");
    expect((await adjust(user.id, "credit", "1", support)).code).toBe("ADMIN_FORBIDDEN");
    expect((await adjust(user.id, "credit", "0.0000001")).code).toBe("WALLET_AMOUNT_TOO_PRECISE");
    expect((await adjust(999_999_999, "credit", "1")).code).toBe("ADMIN_USER_NOT_FOUND");
    expect((await reject(id, checker, "")).type).toBe("error");
    expect((await approve(987_654, checker)).code).toBe("APPROVAL_NOT_FOUND");
    expect((await reject(id, checker)).type).toBe("ok");
    expect(spot(user.id)).toBe(units("1"));
  });
});

describe("a withdrawal above its currency's threshold", () => {
  it("waits for a second operator's approval and is paid once", async () => {
    const saved = await t.json(
      `/api/admin/currencies/${USDT}`,
      { reference_price: "1", enabled: true, second_approval_above: "100" },
      maker,
    );
    expect(saved.type, JSON.stringify(saved)).toBe("ok");
    const listed = await t.get("/api/admin/currencies", maker);
    expect(listed.message.find((c: { id: number }) => c.id === USDT).second_approval_above).toBe("100");

    const email = "big-withdrawal@example.com";
    const user = await funded(email, "500");
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [user.id]);
    await t.form("/api/sms_mail", { scene: "security" }, user.token);
    const code = await latestCode(t, email);
    await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, user.token);
    t.clock.advance(24 * 3600_000 + 1000);
    await signInAll();
    await t.form(
      "/api/user/wallet/save",
      {
        currency: String(USDT),
        network: "4",
        name: "cold",
        address: tronAddress(new TextEncoder().encode(email.padEnd(20, "_").slice(0, 20))),
      },
      user.token,
    );
    const address = String((await t.get("/api/user/wallet/list", user.token)).message.data[0].id);
    const out = async (number: string) => {
      const r = await t.form(
        "/api/wallet/out",
        { currency: String(USDT), number, address_id: address, pay_password: "2580" },
        user.token,
      );
      expect(r.type, JSON.stringify(r)).toBe("ok");
      return r.message.id as number;
    };

    // at or under the threshold: one operator pays it, as before
    const small = await out("100");
    expect((await t.form(`/api/admin/withdrawals/${small}/approve`, { txid: "0xsmall" }, maker)).type).toBe(
      "ok",
    );

    const big = await out("200");
    expect(spot(user.id, "frozen")).toBe(units("200"));
    const first = await t.form(`/api/admin/withdrawals/${big}/approve`, { txid: "0xbig" }, maker);
    expect(first.code).toBe("APPROVAL_PENDING");
    const [w] = await t.db.query<{ state: string }>("SELECT state FROM withdrawal_requests WHERE id = $1", [
      big,
    ]);
    expect(w?.state).toBe("pending");
    expect(spot(user.id, "frozen")).toBe(units("200"));
    // asking again finds the same request
    const again = await t.form(`/api/admin/withdrawals/${big}/approve`, { txid: "0xbig" }, maker);
    expect(again.message).toBe(first.message);
    const [request] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM approval_requests WHERE subject = $1 AND state = 'pending'",
      [`withdrawal:${big}`],
    );
    const id = request!.id;

    // rejected: the withdrawal waits as before
    expect((await reject(id, checker)).type).toBe("ok");
    const [still] = await t.db.query<{ state: string }>(
      "SELECT state FROM withdrawal_requests WHERE id = $1",
      [big],
    );
    expect(still?.state).toBe("pending");
    expect(spot(user.id, "frozen")).toBe(units("200"));

    // asked again and approved by a second operator: paid, once
    expect((await t.form(`/api/admin/withdrawals/${big}/approve`, { txid: "0xbig" }, maker)).code).toBe(
      "APPROVAL_PENDING",
    );
    const [second] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM approval_requests WHERE subject = $1 AND state = 'pending'",
      [`withdrawal:${big}`],
    );
    expect((await approve(second!.id, maker)).code).toBe("APPROVAL_OWN_REQUEST");
    const answers = await Promise.all([approve(second!.id, checker), approve(second!.id, third)]);
    expect(answers.filter((a) => a.type === "ok")).toHaveLength(1);
    const [paid] = await t.db.query<{ state: string; txid: string }>(
      "SELECT state, txid FROM withdrawal_requests WHERE id = $1",
      [big],
    );
    expect(paid).toEqual({ state: "approved", txid: "0xbig" });
    expect(spot(user.id, "frozen")).toBe(0n);
    expect(spot(user.id)).toBe(units("200"));
    const payments = await t.db.query(
      "SELECT id FROM journal_entries WHERE kind = 'withdraw_paid' AND user_id = $1",
      [user.id],
    );
    expect(payments).toHaveLength(2);
    expect(await audit("approval.approve", second!.id)).toEqual([
      { operator_id: await operatorId("checker"), user_id: String(user.id), amount: "200", currency: "USDT" },
    ]);
    expect(await audit("approval.request", second!.id)).toEqual([
      { operator_id: await operatorId("admin"), user_id: String(user.id), amount: "200", currency: "USDT" },
    ]);
  });
});

describe("risky terms", () => {
  it("keeps a 150 % seconds payout waiting until a second operator approves it", async () => {
    const durations = (await t.get("/api/admin/seconds/durations", maker)).message as {
      seconds: number;
      profit_ratio: string;
      min_num: string;
      max_num: string;
      enabled: boolean;
    }[];
    const d = durations[0]!;
    const ratio = async () =>
      (
        await t.db.query<{ r: string }>(
          "SELECT trim_scale(profit_ratio)::text AS r FROM seconds_durations WHERE seconds = $1",
          [d.seconds],
        )
      )[0]?.r;
    const put = (profit_ratio: string) =>
      t.raw({
        method: "PUT",
        url: `/api/admin/seconds/durations/${d.seconds}`,
        payload: { profit_ratio, min_num: d.min_num, max_num: d.max_num, enabled: d.enabled },
        headers: { authorization: maker },
      });
    // a usual rate applies at once
    expect((await put("90")).json().type).toBe("ok");
    expect(await ratio()).toBe("90");

    const asked = (await put("150")).json();
    expect(asked.code).toBe("APPROVAL_PENDING");
    expect(asked.message).toContain("second operator");
    expect(await ratio()).toBe("90");
    const [request] = await t.db.query<{ id: number; summary: unknown }>(
      "SELECT id::int AS id, summary FROM approval_requests WHERE subject = $1 AND state = 'pending'",
      [`seconds_duration:${d.seconds}`],
    );
    expect(request?.summary).toMatchObject({ changes: [{ field: "profit_ratio", from: "90", to: "150" }] });
    expect((await approve(request!.id, maker)).code).toBe("APPROVAL_OWN_REQUEST");
    expect(await ratio()).toBe("90");
    expect((await approve(request!.id, checker)).type).toBe("ok");
    expect(await ratio()).toBe("150");

    // rejected: nothing changes
    expect((await put("300")).json().code).toBe("APPROVAL_PENDING");
    const [next] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM approval_requests WHERE subject = $1 AND state = 'pending'",
      [`seconds_duration:${d.seconds}`],
    );
    expect((await reject(next!.id, checker)).type).toBe("ok");
    expect(await ratio()).toBe("150");
    const audited = await t.db.query<{ operator_id: number }>(
      "SELECT operator_id::int AS operator_id FROM audit_log WHERE action = 'seconds.duration.update' AND target_id = $1 ORDER BY id",
      [String(d.seconds)],
    );
    expect(audited.map((a) => a.operator_id)).toEqual([
      await operatorId("admin"),
      await operatorId("checker"),
    ]);
  });

  it("keeps a 50 %/day lock mining plan waiting until a second operator approves it", async () => {
    const plan = {
      currency_id: USDT,
      daily_rate: "0.001",
      days: 30,
      min_amount: "10",
      max_amount: "1000",
      quota: "0",
      penalty_rate: "0.1",
      enabled: true,
    };
    const created = await t.json("/api/admin/lock/plans", plan, maker);
    expect(created.type, JSON.stringify(created)).toBe("ok");
    const id = created.message.id as number;
    const rate = async () =>
      ((await t.get("/api/admin/lock/plans", maker)).message as { id: number; daily_rate: string }[]).find(
        (p) => p.id === id,
      )?.daily_rate;
    expect(await rate()).toBe("0.001");

    const asked = await t.json(`/api/admin/lock/plans/${id}`, { ...plan, daily_rate: "0.5" }, maker);
    expect(asked.code).toBe("APPROVAL_PENDING");
    expect(await rate()).toBe("0.001");
    const [request] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM approval_requests WHERE subject = $1 AND state = 'pending'",
      [`lock_plan:${id}`],
    );
    expect((await approve(request!.id, checker)).type).toBe("ok");
    expect(await rate()).toBe("0.5");

    // a new plan above the usual rate waits too, and a rejection creates nothing
    const before = ((await t.get("/api/admin/lock/plans", maker)).message as unknown[]).length;
    const fresh = await t.json("/api/admin/lock/plans", { ...plan, daily_rate: "0.05" }, maker);
    expect(fresh.code).toBe("APPROVAL_PENDING");
    const [waiting] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM approval_requests WHERE kind = 'lock.plan' AND state = 'pending'",
    );
    expect((await reject(waiting!.id, checker)).type).toBe("ok");
    expect(((await t.get("/api/admin/lock/plans", maker)).message as unknown[]).length).toBe(before);
  });

  it("keeps a withdrawal fee outside its usual range waiting, and saves a usual one at once", async () => {
    const currencies = (await t.get("/api/admin/currencies", maker)).message as {
      id: number;
      networks: {
        id: number;
        deposit_address: string;
        deposit_min: string;
        withdraw_min: string;
        withdraw_fee: string;
        enabled: boolean;
      }[];
    }[];
    const n = currencies.find((c) => c.id === USDT)!.networks[0]!;
    const save = (withdraw_fee: string) =>
      t.json(
        `/api/admin/networks/${n.id}`,
        {
          deposit_address: n.deposit_address,
          deposit_min: n.deposit_min,
          withdraw_min: n.withdraw_min,
          withdraw_fee,
          enabled: n.enabled,
        },
        maker,
      );
    expect((await save("2")).type).toBe("ok");
    const asked = await save("80");
    expect(asked.code).toBe("APPROVAL_PENDING");
    const fee = async () =>
      (
        await t.db.query<{ f: string }>(
          "SELECT trim_scale(withdraw_fee)::text AS f FROM currency_networks WHERE id = $1",
          [n.id],
        )
      )[0]?.f;
    expect(await fee()).toBe("2");
    const [request] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM approval_requests WHERE subject = $1 AND state = 'pending'",
      [`network:${n.id}`],
    );
    expect((await approve(request!.id, checker)).type).toBe("ok");
    expect(await fee()).toBe("80");
    // back to a usual fee: one step
    expect((await save("1")).type).toBe("ok");
    expect(await fee()).toBe("1");
  });
});
