import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../../security/totp.ts";
import { latestCode, operatorToken, signUp, type TestApp, testApp } from "../../testing/harness.ts";
import { hashPassword } from "../auth/index.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

describe("operator sign-in", () => {
  it("binds an authenticator, then needs a fresh code at every sign-in", async () => {
    await t.db.query("INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'reviewer')", [
      "reviewer-unbound",
      await hashPassword("bourse-admin-2026", 1024),
    ]);
    const reviewer = (
      await t.form("/api/admin/login", { username: "reviewer-unbound", password: "bourse-admin-2026" })
    ).message;
    const me = (await t.get("/api/admin/me", reviewer)).message;
    expect(me).toMatchObject({ role: "reviewer", totp_bound: false, totp_required: true });
    const setup = (await t.get("/api/admin/totp", reviewer)).message;
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    expect(await t.form("/api/admin/totp", { code: "123456" }, reviewer)).toMatchObject({
      code: "ADMIN_WRONG_TOTP",
    });
    expect(
      await t.form("/api/admin/totp", { code: await totpCodeAt(setup.secret, t.clock()) }, reviewer),
    ).toMatchObject({ type: "ok" });

    const creds = { username: me.username, password: "bourse-admin-2026" };
    expect(await t.form("/api/admin/login", creds)).toMatchObject({ code: "ADMIN_TOTP_REQUIRED" });
    t.clock.advance(30_000);
    const code = await totpCodeAt(setup.secret, t.clock());
    expect((await t.form("/api/admin/login", { ...creds, totp: code })).type).toBe("ok");
    expect(await t.form("/api/admin/login", { ...creds, totp: code })).toMatchObject({
      code: "ADMIN_WRONG_TOTP",
    });
  });

  it("ends the session at logout and refuses user tokens", async () => {
    const token = await operatorToken(t);
    expect((await t.form("/api/admin/logout", {}, token)).type).toBe("ok");
    expect((await t.get("/api/admin/me", token)).type).toBe(999);
    expect((await t.get("/api/admin/users", await signUp(t, "not-an-operator@bourse.test"))).type).toBe(999);
  });
});

describe("operator sign-in lockout", () => {
  const PASSWORD = "bourse-admin-2026";
  let serial = 0;
  /** A fresh support operator; answers its id and username. */
  async function newOperator(): Promise<{ id: number; username: string }> {
    const username = `lockout-${++serial}`;
    const [row] = await t.db.query<{ id: number }>(
      "INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'support') RETURNING id",
      [username, await hashPassword(PASSWORD, 1024)],
    );
    return { id: row!.id, username };
  }
  /** A sign-in from `from` (198.51.100.20 unless said) that also forges a forwarded address. */
  const signIn = (username: string, password: string, from = "198.51.100.20") =>
    t
      .raw({
        method: "POST",
        url: "/api/admin/login",
        payload: { username, password },
        remoteAddress: from,
        headers: { "x-forwarded-for": "203.0.113.66" },
      })
      .then((res) => res.json() as { type: string; code?: string; message: string });
  const auditOf = async (id: number | string) =>
    (await t.get(`/api/admin/audit?target_type=operator&target_id=${id}&action=operator.login_locked`, admin))
      .message.data;

  it("locks for 15 minutes after 5 wrong passwords, the right one included, and audits the lock", async () => {
    const op = await newOperator();
    for (let i = 0; i < 4; i++)
      expect(await signIn(op.username, "wrong-guess")).toMatchObject({ code: "AUTH_WRONG_CREDENTIALS" });
    expect(await signIn(op.username, "wrong-guess")).toMatchObject({ code: "AUTH_ACCOUNT_LOCKED" });
    expect(await signIn(op.username, PASSWORD)).toMatchObject({ code: "AUTH_ACCOUNT_LOCKED" });

    const log = await auditOf(op.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      operator: null,
      action: "operator.login_locked",
      after: { username: op.username, failures: 5 },
      // the socket's address: the forged forwarded one is not believed
      ip: "198.51.100.20",
    });

    t.clock.advance(15 * 60_000 - 1000);
    expect(await signIn(op.username, PASSWORD)).toMatchObject({ code: "AUTH_ACCOUNT_LOCKED" });
    t.clock.advance(1000);
    expect((await signIn(op.username, PASSWORD)).type).toBe("ok");
    // a success starts the count over
    for (let i = 0; i < 4; i++)
      expect(await signIn(op.username, "wrong-guess")).toMatchObject({ code: "AUTH_WRONG_CREDENTIALS" });
    expect((await signIn(op.username, PASSWORD)).type).toBe("ok");
    expect(await auditOf(op.id)).toHaveLength(1);
  });

  it("answers an unknown username exactly as a known one, lock included", async () => {
    const op = await newOperator();
    const answers = async (username: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) seen.push(await signIn(username, "wrong-guess"));
      return seen;
    };
    const known = await answers(op.username);
    const unknown = await answers("nobody-at-all");
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.code)).toEqual([
      ...Array(4).fill("AUTH_WRONG_CREDENTIALS"),
      "AUTH_ACCOUNT_LOCKED",
      "AUTH_ACCOUNT_LOCKED",
    ]);
    const log = (await t.get("/api/admin/audit?target_type=operator&action=operator.login_locked", admin))
      .message.data;
    expect(
      log.find((e: { after: { username: string } }) => e.after.username === "nobody-at-all"),
    ).toMatchObject({ action: "operator.login_locked", target_id: null });
  });

  it("locks the username for the address that failed, not for the operator elsewhere", async () => {
    const op = await newOperator();
    for (let i = 0; i < 5; i++) await signIn(op.username, "wrong-guess", "203.0.113.7");
    expect(await signIn(op.username, PASSWORD, "203.0.113.7")).toMatchObject({ code: "AUTH_ACCOUNT_LOCKED" });
    // the operator at another address signs in, and a session already open keeps working
    const token = (await signIn(op.username, PASSWORD, "198.51.100.21")).message;
    expect((await t.get("/api/admin/me", token)).message).toMatchObject({ username: op.username });
    // the lock names the address it holds
    expect((await auditOf(op.id))[0]).toMatchObject({
      action: "operator.login_locked",
      after: { username: op.username, address: "203.0.113.7", failures: 5 },
    });
    // the other addresses of one IPv6 /64 are the same client
    for (let i = 1; i <= 5; i++) await signIn(op.username, "wrong-guess", `2001:db8:5:6::${i}`);
    expect(await signIn(op.username, PASSWORD, "2001:db8:5:6:ffff::9")).toMatchObject({
      code: "AUTH_ACCOUNT_LOCKED",
    });
    expect((await signIn(op.username, PASSWORD, "2001:db8:5:7::1")).type).toBe("ok");
  });

  it("one address hammering never locks the username elsewhere", async () => {
    const op = await newOperator();
    for (let i = 0; i < 300; i++) await signIn(op.username, "wrong-guess", "203.0.113.8");
    expect((await signIn(op.username, PASSWORD, "198.51.100.22")).type).toBe("ok");
    // nor does it, patient, over the hours: 5 wrong passwords each time its lock has passed
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 5; i++) await signIn(op.username, "wrong-guess", "203.0.113.8");
      t.clock.advance(15 * 60_000);
    }
    expect((await signIn(op.username, PASSWORD, "198.51.100.23")).type).toBe("ok");
  });

  it("locks the username for an hour after 100 failures from many addresses, except where it signed in", async () => {
    const op = await newOperator();
    // the operator's own address: a sign-in from it within 30 days
    expect((await signIn(op.username, PASSWORD, "198.51.100.30")).type).toBe("ok");
    const answers = [];
    for (let a = 0; a < 20; a++)
      for (let i = 0; i < 5; i++) answers.push(await signIn(op.username, "wrong-guess", `192.0.2.${a + 1}`));
    expect(answers.filter((x) => x.code === "AUTH_WRONG_CREDENTIALS")).toHaveLength(80);
    // the 100th failure locks every other address for an hour, the right password included
    expect(await signIn(op.username, PASSWORD, "192.0.2.200")).toMatchObject({
      code: "AUTH_ACCOUNT_LOCKED",
      message: expect.stringContaining("60"),
    });
    const log = await auditOf(op.id);
    expect(log.find((e: { after: { address: string | null } }) => e.after.address === null)).toMatchObject({
      action: "operator.login_locked",
      after: { username: op.username, failures: 100 },
    });
    // where the operator signed in before, the right password still opens a session
    expect((await signIn(op.username, PASSWORD, "198.51.100.30")).type).toBe("ok");
    expect(await signIn(op.username, PASSWORD, "192.0.2.201")).toMatchObject({ code: "AUTH_ACCOUNT_LOCKED" });
    t.clock.advance(60 * 60_000);
    expect((await signIn(op.username, PASSWORD, "192.0.2.201")).type).toBe("ok");
  });

  it("40 parallel guesses cannot outrun the lock: at most 4 are told 'wrong', one lock is audited", async () => {
    const op = await newOperator();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(op.username, `guess-${i}`)),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.every((c) => c === "AUTH_WRONG_CREDENTIALS" || c === "AUTH_ACCOUNT_LOCKED")).toBe(true);
    expect(codes.filter((c) => c === "AUTH_WRONG_CREDENTIALS").length).toBeLessThanOrEqual(4);
    expect(await signIn(op.username, PASSWORD)).toMatchObject({ code: "AUTH_ACCOUNT_LOCKED" });
    expect(await auditOf(op.id)).toHaveLength(1);
  });
});

describe("users in the console", () => {
  it("finds users by part of their email and shows sessions and verification history", async () => {
    await signUp(t, "findme-42@bourse.test");
    const found = (await t.get("/api/admin/users?q=findme", admin)).message;
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ account: "findme-42@bourse.test", kyc_level: 0, status: "active" });
    const detail = (await t.get(`/api/admin/users/${found.data[0].id}`, admin)).message;
    expect(detail.sessions).toHaveLength(1);
    expect(detail.kyc).toEqual([]);
    expect(detail.user).not.toHaveProperty("password_hash");
    expect(await t.get("/api/admin/users/999999", admin)).toMatchObject({ code: "ADMIN_USER_NOT_FOUND" });
  });

  it("locks an account out everywhere and unlocks it, with both in the audit log", async () => {
    const token = await signUp(t, "lockme@bourse.test");
    const id = (await t.get("/api/user/info", token)).message.id;
    const reviewer = await operatorToken(t, "reviewer");
    expect(await t.form(`/api/admin/users/${id}/lock`, { reason: "fraud review" }, reviewer)).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
    const support = await operatorToken(t, "support");
    expect((await t.form(`/api/admin/users/${id}/lock`, { reason: "fraud review" }, support)).type).toBe(
      "ok",
    );
    expect((await t.get("/api/user/info", token)).type).toBe(999);
    expect(
      await t.form("/api/user/login", { user_string: "lockme@bourse.test", password: "secret123" }),
    ).toMatchObject({
      code: "AUTH_ACCOUNT_DISABLED",
    });
    expect((await t.form(`/api/admin/users/${id}/unlock`, { reason: "cleared" }, support)).type).toBe("ok");
    expect(
      (await t.form("/api/user/login", { user_string: "lockme@bourse.test", password: "secret123" })).type,
    ).toBe("ok");

    expect(await t.get("/api/admin/audit", support)).toMatchObject({ code: "ADMIN_FORBIDDEN" });
    const log = (await t.get(`/api/admin/audit?target_type=user&target_id=${id}`, admin)).message;
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(["user.unlock", "user.lock"]);
    expect(log.data[1]).toMatchObject({ before: { status: "active" }, after: { status: "locked" } });
    expect(log.data[1].operator).toMatch(/^support-/);
  });

  it("keeps the audit log append-only, even for SQL", async () => {
    await expect(t.db.query("UPDATE audit_log SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(t.db.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
  });

  it("shows the outbox to admins and support, every code masked, and audits each reading", async () => {
    await t.form("/api/sms_mail", { user_string: "outbox-view@bourse.test" });
    await t.form("/api/sms_send", { mobile: "7700900555", area_code: "44" });
    const support = await operatorToken(t, "support");
    for (const [to, token] of [
      ["outbox-view@bourse.test", admin],
      ["+447700900555", support],
    ] as const) {
      const code = await latestCode(t, to);
      const [message] = (await t.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, token)).message;
      expect(message).toMatchObject({ to, code: "••••••" });
      expect(message.body).toContain("••••••");
      // nothing of the code is left: no digit of it, no length
      for (const text of [message.body, message.subject]) {
        expect(text).not.toContain(code);
        expect(text).not.toMatch(/\d{4,}/);
      }
    }
    expect(await t.get("/api/admin/outbox", await operatorToken(t, "reviewer"))).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
    const log = (await t.get("/api/admin/audit?target_type=outbox", admin)).message.data;
    expect(log.slice(0, 2)).toMatchObject([
      {
        operator: expect.stringMatching(/^support-/),
        action: "outbox.read",
        target_id: "+447700900555",
        after: { to: "+447700900555", limit: 20, messages: 1 },
      },
      { operator: "admin", action: "outbox.read", target_id: "outbox-view@bourse.test" },
    ]);
  });

  it("masks the recipient's anti-phishing code too", async () => {
    const token = await signUp(t, "outbox-phish@bourse.test");
    t.clock.advance(61_000);
    await t.form("/api/sms_mail", { scene: "security" }, token);
    const code = await latestCode(t, "outbox-phish@bourse.test");
    expect(
      (await t.form("/api/safe/anti_phishing", { anti_phishing_code: "Orca42", code }, token)).type,
    ).toBe("ok");
    t.clock.advance(61_000);
    await t.form("/api/sms_mail", { user_string: "outbox-phish@bourse.test", scene: "forget", lang: "zh" });
    // the dev outbox, this machine's tool, keeps the message whole
    const [whole] = (await t.get("/api/dev/outbox?to=outbox-phish@bourse.test")).message;
    expect(whole.body).toContain("Orca42");
    const [shown] = (await t.get("/api/admin/outbox?to=outbox-phish@bourse.test", admin)).message;
    expect(shown.body).not.toContain("Orca42");
    expect(shown.body).toMatch(/^防钓鱼码：••••••\n/);
    expect(shown.body).not.toContain(whole.code);
  });

  it("keeps no code in the outbox without DEV_OUTBOX=1", async () => {
    const off = await testApp({ devOutbox: false });
    try {
      await off.form("/api/sms_send", { mobile: "7700900556", area_code: "44" });
      const rows = await off.db.query<{ code: string | null; subject: string; body: string }>(
        "SELECT code, subject, body FROM outbox WHERE recipient = '+447700900556'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ code: null, body: expect.stringContaining("••••••") });
      expect(rows[0]!.body).not.toMatch(/\d{4,}/);
    } finally {
      await off.close();
    }
  });
});
