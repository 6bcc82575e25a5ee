import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../../security/totp.ts";
import { operatorToken, signUp, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

describe("operator sign-in", () => {
  it("binds an authenticator, then needs a fresh code at every sign-in", async () => {
    const reviewer = await operatorToken(t, "reviewer");
    const me = (await t.get("/api/admin/me", reviewer)).message;
    expect(me).toMatchObject({ role: "reviewer", totp_bound: false });
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
    expect(await t.form(`/api/admin/users/${id}/lock`, {}, reviewer)).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
    const support = await operatorToken(t, "support");
    expect((await t.form(`/api/admin/users/${id}/lock`, {}, support)).type).toBe("ok");
    expect((await t.get("/api/user/info", token)).type).toBe(999);
    expect(
      await t.form("/api/user/login", { user_string: "lockme@bourse.test", password: "secret123" }),
    ).toMatchObject({
      code: "AUTH_ACCOUNT_DISABLED",
    });
    expect((await t.form(`/api/admin/users/${id}/unlock`, {}, support)).type).toBe("ok");
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

  it("shows the outbox to admins and support", async () => {
    await t.form("/api/sms_mail", { user_string: "outbox-view@bourse.test" });
    const messages = (await t.get("/api/admin/outbox?to=outbox-view@bourse.test", admin)).message;
    expect(messages[0].code).toMatch(/^\d{6}$/);
    expect(await t.get("/api/admin/outbox", await operatorToken(t, "reviewer"))).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
  });
});
