import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp } from "../testing/harness.ts";
import { userLimitTable } from "./limits.ts";

/**
 * The limits per signed-in user: with AUTH_ACCOUNT_RATE_LIMIT 3, a secret's checks get 3 (the fund
 * password 6) per 15 minutes; the other limits are the table's. The windows run on the app's clock.
 */
const ACCOUNT = 3;
const LIMITS = userLimitTable(ACCOUNT);

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ accountRateLimit: ACCOUNT });
});
afterAll(async () => {
  await t.close();
});

let users = 0;
const newUser = () => signUp(t, `limits-${++users}@example.com`);
/** A new user with verification level 1 (withdrawals and contracts need it). */
async function verifiedUser() {
  const token = await newUser();
  await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [`limits-${users}@example.com`]);
  return token;
}

type Answer = { type: string | number; code?: string; message: unknown };
async function call(token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const res = await t.raw({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: token },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

/** A multipart upload of a small PNG, as the app sends it. */
function uploadAs(token: string, url = "/api/upload") {
  const boundary = `----limits${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.raw({
    method: "POST",
    url,
    payload: Buffer.concat([Buffer.from(head), IMAGES.png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
}

const answer = (res: LightMyRequestResponse) => res.json() as Answer;
const limited = (res: LightMyRequestResponse) => answer(res).code === "REQUEST_TOO_MANY";

/** The rate-limit envelope with the wait, in its message and in `retry-after`. */
function expectRefused(res: LightMyRequestResponse, seconds: number) {
  expect(res.statusCode).toBe(200);
  expect(answer(res)).toMatchObject({ type: "error", code: "REQUEST_TOO_MANY" });
  expect(answer(res).message).toBe(`Too many requests, please try again in ${seconds} s`);
  expect(res.headers["retry-after"]).toBe(String(seconds));
}

/** Sends `count` requests, each expected to pass the limit (whatever the call itself answers). */
async function passes(count: number, send: () => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < count; i++) {
    const res = await send();
    expect(limited(res), `request ${i + 1} of ${count}`).toBe(false);
  }
}

describe("a secret checked: the login password changed", () => {
  const change = (token: string) =>
    call(token, "POST", "/api/safe/change_password", {
      old_password: "wrong-guess",
      password: "newpass99",
      re_password: "newpass99",
    });

  it(`refuses the ${ACCOUNT + 1}th try in 15 minutes, for that user only, until the window passes`, async () => {
    const [victim, bystander] = [await newUser(), await newUser()];
    await passes(ACCOUNT, async () => {
      const res = await change(victim);
      expect(answer(res).type).toBe("error"); // the wrong old password, told as such
      return res;
    });
    expectRefused(await change(victim), 15 * 60);
    // the security settings share the budget: a code checked to bind a contact is refused too
    expectRefused(
      await call(victim, "POST", "/api/safe/email", { email: "x@example.com", code: "000000" }),
      900,
    );

    expect(limited(await change(bystander))).toBe(false);

    t.clock.advance(14 * 60_000);
    expectRefused(await change(victim), 60);
    t.clock.advance(60_000);
    expect(limited(await change(victim))).toBe(false);
  });

  it("counts every call checking the fund password in one budget", async () => {
    const user = await verifiedUser();
    const max = LIMITS["fund-password"][0]!.max;
    expect(max).toBe(2 * ACCOUNT);
    const withdraw = { currency: 3, number: "10", address: "0xnone", pay_password: "1234" };
    await passes(max / 2, () => call(user, "POST", "/api/wallet/out", withdraw));
    await passes(max / 2, () => call(user, "POST", "/api/ipay", { id: 1, password: "1234" }));
    expectRefused(await call(user, "POST", "/api/user/onlineOut", withdraw), 900);
    expectRefused(await call(user, "POST", "/api/do_legal_deal", { id: 1, value: "1", password: "1" }), 900);
  });

  it("limits an operator's authenticator binding by the operator", async () => {
    const admin = await operatorToken(t);
    await passes(ACCOUNT, () => call(admin, "GET", "/api/admin/totp"));
    expectRefused(await call(admin, "POST", "/api/admin/totp", { code: "123456" }), 900);
    t.clock.advance(15 * 60_000);
    expect(limited(await call(admin, "GET", "/api/admin/totp"))).toBe(false);
  });
});

describe("a message sent", () => {
  it("limits P2P chat lines per user and minute", async () => {
    const [talker, other] = [await newUser(), await newUser()];
    const line = (token: string) => call(token, "POST", "/api/p2p/chat", { id: 1, text: "hello?" });
    const max = LIMITS.chat[0]!.max;
    await passes(max, () => line(talker));
    expectRefused(await line(talker), 60);
    expect(limited(await line(other))).toBe(false);
    t.clock.advance(60_000);
    expect(limited(await line(talker))).toBe(false);
  });

  it("counts security codes, and bind codes asked while signed in, in one budget per user", async () => {
    const [user, other] = [await newUser(), await newUser()];
    await call(user, "POST", "/api/send", {});
    await call(user, "POST", "/api/wallet/sendMailCode", {});
    const bind = await call(user, "POST", "/api/sms_mail", { user_string: "new@example.com", scene: "bind" });
    expect(limited(bind)).toBe(false);
    expectRefused(await call(user, "POST", "/api/wallet/sendSmsCode", {}), 900);
    // the same bind code signed out is not this user's (its address and IP limits still hold)
    expect(
      limited(
        await t.raw({ method: "POST", url: "/api/sms_mail", payload: { user_string: "free@example.com" } }),
      ),
    ).toBe(false);
    expect(limited(await call(other, "POST", "/api/send", {}))).toBe(false);
  });
});

describe("an object created: an upload", () => {
  it("refuses the upload over the budget, for that user only, until the window passes", async () => {
    const [uploader, other] = [await newUser(), await newUser()];
    const max = LIMITS.upload[0]!.max;
    await passes(max, async () => {
      const res = await uploadAs(uploader);
      expect(answer(res).type).toBe("ok");
      return res;
    });
    expectRefused(await uploadAs(uploader), 900);
    expect(answer(await uploadAs(other)).type).toBe("ok");
    t.clock.advance(15 * 60_000);
    expect(answer(await uploadAs(uploader)).type).toBe("ok");
  });
});

describe("order entry", () => {
  const order = (token: string) =>
    call(token, "POST", "/api/coin/trade", {
      type: "buy",
      amount: "0.001",
      target_price: "1000",
      currency_id: 1,
      legal_id: 3,
    });
  const [perSecond, perMinute] = LIMITS.order;

  it("lets a trader's burst through and refuses beyond it, per user, until the next second", async () => {
    const [trader, other] = [await newUser(), await newUser()];
    await passes(perSecond!.max, () => order(trader));
    expectRefused(await order(trader), 1);
    expect(limited(await order(other))).toBe(false);
    t.clock.advance(1000);
    expect(limited(await order(trader))).toBe(false);
  });

  it("caps the orders of a minute, and counts the other products' order entry in the same budget", async () => {
    const trader = await verifiedUser();
    const bursts = perMinute!.max / perSecond!.max;
    for (let second = 0; second < bursts; second++) {
      await passes(perSecond!.max, () => order(trader));
      t.clock.advance(1000);
    }
    // a fresh second, but the minute's budget is spent: the wait is what is left of the minute
    expectRefused(await order(trader), 60 - bursts);
    expectRefused(
      await call(trader, "POST", "/api/microtrade/submit", {
        match_id: 1,
        currency_id: 3,
        type: 1,
        seconds: 30,
        number: "10",
      }),
      60 - bursts,
    );
    t.clock.advance((60 - bursts) * 1000);
    expect(limited(await order(trader))).toBe(false);
  });

  it("never limits cancelling", async () => {
    const trader = await newUser();
    await passes(perSecond!.max, () => order(trader));
    expectRefused(await order(trader), 1);
    await passes(5, () => call(trader, "PUT", "/api/coin/trade", { id: 1 }));
  });
});
