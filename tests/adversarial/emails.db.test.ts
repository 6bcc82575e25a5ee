import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { latestCode, operatorToken, type TestApp, testApp } from "../../apps/server/src/testing/harness.ts";

/**
 * Email addresses mail cannot be sent to are refused everywhere an address is taken: the free-address
 * check, a sign-up code and the sign-up, binding an address to an account, and the console naming an
 * artist's account. Nothing is sent and nothing is stored.
 */

/** Addresses of the right look that no mail server takes. */
const NOT_EMAILS = [
  "a@a..b",
  "a@a.a.a.a.a.a.a.!",
  "a@b",
  "a@-b.com",
  "a@b-.com",
  "a@b.c",
  ".a@b.com",
  "a..b@c.com",
  "a b@c.com",
  "a@b.com.",
  "a@[127.0.0.1]",
  "a@localhost",
  "Ada <a@b.com>",
  `${"a".repeat(65)}@b.com`,
];
/** Addresses it does take, odd ones included. */
const EMAILS = ["ada@example.com", "a.b+c@sub.example.co.uk", "ADA@Example.COM", "o'neil@example.org"];

let t: TestApp;
let mobileUser: string;

beforeAll(async () => {
  t = await testApp();
  // an account signed up by mobile, which has no address to bind yet
  await t.form("/api/sms_send", { mobile: "7700900123", area_code: "44" });
  const code = await latestCode(t, "+447700900123");
  const reg = await t.form("/api/user/register", {
    type: "mobile",
    user_string: "7700900123",
    area_code: "44",
    code,
    password: "secret123",
    re_password: "secret123",
  });
  expect(reg.type, JSON.stringify(reg)).toBe("ok");
  const login = await t.form("/api/user/login", {
    type: "mobile",
    user_string: "7700900123",
    area_code: "44",
    password: "secret123",
  });
  expect(login.type, JSON.stringify(login)).toBe("ok");
  mobileUser = login.message;
}, 60_000);
afterAll(() => t.close());

const outbox = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox"))[0]?.n;

describe("email addresses", () => {
  test("check_email, a sign-up code and the sign-up refuse each address mail cannot reach", async () => {
    const sent = await outbox();
    for (const email of NOT_EMAILS) {
      for (const lang of ["en", "de"]) {
        const check = await t.form("/api/user/check_email", { user_string: email, lang });
        expect(check, email).toMatchObject({ type: "error", code: "AUTH_INVALID_EMAIL" });
      }
      expect(await t.form("/api/sms_mail", { user_string: email }), email).toMatchObject({
        code: "AUTH_INVALID_EMAIL",
      });
      const reg = await t.form("/api/user/register", {
        type: "email",
        user_string: email,
        code: "123456",
        password: "secret123",
        re_password: "secret123",
      });
      expect(reg, email).toMatchObject({ code: "AUTH_INVALID_EMAIL" });
    }
    expect(await outbox()).toBe(sent);
    expect((await t.db.query("SELECT id FROM users WHERE email NOT LIKE '%@bourse.local'")).length).toBe(0);
    for (const email of EMAILS)
      expect(await t.form("/api/user/check_email", { user_string: email }), email).toMatchObject({
        type: "ok",
      });
  });

  test("binding an address refuses them, and binds a good one", async () => {
    for (const email of NOT_EMAILS) {
      expect(
        await t.form("/api/sms_mail", { user_string: email, scene: "bind" }, mobileUser),
        email,
      ).toMatchObject({
        code: "AUTH_INVALID_EMAIL",
      });
      expect(await t.form("/api/safe/email", { email, code: "123456" }, mobileUser), email).toMatchObject({
        code: "AUTH_INVALID_EMAIL",
      });
    }
    expect(
      (await t.form("/api/sms_mail", { user_string: "bound@example.com", scene: "bind" }, mobileUser)).type,
    ).toBe("ok");
    const code = await latestCode(t, "bound@example.com");
    expect((await t.form("/api/safe/email", { email: "bound@example.com", code }, mobileUser)).type).toBe(
      "ok",
    );
  });

  test("the console refuses them as an artist's account, naming the field", async () => {
    const operator = await operatorToken(t);
    for (const user_email of NOT_EMAILS) {
      const saved = await t.json(
        "/api/admin/nft/artists",
        { name: "Artist", avatar: "", bio: "", royalty_rate: "0.05", user_email },
        operator,
      );
      expect(saved, user_email).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "user_email" });
    }
    const known = await t.json(
      "/api/admin/nft/artists",
      { name: "Artist", avatar: "", bio: "", royalty_rate: "0.05", user_email: "Bound@Example.com" },
      operator,
    );
    expect(known.type, JSON.stringify(known)).toBe("ok");
  });
});
