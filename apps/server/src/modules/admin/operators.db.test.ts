import { createGuardrails, generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";

const PASSWORD = "operator-passphrase-42";
let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  adminId = (await t.get("/api/admin/me", admin)).message.id;
});
afterAll(() => t.close());

/** The console's keys are 10 bytes (16 base32 characters), below otplib's default minimum. */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
/** The code an authenticator holding `secret` shows at `clock`'s time, computed with otplib. */
const codeOf = (secret: string, clock: () => Date = t.clock) =>
  generate({ secret, epoch: Math.floor(clock().getTime() / 1000), guardrails });

const create = (username: string, role = "support", password = PASSWORD, token = admin) =>
  t.form("/api/admin/operators", { username, password, role }, token);
const list = async () =>
  (await t.get("/api/admin/operators", admin)).message as Array<{
    id: number;
    username: string;
    role: string;
    disabled: boolean;
    totp_bound: boolean;
    created_at: string;
    last_sign_in: string | null;
  }>;
const signIn = (username: string, password = PASSWORD, totp?: string) =>
  t.form("/api/admin/login", { username, password, ...(totp ? { totp } : {}) });
const auditOf = async (id: number, action?: string) =>
  (
    await t.get(
      `/api/admin/audit?target_type=operator&target_id=${id}${action ? `&action=${action}` : ""}`,
      admin,
    )
  ).message.data;

/** A new operator of `role` that signed in and bound an authenticator: its id and a working token. */
async function boundOperator(username: string, role = "support") {
  const id = (await create(username, role)).message.id as number;
  const token = (await signIn(username)).message as string;
  const { secret } = (await t.get("/api/admin/totp", token)).message;
  expect((await t.form("/api/admin/totp", { code: await codeOf(secret) }, token)).type).toBe("ok");
  t.clock.advance(30_000);
  return { id, token, secret };
}

describe("operators managed by admins", () => {
  it("lists every operator with role, state, authenticator and last sign-in (the audit filter's names)", async () => {
    const rows = await list();
    expect(rows.find((o) => o.username === "admin")).toMatchObject({
      id: adminId,
      role: "admin",
      disabled: false,
      totp_bound: false,
      created_at: expect.any(String),
      last_sign_in: expect.any(String),
    });
  });

  it("creates an operator, audited with the new operator as target; refuses a taken username", async () => {
    const created = await create("carol.support", "support");
    expect(created.type).toBe("ok");
    const id = created.message.id;
    expect((await list()).find((o) => o.id === id)).toMatchObject({
      username: "carol.support",
      role: "support",
      disabled: false,
      totp_bound: false,
      last_sign_in: null,
    });
    expect(await auditOf(id, "operator.create")).toMatchObject([
      { operator: "admin", target_id: String(id), after: { username: "carol.support", role: "support" } },
    ]);
    expect(JSON.stringify(await auditOf(id))).not.toContain(PASSWORD);
    expect(await create("carol.support", "reviewer")).toMatchObject({ code: "ADMIN_OPERATOR_TAKEN" });
    expect(await create("CAROL.SUPPORT", "reviewer")).toMatchObject({ code: "ADMIN_OPERATOR_TAKEN" });
  });

  it("names the field that is wrong", async () => {
    expect(await create("dan", "support", "short-11chr")).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "password",
    });
    expect(await create("dan", "support", "bourse-admin-2026")).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "password",
    });
    expect(await create("d", "support")).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "username" });
    expect(await create("dan smith", "support")).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "username",
    });
    expect(await create("dan", "root")).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "role" });
    expect(await t.form("/api/admin/operators", { username: "dan", role: "support" }, admin)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "password",
    });
    expect((await list()).some((o) => o.username === "dan")).toBe(false);
  });

  it("disabling ends the operator's sessions and refuses its sign-in as wrong credentials, audited; enabling lets it back", async () => {
    const { id, token } = await boundOperator("erin");
    expect((await t.get("/api/admin/users", token)).type).toBe("ok");
    expect((await t.form(`/api/admin/operators/${id}/disable`, {}, admin)).type).toBe("ok");
    expect((await t.get("/api/admin/users", token)).type).toBe(999);
    expect((await list()).find((o) => o.id === id)).toMatchObject({ disabled: true });

    const refused = await signIn("erin", PASSWORD, "123456");
    const wrong = await signIn("erin", "not-the-password-1");
    expect(refused).toMatchObject({ code: "AUTH_WRONG_CREDENTIALS" });
    expect(refused.message).toBe(wrong.message);
    const log = await auditOf(id);
    expect(log.find((e: { action: string }) => e.action === "operator.disable")).toMatchObject({
      operator: "admin",
      before: { disabled: false },
      after: { disabled: true, sessions_revoked: 1 },
    });
    expect(log.find((e: { action: string }) => e.action === "operator.sign_in_failed")).toMatchObject({
      operator: null,
      after: { username: "erin", reason: "wrong_credentials" },
    });

    expect((await t.form(`/api/admin/operators/${id}/enable`, {}, admin)).type).toBe("ok");
    expect((await auditOf(id, "operator.enable"))[0]).toMatchObject({ after: { disabled: false } });
    expect(await signIn("erin")).toMatchObject({ code: "ADMIN_TOTP_REQUIRED" });
  });

  it("resets a password: the sessions end, the old password is refused, the new one works", async () => {
    const { id, token, secret } = await boundOperator("frank", "reviewer");
    const next = "a-brand-new-passphrase";
    expect(
      await t.form(`/api/admin/operators/${id}/password`, { password: "too-short" }, admin),
    ).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "password" });
    expect((await t.form(`/api/admin/operators/${id}/password`, { password: next }, admin)).type).toBe("ok");
    expect((await t.get("/api/admin/me", token)).type).toBe(999);
    expect(await signIn("frank", PASSWORD, await codeOf(secret))).toMatchObject({
      code: "AUTH_WRONG_CREDENTIALS",
    });
    t.clock.advance(30_000);
    expect((await signIn("frank", next, await codeOf(secret))).type).toBe("ok");
    expect((await auditOf(id, "operator.password_reset"))[0]).toMatchObject({
      operator: "admin",
      after: { username: "frank", sessions_revoked: 1 },
    });
    expect(JSON.stringify(await auditOf(id))).not.toContain(next);
    expect(await t.form("/api/admin/operators/999999/password", { password: next }, admin)).toMatchObject({
      code: "ADMIN_OPERATOR_NOT_FOUND",
    });
  });

  it("changes a role, audited with before and after; the new role applies to open sessions", async () => {
    const { id, token } = await boundOperator("gina", "support");
    expect(await t.get("/api/admin/kyc?page=1&limit=10", token)).toMatchObject({ code: "ADMIN_FORBIDDEN" });
    expect((await t.form(`/api/admin/operators/${id}/role`, { role: "reviewer" }, admin)).type).toBe("ok");
    expect((await t.get("/api/admin/kyc?page=1&limit=10", token)).type).toBe("ok");
    expect((await auditOf(id, "operator.role"))[0]).toMatchObject({
      before: { role: "support" },
      after: { role: "reviewer" },
    });
    expect(await t.form(`/api/admin/operators/${id}/role`, { role: "owner" }, admin)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "role",
    });
  });

  it("keeps one active admin: no self-disabling, no disabling or demoting the last admin", async () => {
    expect(await t.form(`/api/admin/operators/${adminId}/disable`, {}, admin)).toMatchObject({
      code: "ADMIN_OPERATOR_SELF",
    });
    expect(await t.form(`/api/admin/operators/${adminId}/role`, { role: "support" }, admin)).toMatchObject({
      code: "ADMIN_LAST_ADMIN",
    });
    // a second admin: either may now be demoted, but not both
    const { id: second, token: secondToken } = await boundOperator("hana", "admin");
    expect(
      (await t.form(`/api/admin/operators/${adminId}/role`, { role: "support" }, secondToken)).type,
    ).toBe("ok");
    expect(
      await t.form(`/api/admin/operators/${second}/role`, { role: "reviewer" }, secondToken),
    ).toMatchObject({
      code: "ADMIN_LAST_ADMIN",
    });
    expect(await t.form(`/api/admin/operators/${adminId}/disable`, {}, secondToken)).toMatchObject({
      type: "ok",
    });
    expect((await t.form(`/api/admin/operators/${adminId}/enable`, {}, secondToken)).type).toBe("ok");
    expect((await t.form(`/api/admin/operators/${adminId}/role`, { role: "admin" }, secondToken)).type).toBe(
      "ok",
    );
    admin = (await signIn("admin", "bourse-admin-2026")).message;
    // the last active admin cannot be disabled by the other either
    expect((await t.form(`/api/admin/operators/${second}/disable`, {}, admin)).type).toBe("ok");
    expect(await t.form(`/api/admin/operators/${adminId}/disable`, {}, admin)).toMatchObject({
      code: "ADMIN_OPERATOR_SELF",
    });
  });

  it("refuses every operators call to reviewers and support", async () => {
    for (const role of ["reviewer", "support"] as const) {
      const token = await operatorToken(t, role);
      expect(await t.get("/api/admin/operators", token)).toMatchObject({ code: "ADMIN_FORBIDDEN" });
      expect(await create(`by-${role}`, "admin", PASSWORD, token)).toMatchObject({ code: "ADMIN_FORBIDDEN" });
      for (const call of ["disable", "enable"])
        expect(await t.form(`/api/admin/operators/${adminId}/${call}`, {}, token)).toMatchObject({
          code: "ADMIN_FORBIDDEN",
        });
      expect(
        await t.form(`/api/admin/operators/${adminId}/password`, { password: PASSWORD }, token),
      ).toMatchObject({ code: "ADMIN_FORBIDDEN" });
      expect(await t.form(`/api/admin/operators/${adminId}/role`, { role }, token)).toMatchObject({
        code: "ADMIN_FORBIDDEN",
      });
    }
    expect((await t.get("/api/admin/operators")).type).toBe(999);
  });
});

describe("required authenticator", () => {
  it("a new operator's session only binds until an authenticator is bound, then works", async () => {
    const id = (await create("ivy", "support")).message.id;
    const signedIn = await signIn("ivy");
    expect(signedIn.type).toBe("ok");
    const token = signedIn.message;
    expect((await t.get("/api/admin/me", token)).message).toMatchObject({
      username: "ivy",
      totp_bound: false,
      totp_required: true,
    });
    for (const url of ["/api/admin/users", "/api/admin/outbox", "/api/admin/support/conversations"]) {
      const refused = await t.get(url, token);
      expect(refused, url).toMatchObject({ code: "ADMIN_TOTP_BIND_REQUIRED" });
      expect(refused.message).toMatch(/authenticator/i);
    }
    // localized like every message
    const de = await t.raw({
      method: "GET",
      url: "/api/admin/users",
      headers: { authorization: token, lang: "de" },
    });
    expect(de.json()).toMatchObject({
      code: "ADMIN_TOTP_BIND_REQUIRED",
      message: expect.stringMatching(/Authenticator/),
    });
    expect(await t.form("/api/admin/users/1/lock", { reason: "x" }, token)).toMatchObject({
      code: "ADMIN_TOTP_BIND_REQUIRED",
    });

    const { secret, otpauth_url } = (await t.get("/api/admin/totp", token)).message;
    expect(otpauth_url).toContain(secret);
    expect(await t.form("/api/admin/totp", { code: "000000" }, token)).toMatchObject({
      code: "ADMIN_WRONG_TOTP",
    });
    expect((await t.form("/api/admin/totp", { code: await codeOf(secret) }, token)).type).toBe("ok");
    expect((await t.get("/api/admin/me", token)).message).toMatchObject({
      totp_bound: true,
      totp_required: false,
    });
    expect((await t.get("/api/admin/users", token)).type).toBe("ok");
    expect((await list()).find((o) => o.id === id)).toMatchObject({ totp_bound: true });
    expect((await t.form("/api/admin/logout", {}, token)).type).toBe("ok");
  });

  it("an operator who must bind can still sign out", async () => {
    await create("jack", "reviewer");
    const token = (await signIn("jack")).message;
    expect((await t.form("/api/admin/logout", {}, token)).type).toBe("ok");
    expect((await t.get("/api/admin/me", token)).type).toBe(999);
  });

  it("seed-exempt spares only the seeded operator; required spares nobody", async () => {
    // the seeded admin works without an authenticator here (OPERATOR_2FA=seed-exempt in the harness) …
    expect((await t.get("/api/admin/me", admin)).message).toMatchObject({
      username: "admin",
      totp_bound: false,
      totp_required: false,
    });
    // … but a second admin, not seeded, must bind
    await create("kate", "admin");
    const kate = (await signIn("kate")).message;
    expect(await t.get("/api/admin/operators", kate)).toMatchObject({ code: "ADMIN_TOTP_BIND_REQUIRED" });

    const strict = await testApp({ operator2fa: "required" });
    try {
      const seeded = (
        await strict.form("/api/admin/login", { username: "admin", password: "bourse-admin-2026" })
      ).message;
      expect((await strict.get("/api/admin/me", seeded)).message).toMatchObject({ totp_required: true });
      expect(await strict.get("/api/admin/users", seeded)).toMatchObject({
        code: "ADMIN_TOTP_BIND_REQUIRED",
      });
      const { secret } = (await strict.get("/api/admin/totp", seeded)).message;
      const code = await codeOf(secret, strict.clock);
      expect((await strict.form("/api/admin/totp", { code }, seeded)).type).toBe("ok");
      expect((await strict.get("/api/admin/users", seeded)).type).toBe("ok");
    } finally {
      await strict.close();
    }
  });
});
