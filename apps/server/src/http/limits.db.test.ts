import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "../testing/harness.ts";

/** The address a proxy in front of `proxied` connects from. */
const PROXY = "198.51.100.1";

let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  // the defaults: no proxy believed
  plain = await testApp({ authRateLimit: 30 });
  proxied = await testApp({ authRateLimit: 3, accountRateLimit: 4, trustProxy: [PROXY] });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

type Answer = { type: string | number; code?: string; message: unknown };
/** A JSON POST from `remoteAddress` (the socket's address), optionally with a forwarded address. */
async function post(
  t: TestApp,
  url: string,
  body: Record<string, string>,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<Answer> {
  const res = await t.raw({
    method: "POST",
    url,
    payload: body,
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
}
const limited = (a: Answer) => a.code === "REQUEST_TOO_MANY";

describe("per-IP limits with no proxy configured", () => {
  it("counts 40 sign-ins from one address as one client, whatever X-Forwarded-For says", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++)
      answers.push(
        await post(
          plain,
          "/api/user/login",
          { user_string: "victim@example.com", password: "guess-number" },
          "198.51.100.7",
          `203.0.113.${i + 1}`,
        ),
      );
    expect(answers.slice(0, 30).filter(limited)).toHaveLength(0);
    expect(answers.slice(30).every(limited)).toBe(true);
    expect(answers[39]).toMatchObject({ type: "error", code: "REQUEST_TOO_MANY" });
    expect(answers[39]!.message).toMatch(/try again in \d+ s/);
    // another client is not affected
    expect(
      limited(
        await post(
          plain,
          "/api/user/login",
          { user_string: "victim@example.com", password: "guess-number" },
          "198.51.100.8",
        ),
      ),
    ).toBe(false);
  });

  it("records the socket's address in the session list, not a forged forwarded one", async () => {
    await signUp(plain, "seen@example.com");
    const login = await post(
      plain,
      "/api/user/login",
      { user_string: "seen@example.com", password: "secret123" },
      "198.51.100.9",
      "203.0.113.250",
    );
    expect(login.type).toBe("ok");
    const sessions = (await plain.get("/api/user/sessions", login.message as string)).message;
    expect(sessions.find((s: { current: boolean }) => s.current).ip).toBe("198.51.100.9");
  });
});

describe("per-IP limits behind a configured proxy (TRUST_PROXY)", () => {
  const login = (forwardedFor: string, remote = PROXY, user = "client@example.com") =>
    post(proxied, "/api/user/login", { user_string: user, password: "guess-number" }, remote, forwardedFor);

  it("counts each forwarded client apart, by the address the proxy saw", async () => {
    for (let i = 0; i < 3; i++) expect(limited(await login(`1.1.1.${i}, 203.0.113.40`))).toBe(false);
    // a client prepending its own "forwarded" addresses is still 203.0.113.40
    expect(limited(await login("1.1.1.99, 203.0.113.40"))).toBe(true);
    expect(limited(await login("203.0.113.41", PROXY, "other-client@example.com"))).toBe(false);
  });

  it("ignores X-Forwarded-For from an address that is not the proxy", async () => {
    for (let i = 0; i < 3; i++) await login(`203.0.113.${60 + i}`, "198.51.100.2");
    expect(limited(await login("203.0.113.70", "198.51.100.2"))).toBe(true);
  });

  it("records the forwarded client address in the session list", async () => {
    await signUp(proxied, "behind@example.com");
    const answer = await post(
      proxied,
      "/api/user/login",
      { user_string: "behind@example.com", password: "secret123" },
      PROXY,
      "203.0.113.80",
    );
    expect(answer.type).toBe("ok");
    const sessions = (await proxied.get("/api/user/sessions", answer.message as string)).message;
    expect(sessions.find((s: { current: boolean }) => s.current).ip).toBe("203.0.113.80");
  });
});

describe("per-account limits (4 per 15 minutes here), wherever the requests come from", () => {
  let next = 100;
  /** Each request from a fresh forwarded address, so no per-IP limit is near. */
  const fromAnywhere = (url: string, body: Record<string, string>) =>
    post(proxied, url, body, PROXY, `203.0.${Math.floor(next / 250)}.${next++ % 250}`);

  it("limits sign-ins to one account, counting the account however it is written", async () => {
    const spellings = [
      "target@example.com",
      " TARGET@example.com",
      "Target@Example.com ",
      "target@example.com",
    ];
    for (const user_string of spellings)
      expect(limited(await fromAnywhere("/api/user/login", { user_string, password: "guess-number" }))).toBe(
        false,
      );
    const fifth = await fromAnywhere("/api/user/login", {
      user_string: "target@example.com",
      password: "guess-number",
    });
    expect(fifth).toMatchObject({ type: "error", code: "REQUEST_TOO_MANY" });
    // other accounts are not held up
    expect(
      limited(
        await fromAnywhere("/api/user/login", {
          user_string: "bystander@example.com",
          password: "guess-number",
        }),
      ),
    ).toBe(false);
  });

  it("limits code sending, sign-up and reset per account", async () => {
    const calls: [string, Record<string, string>][] = [
      ["/api/sms_mail", { user_string: "codes@example.com" }],
      ["/api/sms_send", { mobile: "7700900123", area_code: "44" }],
      [
        "/api/user/register",
        {
          type: "email",
          user_string: "signup@example.com",
          code: "000000",
          password: "secret123",
          re_password: "secret123",
        },
      ],
      [
        "/api/user/forget",
        { account: "reset@example.com", code: "000000", password: "newpass99", repassword: "newpass99" },
      ],
    ];
    for (const [url, body] of calls) {
      for (let i = 0; i < 4; i++)
        expect(limited(await fromAnywhere(url, body)), `${url} #${i + 1}`).toBe(false);
      expect(limited(await fromAnywhere(url, body)), `${url} #5`).toBe(true);
    }
    // the same mobile number written with another dialling code is the same account
    expect(limited(await fromAnywhere("/api/sms_send", { mobile: "7700 900123", area_code: "1" }))).toBe(
      true,
    );
  });
});

describe("the dev outbox", () => {
  const outbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.raw({ method: "GET", url: "/api/dev/outbox?to=seen@example.com", remoteAddress, headers });

  it("answers only this machine: loopback, not through a proxy", async () => {
    const local = await outbox(plain, "127.0.0.1");
    expect(local.statusCode).toBe(200);
    expect(local.json().message[0].code).toMatch(/^\w{6}$/);
    expect((await outbox(plain, "::1")).statusCode).toBe(200);

    const remote = await outbox(plain, "203.0.113.9");
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toMatchObject({ type: "error", code: "REQUEST_NOT_FOUND" });
    expect(remote.body).not.toContain("seen@example.com");
    // a forwarded header cannot make a remote client local, nor a proxied request count as local
    expect((await outbox(plain, "203.0.113.9", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(404);
    expect((await outbox(plain, "127.0.0.1", { "x-forwarded-for": "203.0.113.9" })).statusCode).toBe(404);
    expect((await outbox(proxied, PROXY, { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(404);
  });

  it("does not exist without DEV_OUTBOX=1, even for this machine", async () => {
    const off = await testApp({ devOutbox: false });
    try {
      const res = await outbox(off, "127.0.0.1");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "REQUEST_NOT_FOUND" });
    } finally {
      await off.close();
    }
  });
});
