import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, signUp, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const register = (body: Record<string, string>) =>
  t.form("/api/user/register", { type: "email", password: "secret123", re_password: "secret123", ...body });

describe("verification codes", () => {
  it("sends a 6-digit code to the outbox and refuses a resend within a minute", async () => {
    const sent = await t.form("/api/sms_mail", { user_string: "codes@bourse.test" });
    expect(sent).toMatchObject({ type: "ok", message: "Verification code sent" });
    expect(await latestCode(t, "codes@bourse.test")).toMatch(/^\d{6}$/);

    const again = await t.form("/api/sms_mail", { user_string: "codes@bourse.test" });
    expect(again).toMatchObject({ type: "error", code: "CODE_RESEND_TOO_SOON" });
    expect(again.message).toMatch(/wait \d+ s/);

    t.clock.advance(61_000);
    expect((await t.form("/api/sms_mail", { user_string: "codes@bourse.test" })).type).toBe("ok");
  });

  it("rejects an invalid email and an already registered one", async () => {
    expect(await t.form("/api/sms_mail", { user_string: "not-an-email" })).toMatchObject({
      code: "AUTH_INVALID_EMAIL",
    });
    await signUp(t, "taken@bourse.test");
    expect(await t.form("/api/sms_mail", { user_string: "Taken@Bourse.test" })).toMatchObject({
      code: "AUTH_EMAIL_TAKEN",
    });
    expect(await t.form("/api/user/check_email", { user_string: "taken@bourse.test" })).toMatchObject({
      code: "AUTH_EMAIL_TAKEN",
    });
    expect(await t.form("/api/user/check_email", { user_string: "free@bourse.test" })).toMatchObject({
      type: "ok",
    });
  });

  it("sends SMS codes to +<area><mobile> and needs a dialling code to register", async () => {
    expect(await t.form("/api/sms_send", { mobile: "13800000001", area_code: "86" })).toMatchObject({
      type: "ok",
    });
    expect(await latestCode(t, "+8613800000001")).toMatch(/^\d{6}$/);
    expect(await t.form("/api/sms_send", { mobile: "12ab", area_code: "86" })).toMatchObject({
      code: "AUTH_INVALID_MOBILE",
    });
    expect(await t.form("/api/sms_send", { mobile: "13800000002" })).toMatchObject({
      code: "AUTH_INVALID_AREA_CODE",
    });
    expect(
      await t.form("/api/user/check_mobile", { user_string: "13800000001", area_code: "86" }),
    ).toMatchObject({ type: "ok" });
  });
});

describe("register", () => {
  it("creates an account that can log in, with its own invitation code", async () => {
    await t.form("/api/sms_mail", { user_string: "new@bourse.test" });
    const code = await latestCode(t, "new@bourse.test");
    expect(await register({ user_string: "new@bourse.test", code })).toMatchObject({
      type: "ok",
      message: "Registration successful",
    });
    const login = await t.form("/api/user/login", {
      user_string: "new@bourse.test",
      password: "secret123",
      type: "email",
    });
    expect(login.type).toBe("ok");
    expect(login.message).toMatch(/^[\w-]{40,}$/);
    const info = await t.get("/api/user/info", login.message);
    expect(info.message).toMatchObject({
      account: "new@bourse.test",
      email: "new@bourse.test",
      kyc_level: 0,
      real_state: 0,
    });
    expect(info.message.extension_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(info.message).not.toHaveProperty("password_hash");
  });

  it("refuses a wrong code, counts tries, and kills the code after 5 wrong ones", async () => {
    await t.form("/api/sms_mail", { user_string: "tries@bourse.test" });
    const code = await latestCode(t, "tries@bourse.test");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++)
      expect(await register({ user_string: "tries@bourse.test", code: wrong })).toMatchObject({
        code: "CODE_WRONG",
      });
    expect(await register({ user_string: "tries@bourse.test", code: wrong })).toMatchObject({
      code: "CODE_TOO_MANY_TRIES",
    });
    expect(await register({ user_string: "tries@bourse.test", code })).toMatchObject({
      code: "CODE_TOO_MANY_TRIES",
    });
    const login = await t.form("/api/user/login", {
      user_string: "tries@bourse.test",
      password: "secret123",
    });
    expect(login).toMatchObject({ code: "AUTH_WRONG_CREDENTIALS" });
  });

  it("refuses an expired code (10 minutes)", async () => {
    await t.form("/api/sms_mail", { user_string: "late@bourse.test" });
    const code = await latestCode(t, "late@bourse.test");
    t.clock.advance(10 * 60_000 + 1);
    expect(await register({ user_string: "late@bourse.test", code })).toMatchObject({ code: "CODE_EXPIRED" });
  });

  it("refuses a code of the wrong length, a weak password and a mismatched confirmation without spending the code", async () => {
    await t.form("/api/sms_mail", { user_string: "rules@bourse.test" });
    const code = await latestCode(t, "rules@bourse.test");
    expect(await register({ user_string: "rules@bourse.test", code: "123" })).toMatchObject({
      code: "CODE_INVALID_FORMAT",
    });
    for (const weak of ["abc12", "abcdefgh", "12345678"]) {
      expect(
        await register({ user_string: "rules@bourse.test", code, password: weak, re_password: weak }),
      ).toMatchObject({
        code: "AUTH_WEAK_PASSWORD",
      });
    }
    expect(
      await register({ user_string: "rules@bourse.test", code, re_password: "secret124" }),
    ).toMatchObject({
      type: "error",
      message: "The two passwords do not match",
    });
    expect(await register({ user_string: "rules@bourse.test", code })).toMatchObject({ type: "ok" });
  });

  it("refuses a duplicate account even with a valid code", async () => {
    await t.form("/api/sms_mail", { user_string: "dup@bourse.test" });
    const code = await latestCode(t, "dup@bourse.test");
    expect((await register({ user_string: "dup@bourse.test", code })).type).toBe("ok");
    expect(await register({ user_string: "DUP@bourse.test", code })).toMatchObject({
      code: "AUTH_EMAIL_TAKEN",
    });
  });

  it("links the inviter by invitation code and refuses an unknown one", async () => {
    const inviterToken = await signUp(t, "inviter@bourse.test");
    const inviteCode = (await t.get("/api/user/info", inviterToken)).message.extension_code;
    await t.form("/api/sms_mail", { user_string: "invitee@bourse.test" });
    const code = await latestCode(t, "invitee@bourse.test");
    expect(
      await register({ user_string: "invitee@bourse.test", code, extension_code: "NOPE1234" }),
    ).toMatchObject({
      code: "AUTH_INVALID_INVITE_CODE",
    });
    expect(
      (await register({ user_string: "invitee@bourse.test", code, extension_code: inviteCode.toLowerCase() }))
        .type,
    ).toBe("ok");
    const rows = await t.db.query<{ inviter: string }>(
      "SELECT i.email AS inviter FROM users u JOIN users i ON i.id = u.inviter_id WHERE u.email = 'invitee@bourse.test'",
    );
    expect(rows).toEqual([{ inviter: "inviter@bourse.test" }]);
  });

  it("registers by mobile and logs in with or without the dialling code", async () => {
    await t.form("/api/sms_send", { mobile: "5551234567", area_code: "1" });
    const code = await latestCode(t, "+15551234567");
    const reg = await register({ type: "mobile", user_string: "5551234567", area_code: "1", code });
    expect(reg.type).toBe("ok");
    const withArea = await t.form("/api/user/login", {
      user_string: "5551234567",
      area_code: "1",
      password: "secret123",
      type: "mobile",
    });
    expect(withArea.type).toBe("ok");
    const bare = await t.form("/api/user/login", { user_string: "5551234567", password: "secret123" });
    expect(bare.type).toBe("ok");
    expect((await t.get("/api/user/info", bare.message)).message).toMatchObject({
      account: "+15551234567",
      phone: "5551234567",
      area_code: "1",
    });
  });
});

describe("login and sessions", () => {
  it("gives the same answer for an unknown account and a wrong password", async () => {
    await signUp(t, "login@bourse.test");
    const unknown = await t.form("/api/user/login", {
      user_string: "ghost@bourse.test",
      password: "secret123",
    });
    const wrong = await t.form("/api/user/login", {
      user_string: "login@bourse.test",
      password: "wrong1234",
    });
    expect(unknown).toMatchObject({ type: "error", code: "AUTH_WRONG_CREDENTIALS" });
    expect(wrong.message).toBe(unknown.message);
  });

  it("locks the account for 15 minutes after 5 wrong passwords", async () => {
    await signUp(t, "lock@bourse.test");
    for (let i = 0; i < 4; i++) {
      expect(
        await t.form("/api/user/login", { user_string: "lock@bourse.test", password: "bad12345" }),
      ).toMatchObject({
        code: "AUTH_WRONG_CREDENTIALS",
      });
    }
    expect(
      await t.form("/api/user/login", { user_string: "lock@bourse.test", password: "bad12345" }),
    ).toMatchObject({
      code: "AUTH_ACCOUNT_LOCKED",
    });
    expect(
      await t.form("/api/user/login", { user_string: "lock@bourse.test", password: "secret123" }),
    ).toMatchObject({
      code: "AUTH_ACCOUNT_LOCKED",
    });
    t.clock.advance(15 * 60_000 + 1);
    expect(
      (await t.form("/api/user/login", { user_string: "lock@bourse.test", password: "secret123" })).type,
    ).toBe("ok");
  });

  it("answers an account nobody has exactly as a real one: the lock on the fifth wrong try, for 15 minutes", async () => {
    const answers = async (account: string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const r = await t.form("/api/user/login", { user_string: account, password: "bad12345" });
        seen.push([r.code, r.message]);
      }
      return seen;
    };
    await signUp(t, "real-lock@bourse.test");
    const real = await answers("real-lock@bourse.test");
    const nobody = await answers("nobody-lock@bourse.test");
    expect(nobody).toEqual(real);
    expect(real.map((a) => (a as string[])[0])).toEqual([
      ...Array(4).fill("AUTH_WRONG_CREDENTIALS"),
      ...Array(3).fill("AUTH_ACCOUNT_LOCKED"),
    ]);
    t.clock.advance(15 * 60_000 + 1);
    const after = await t.form("/api/user/login", {
      user_string: "nobody-lock@bourse.test",
      password: "bad12345",
    });
    expect(after).toMatchObject({ code: "AUTH_WRONG_CREDENTIALS" });
  });

  it("answers 999 for a missing, unknown, expired or logged-out token, and accepts Bearer", async () => {
    const token = await signUp(t, "session@bourse.test");
    expect((await t.get("/api/user/info")).type).toBe(999);
    expect((await t.get("/api/user/info", "not-a-token")).type).toBe(999);
    expect((await t.get("/api/user/info", `Bearer ${token}`)).type).toBe("ok");
    expect((await t.form("/api/user/check", {}, token)).message).toMatchObject({
      account: "session@bourse.test",
    });

    expect(await t.get("/api/user/logout", token)).toMatchObject({ type: "ok" });
    const after = await t.get("/api/user/info", token);
    expect(after).toMatchObject({ type: 999, message: "Please log in first" });

    const second = (
      await t.form("/api/user/login", { user_string: "session@bourse.test", password: "secret123" })
    ).message;
    t.clock.advance(31 * 24 * 3600_000);
    expect((await t.get("/api/user/info", second)).type).toBe(999);
  });

  it("stores only the token's hash", async () => {
    const token = await signUp(t, "hash@bourse.test");
    const rows = await t.db.query("SELECT 1 FROM sessions WHERE token_hash = $1", [token]);
    expect(rows).toHaveLength(0);
  });
});

describe("forgot password", () => {
  it("resets with a code, revokes every session, and the old password stops working", async () => {
    const token = await signUp(t, "forget@bourse.test");
    expect(
      await t.form("/api/sms_mail", { user_string: "nobody@bourse.test", type: "forget" }),
    ).toMatchObject({
      code: "AUTH_ACCOUNT_NOT_FOUND",
    });
    expect((await t.form("/api/sms_mail", { user_string: "forget@bourse.test", scene: "forget" })).type).toBe(
      "ok",
    );
    const code = await latestCode(t, "forget@bourse.test");
    const body = { account: "forget@bourse.test", code, password: "newpass99", repassword: "newpass99" };
    expect(await t.form("/api/user/forget", { ...body, repassword: "other999" })).toMatchObject({
      code: "AUTH_PASSWORD_MISMATCH",
    });
    expect(await t.form("/api/user/forget", body)).toMatchObject({ type: "ok" });
    expect((await t.get("/api/user/info", token)).type).toBe(999);
    expect(
      (await t.form("/api/user/login", { user_string: "forget@bourse.test", password: "secret123" })).type,
    ).toBe("error");
    expect(
      (await t.form("/api/user/login", { user_string: "forget@bourse.test", password: "newpass99" })).type,
    ).toBe("ok");
    expect(await t.form("/api/user/forget", body)).toMatchObject({ code: "CODE_WRONG" });
  });

  it("resets by mobile with an SMS code, with or without the dialling code", async () => {
    await t.form("/api/sms_send", { mobile: "6123456789", area_code: "61" });
    const code = await latestCode(t, "+616123456789");
    await register({ type: "mobile", user_string: "6123456789", area_code: "61", code });
    t.clock.advance(61_000);
    expect((await t.form("/api/sms_send", { mobile: "6123456789", scene: "forget" })).type).toBe("ok");
    const resetCode = await latestCode(t, "+616123456789");
    const body = { account: "6123456789", code: resetCode, password: "phone999", repassword: "phone999" };
    expect(await t.form("/api/user/forget", body)).toMatchObject({ type: "ok" });
    expect(
      (await t.form("/api/user/login", { user_string: "6123456789", area_code: "61", password: "phone999" }))
        .type,
    ).toBe("ok");
  });

  it("does not accept a registration code for a reset", async () => {
    await t.form("/api/sms_mail", { user_string: "scene@bourse.test" });
    const code = await latestCode(t, "scene@bourse.test");
    await t.form("/api/user/register", {
      type: "email",
      user_string: "scene@bourse.test",
      code,
      password: "secret123",
      re_password: "secret123",
    });
    const reset = await t.form("/api/user/forget", {
      account: "scene@bourse.test",
      code,
      password: "newpass99",
      repassword: "newpass99",
    });
    expect(reset).toMatchObject({ code: "CODE_WRONG" });
  });
});

describe("language", () => {
  it("stores the language on the account and localizes errors", async () => {
    const token = await signUp(t, "lang@bourse.test");
    expect(await t.form("/api/set/lang", { lang: "zh" }, token)).toMatchObject({
      type: "ok",
      message: "语言已保存",
    });
    expect((await t.get("/api/user/info", token)).message.lang).toBe("zh");
    expect(await t.form("/api/set/lang", { lang: "klingon" })).toMatchObject({ code: "AUTH_INVALID_LANG" });
    const zh = await t.form("/api/user/login", {
      user_string: "lang@bourse.test",
      password: "nope1234",
      lang: "zh",
    });
    expect(zh.message).toBe("账号或密码错误");
    const hk = await t.get("/api/user/info?lang=hk");
    expect(hk).toMatchObject({ type: 999, message: "請先登入" });
  });
});
