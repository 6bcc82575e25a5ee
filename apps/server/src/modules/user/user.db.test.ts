import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../../security/totp.ts";
import {
  bindMobile,
  IMAGES,
  latestCode,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const info = async (token: string) => (await t.get("/api/user/info", token)).message;

describe("profile", () => {
  it("accepts nicknames of 2–10 Chinese characters, letters or digits and nothing else", async () => {
    const token = await signUp(t, "nick@bourse.test");
    for (const bad of ["a", "abcdefghijk", "bad name", "emoji😀", "<b>x</b>"]) {
      expect(await t.form("/api/user/editNickname", { nickname: bad }, token)).toMatchObject({
        code: "PROFILE_INVALID_NICKNAME",
      });
    }
    expect(await t.form("/api/user/editNickname", { nickname: "交易员Neo1" }, token)).toMatchObject({
      type: "ok",
    });
    expect((await info(token)).nickname).toBe("交易员Neo1");
  });

  it("accepts signatures of 2–30 characters with single spaces between words", async () => {
    const token = await signUp(t, "sig@bourse.test");
    expect(await t.form("/api/user/editSignature", { signature: "x" }, token)).toMatchObject({
      code: "PROFILE_INVALID_SIGNATURE",
    });
    expect(await t.form("/api/user/editSignature", { signature: "a".repeat(31) }, token)).toMatchObject({
      code: "PROFILE_INVALID_SIGNATURE",
    });
    expect(await t.form("/api/user/editSignature", { signature: "HODL!" }, token)).toMatchObject({
      code: "PROFILE_INVALID_SIGNATURE",
    });
    expect(await t.form("/api/user/editNickname", { signature: "Long term 长期 2026" }, token)).toMatchObject(
      { type: "ok" },
    );
    expect((await info(token)).signature).toBe("Long term 长期 2026");
  });

  it("publishes an uploaded avatar, and refuses another user's upload", async () => {
    const token = await signUp(t, "avatar@bourse.test");
    const other = await signUp(t, "avatar-other@bourse.test");
    const path = (await upload(t, token, IMAGES.png)).message;
    const theirs = (await upload(t, other, IMAGES.png)).message;
    expect(await t.form("/api/user/uploadHeadPortrait", { head_portrait: theirs }, token)).toMatchObject({
      code: "PROFILE_INVALID_IMAGE",
    });
    const set = await t.form("/api/user/uploadHeadPortrait", { head_portrait: path }, token);
    expect(set.message).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect((await info(token)).head_portrait).toBe(set.message);
    const served = await t.raw({ method: "GET", url: set.message });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(IMAGES.png)).toBe(true);
  });
});

describe("security", () => {
  it("changes the login password with the current one, signs other devices out and locks withdrawals 24 h", async () => {
    const here = await signUp(t, "pw@bourse.test");
    const there = (await t.form("/api/user/login", { user_string: "pw@bourse.test", password: "secret123" }))
      .message;
    const body = { old_password: "wrong999", password: "newpass77", re_password: "newpass77" };
    expect(await t.form("/api/safe/change_password", body, here)).toMatchObject({
      code: "SECURITY_WRONG_PASSWORD",
    });
    expect(
      await t.form(
        "/api/safe/change_password",
        { ...body, old_password: "secret123", password: "short" },
        here,
      ),
    ).toMatchObject({
      code: "AUTH_WEAK_PASSWORD",
    });
    expect(
      await t.form("/api/safe/change_password", { ...body, old_password: "secret123" }, here),
    ).toMatchObject({ type: "ok" });
    expect((await t.get("/api/user/info", there)).type).toBe(999);
    const me = await info(here);
    expect(new Date(me.withdraw_locked_until).getTime()).toBe(t.clock().getTime() + 24 * 3600_000);
    expect(
      (await t.form("/api/user/login", { user_string: "pw@bourse.test", password: "newpass77" })).type,
    ).toBe("ok");
  });

  it("sets the fund password with a security code sent to the user's own email", async () => {
    const token = await signUp(t, "fund@bourse.test");
    expect((await t.form("/api/sms_mail", { scene: "security" })).type).toBe(999);
    expect(await t.form("/api/sms_mail", { scene: "security" }, token)).toMatchObject({ type: "ok" });
    const code = await latestCode(t, "fund@bourse.test");
    expect(
      await t.form("/api/safe/update_password", { password: "12ab", re_password: "12ab", code }, token),
    ).toMatchObject({
      code: "SECURITY_INVALID_PAY_PASSWORD",
    });
    expect(
      await t.form("/api/safe/update_password", { password: "2580", re_password: "2581", code }, token),
    ).toMatchObject({
      code: "AUTH_PASSWORD_MISMATCH",
    });
    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      await t.form(
        "/api/safe/update_password",
        { password: "2580", re_password: "2580", code: wrong },
        token,
      ),
    ).toMatchObject({
      code: "CODE_WRONG",
    });
    expect(
      await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, token),
    ).toMatchObject({ type: "ok" });
    expect((await info(token)).pay_password_set).toBe(true);
    // a mobile code is refused while no mobile is bound
    expect(await t.form("/api/sms_send", { scene: "security" }, token)).toMatchObject({
      code: "SECURITY_NO_BOUND_ACCOUNT",
    });
  });

  it("sends withdrawal security codes to the signed-in user's own email or phone only", async () => {
    const token = await signUp(t, "codes@bourse.test");
    for (const url of ["/api/send", "/api/wallet/sendMailCode", "/api/wallet/sendSmsCode"])
      expect((await t.form(url, {})).type, url).toBe(999);
    expect(await t.form("/api/wallet/sendMailCode", {}, token)).toMatchObject({ type: "ok" });
    const mailed = await latestCode(t, "codes@bourse.test");
    expect(await t.form("/api/wallet/sendSmsCode", {}, token)).toMatchObject({
      code: "SECURITY_NO_BOUND_ACCOUNT",
    });
    expect(await t.form("/api/send", { type: "mobile" }, token)).toMatchObject({
      code: "SECURITY_NO_BOUND_ACCOUNT",
    });
    // without a type: the email (once the last code may be resent)
    expect(await t.form("/api/send", {}, token)).toMatchObject({ code: "CODE_RESEND_TOO_SOON" });
    t.clock.advance(60_000);
    expect(await t.form("/api/send", {}, token)).toMatchObject({ type: "ok" });
    expect(await latestCode(t, "codes@bourse.test")).not.toBe("");
    // a bound phone receives its own
    await bindMobile(t, token, "7700900555");
    t.clock.advance(1000);
    expect(await t.form("/api/wallet/sendSmsCode", {}, token)).toMatchObject({ type: "ok" });
    const texted = await latestCode(t, "+447700900555");
    expect(texted).toMatch(/^\w{6}$/);
    expect(mailed).toMatch(/^\w{6}$/);
    // the code works where a security code is asked for
    expect(
      await t.form(
        "/api/safe/update_password",
        { password: "2580", re_password: "2580", code: texted },
        token,
      ),
    ).toMatchObject({ type: "ok" });
    expect(await t.form("/api/send", { type: "fax" }, token)).toMatchObject({ type: "error", field: "type" });
  });

  it("binds a free mobile number once, with a code sent to it", async () => {
    const token = await signUp(t, "mobile@bourse.test");
    const other = await signUp(t, "mobile-other@bourse.test");
    await bindMobile(t, other, "7700900123");
    expect(
      await t.form("/api/sms_send", { mobile: "7700900123", area_code: "44", scene: "bind" }, token),
    ).toMatchObject({
      code: "AUTH_MOBILE_TAKEN",
    });
    await bindMobile(t, token, "7700900456");
    expect((await info(token)).phone).toBe("7700900456");
    t.clock.advance(61_000);
    await t.form("/api/sms_send", { mobile: "7700900789", area_code: "44", scene: "bind" }, token);
    const code = await latestCode(t, "+447700900789");
    expect(
      await t.form("/api/safe/mobile", { mobile: "7700900789", area_code: "44", code }, token),
    ).toMatchObject({
      code: "SECURITY_MOBILE_ALREADY_BOUND",
    });
    // the bound number now signs in too
    expect(
      (await t.form("/api/user/login", { user_string: "7700900456", area_code: "44", password: "secret123" }))
        .type,
    ).toBe("ok");
  });

  it("binds an authenticator once; sign-in then needs a fresh code each time", async () => {
    const token = await signUp(t, "totp@bourse.test");
    const setup = (await t.get("/api/user/getAuthenticator", token)).message;
    expect(setup.secret).toMatch(/^[A-Z2-7]{16}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    expect(await t.form("/api/user/bindAuthenticator", { google_code: "000000" }, token)).toMatchObject({
      code: "SECURITY_GOOGLE_WRONG_CODE",
    });
    const code = await totpCodeAt(setup.secret, t.clock());
    expect(await t.form("/api/user/bindAuthenticator", { google_code: code }, token)).toMatchObject({
      type: "ok",
    });
    expect(await t.get("/api/user/getAuthenticator", token)).toMatchObject({
      message: "An authenticator is already bound. To replace it, please contact customer service",
    });
    expect((await info(token)).google_bound).toBe(true);

    const login = { user_string: "totp@bourse.test", password: "secret123" };
    expect(await t.form("/api/user/login", login)).toMatchObject({ code: "AUTH_GOOGLE_CODE_REQUIRED" });
    t.clock.advance(30_000);
    const next = await totpCodeAt(setup.secret, t.clock());
    expect((await t.form("/api/user/login", { ...login, google_code: next })).type).toBe("ok");
    expect(await t.form("/api/user/login", { ...login, google_code: next })).toMatchObject({
      code: "SECURITY_GOOGLE_WRONG_CODE",
    });
  });

  it("lists sessions, ends one of its own, refuses another user's, and signs the others out", async () => {
    const a1 = await signUp(t, "sess@bourse.test");
    const a2 = (await t.form("/api/user/login", { user_string: "sess@bourse.test", password: "secret123" }))
      .message;
    const b = await signUp(t, "sess-b@bourse.test");
    const list = (await t.get("/api/user/sessions", a1)).message;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const bSession = (await t.get("/api/user/sessions", b)).message[0].id;
    expect(await t.form("/api/user/sessions/revoke", { id: String(bSession) }, a1)).toMatchObject({
      code: "SESSION_NOT_FOUND",
    });
    expect((await t.get("/api/user/info", b)).type).toBe("ok");
    expect(await t.form("/api/user/sessions/logout_others", {}, a1)).toMatchObject({ type: "ok" });
    expect((await t.get("/api/user/info", a2)).type).toBe(999);
    expect((await t.get("/api/user/info", a1)).type).toBe("ok");
  });

  it("opens every later message with the anti-phishing code", async () => {
    const token = await signUp(t, "phish@bourse.test");
    t.clock.advance(61_000);
    await t.form("/api/sms_mail", { scene: "security" }, token);
    const code = await latestCode(t, "phish@bourse.test");
    expect(await t.form("/api/safe/anti_phishing", { anti_phishing_code: "no", code }, token)).toMatchObject({
      code: "SECURITY_INVALID_ANTI_PHISHING",
    });
    expect(
      await t.form("/api/safe/anti_phishing", { anti_phishing_code: "Orca42", code }, token),
    ).toMatchObject({ type: "ok" });
    t.clock.advance(61_000);
    await t.form("/api/sms_mail", { user_string: "phish@bourse.test", scene: "forget" });
    const mail = (await t.get("/api/dev/outbox?to=phish@bourse.test")).message[0];
    expect(mail.body).toMatch(/^Anti-phishing code: Orca42\n/);
  });
});
