import { ChangeAccount, DemoAccount, ResetAccount } from "@bourse/contract";
import { demoSystemAccount, systemAccount, userAccount } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRoutes as demoPolicyRoutes } from "../../http/demo-policy.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { BTC_NETWORK, fundedUser } from "../../testing/funds-kit.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit } from "../../testing/lever-kit.ts";

const BTC = 1;
const USDT = 3;
const START = 100_000_000_000n; // 100,000 USDT at 6 decimals

let t: TestApp;
const kit = leverKit(() => t);
beforeAll(async () => {
  t = await testApp();
  await kit.step();
});
afterAll(() => t.close());

const index = () => Number(t.app.feed.lastPrice(1));
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);
const spotBalance = (id: number, currency = USDT, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "change", bucket), currency);
/** Every non-zero balance of a user, by account key and currency. */
const balancesOf = (id: number) =>
  [...t.app.core.balancesOf(id)].map((b) => `${b.account}|${b.currency}=${b.amount}`).sort();

async function demoOf(token: string) {
  const opened = await t.form("/api/user/demo_account", {}, token);
  expect(opened.type).toBe("ok");
  expectAnswer(DemoAccount, opened);
  const id = (opened.message as unknown as { user_id: number }).user_id;
  return id;
}

describe("demo accounts", () => {
  it("opens once with 100,000 USDT from the demo house, switches the same token, and says which account every answer is for", async () => {
    const real = await kit.trader("demo-open@example.com");
    const before = balancesOf(real.id);
    const opened = await t.form("/api/user/demo_account", {}, real.token);
    expect(opened).toMatchObject({
      type: "ok",
      account: "real",
      message: { created: true, account: "real", balance: "100000" },
    });
    const demo = (opened.message as unknown as { user_id: number }).user_id;
    expect(spotBalance(demo)).toBe(START);
    expect(t.app.core.balance(demoSystemAccount("house"), USDT)).toBeLessThanOrEqual(-START);
    // opening again changes nothing
    expect((await t.form("/api/user/demo_account", {}, real.token)).message).toMatchObject({
      user_id: demo,
      created: false,
    });
    expect(spotBalance(demo)).toBe(START);
    expect((await t.get("/api/user/info", real.token)).message).toMatchObject({
      mode: "real",
      demo_user_id: demo,
      email: "demo-open@example.com",
    });

    const switched = await t.form("/api/user/change_account", { account: "demo" }, real.token);
    expectAnswer(ChangeAccount, switched);
    expect(switched).toMatchObject({
      type: "ok",
      account: "demo",
      message: { account: "demo", user_id: demo },
    });
    const res = await t.raw({
      method: "POST",
      url: "/api/wallet/list",
      headers: { authorization: real.token },
    });
    expect(res.headers["x-account"]).toBe("demo");
    const wallet = res.json() as {
      account: string;
      message: { change_wallet: { balance: { currency: number; change_balance: string }[] } };
    };
    expect(wallet.account).toBe("demo");
    expect(JSON.stringify(wallet.message)).toContain("100000");
    // the person is the same: profile calls answer the owner's
    expect((await t.get("/api/user/info", real.token)).message).toMatchObject({
      mode: "demo",
      email: "demo-open@example.com",
      id: real.id,
    });
    // without `account` the switch goes to the other one
    expect((await t.form("/api/user/change_account", {}, real.token)).message).toEqual({
      account: "real",
      user_id: real.id,
    });
    expect(balancesOf(real.id)).toEqual(before);
  });

  it("refuses, in demo mode, every product that would move real money, naming demo mode", async () => {
    const real = await kit.trader("demo-refused@example.com");
    await demoOf(real.token);
    await t.form("/api/user/change_account", { account: "demo" }, real.token);
    const refused: [string, string, Record<string, string>][] = [
      [
        "POST",
        "/api/wallet/out",
        { currency: "3", network: "4", number: "10", address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" },
      ],
      ["POST", "/api/wallet/charge_req", { currency: "3", network: "4", amount: "10", voucher: "x" }],
      ["POST", "/api/wallet/get_in_address", { currency: "3", network: "4" }],
      ["POST", "/api/user/getShareInfo", {}],
      ["GET", "/api/growth/bonus", {}],
      ["GET", "/api/loan/order", {}],
      ["POST", "/api/dual/buyDual", {}],
      ["GET", "/api/legal_user_deal", {}],
      ["POST", "/api/follow/follow", { id: "1" }],
      ["POST", "/api/user/real", {}],
      ["GET", "/api/financial/summary", {}],
    ];
    for (const [method, url, body] of refused) {
      const answer = method === "GET" ? await t.get(url, real.token) : await t.form(url, body, real.token);
      expect(answer, url).toMatchObject({ type: "error", code: "DEMO_NOT_AVAILABLE" });
      expect(answer.message, url).toMatch(/demo mode/);
    }
    // and in another language
    expect((await t.get("/api/financial/summary?lang=zh", real.token)).message).toMatch(/模拟模式/);
    await t.form("/api/user/change_account", { account: "real" }, real.token);
  });

  it("keeps demo spot orders on the demo book: never in the real book or trades, matched only with demo orders", async () => {
    const real = await kit.trader("demo-spot@example.com");
    const demo = await demoOf(real.token);
    await t.form("/api/user/change_account", { account: "demo" }, real.token);
    const price = near(-1);
    const bid = await t.form(
      "/api/coin/trade",
      { currency_id: String(BTC), legal_id: String(USDT), type: "buy", amount: "0.1", target_price: price },
      real.token,
    );
    expect(bid).toMatchObject({ type: "ok", account: "demo", message: { status: "open" } });
    expect(spotBalance(demo, USDT, "frozen")).toBeGreaterThan(0n);
    expect((await t.get("/api/spot/depth?symbol=BTC/USDT")).message.bids).not.toContainEqual([price, "0.1"]);
    expect((await t.get("/api/spot/depth?symbol=BTC/USDT&account=demo")).message.bids).toContainEqual([
      price,
      "0.1",
    ]);
    // a real sell crossing the demo bid rests on the real book: the two never meet
    const seller = await fundedUser(t, "demo-spot-seller@example.com", [[...BTC_NETWORK, "1"]]);
    const ask = await t.form(
      "/api/coin/trade",
      {
        currency_id: String(BTC),
        legal_id: String(USDT),
        type: "sell",
        amount: "0.1",
        target_price: near(-1.5),
      },
      seller.token,
    );
    expect(ask).toMatchObject({ type: "ok", account: "real", message: { status: "open", filled: "0" } });
    expect(spotBalance(demo, BTC)).toBe(0n);
    expect(
      (
        await t.raw({
          method: "PUT",
          url: "/api/coin/trade",
          payload: { id: ask.message.id },
          headers: { authorization: seller.token },
        })
      ).json(),
    ).toMatchObject({ type: "ok" });

    // the house maker's demo account quotes the demo book; a demo market buy fills against it
    await t.app.maker.requote();
    const realAsks = (await t.get("/api/spot/depth?symbol=BTC/USDT")).message.asks;
    const demoAsks = (await t.get("/api/spot/depth?symbol=BTC/USDT&account=demo")).message.asks;
    expect(demoAsks.length).toBeGreaterThan(0);
    expect(demoAsks).toEqual(realAsks);
    const tradesBefore = (await t.get("/api/spot/trades?symbol=BTC/USDT")).message;
    const buy = await t.form(
      "/api/coin/trade",
      { currency_id: String(BTC), legal_id: String(USDT), type: "buy", amount: "100" },
      real.token,
    );
    expect(buy).toMatchObject({ type: "ok", message: { status: "filled" } });
    expect(t.app.core.balance(userAccount(demo, "change"), BTC)).toBeGreaterThan(0n);
    expect((await t.get("/api/spot/trades?symbol=BTC/USDT")).message).toEqual(tradesBefore);
    expect((await t.get("/api/spot/trades?symbol=BTC/USDT&account=demo")).message.length).toBeGreaterThan(0);
    const [real_trades] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM spot_trades st JOIN spot_orders o ON o.id IN (st.maker_order, st.taker_order)
       WHERE o.user_id = $1 AND NOT st.demo`,
      [demo],
    );
    expect(real_trades!.n).toBe(0);
    // demo fees stay on the demo side and earn nobody a rebate
    const [fees] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM fee_payments WHERE payer_id = $1",
      [demo],
    );
    expect(fees!.n).toBe(0);
    expect(t.app.core.balance(demoSystemAccount("fees"), BTC)).toBeGreaterThan(0n);
    await t.app.maker.stop();
    await t.form("/api/user/change_account", { account: "real" }, real.token);
  });

  it("trades perpetual and seconds contracts with demo money at the index price, then a reset closes everything and restores exactly 100,000 USDT", async () => {
    const real = await kit.trader("demo-reset@example.com");
    const before = balancesOf(real.id);
    const venue = () =>
      (["house", "fees"] as const).flatMap((a) =>
        [BTC, USDT].map((c) => t.app.core.balance(systemAccount(a), c)),
      );
    const venueBefore = venue();
    const demo = await demoOf(real.token);
    await t.form("/api/user/change_account", { account: "demo" }, real.token);
    // demo money moves between the demo account's own accounts
    expect(
      (
        await t.form(
          "/api/wallet/change",
          { currency_id: String(USDT), number: "5000", from_field: "change", to_field: "lever" },
          real.token,
        )
      ).type,
    ).toBe("ok");
    expect(
      (
        await t.form(
          "/api/wallet/change",
          { currency_id: String(USDT), number: "1000", from_field: "change", to_field: "micro" },
          real.token,
        )
      ).type,
    ).toBe("ok");
    const position = await kit.submit(real.token, { multiple: "10", share: "2" });
    expect(position).toMatchObject({ type: "ok", account: "demo" });
    const pending = await kit.submit(real.token, { target_price: near(-5) });
    expect(pending.type).toBe("ok");
    const seconds = await t.form(
      "/api/microtrade/submit",
      { match_id: "1", currency_id: String(USDT), type: "1", seconds: "60", number: "100" },
      real.token,
    );
    expect(seconds).toMatchObject({ type: "ok", account: "demo" });
    const order = await t.form(
      "/api/coin/trade",
      {
        currency_id: String(BTC),
        legal_id: String(USDT),
        type: "buy",
        amount: "0.01",
        target_price: near(-2),
      },
      real.token,
    );
    expect(order.message).toMatchObject({ status: "open" });
    await kit.step(2);
    expect(balancesOf(demo).some((b) => b.includes(":frozen|"))).toBe(true);

    // a reset of anyone else's account, or of the real one, is refused
    const other = await kit.trader("demo-reset-other@example.com");
    const otherDemo = await demoOf(other.token);
    for (const id of [otherDemo, real.id, other.id])
      expect(await t.form("/api/user/reset_account", { user_id: String(id) }, real.token)).toMatchObject({
        type: "error",
        code: "DEMO_RESET_NOT_ALLOWED",
      });

    const reset = await t.form("/api/user/reset_account", { user_id: String(demo) }, real.token);
    expectAnswer(ResetAccount, reset);
    expect(reset).toMatchObject({
      type: "ok",
      account: "demo",
      message: {
        user_id: demo,
        balance: "100000",
        closed: { spot_orders: 1, positions: 2, seconds_orders: 1 },
      },
    });
    expect(balancesOf(demo)).toEqual([`${userAccount(demo, "change")}|${USDT}=${START}`]);
    expect((await t.form("/api/lever/my_trade", { status: "1" }, real.token)).message).toMatchObject({
      total: 0,
    });
    // the real account never moved, and reset works from the real side too
    await t.form("/api/user/change_account", { account: "real" }, real.token);
    expect(balancesOf(real.id)).toEqual(before);
    expect((await t.form("/api/user/reset_account", { user_id: String(demo) }, real.token)).type).toBe("ok");
    expect(balancesOf(demo)).toEqual([`${userAccount(demo, "change")}|${USDT}=${START}`]);
    // the real venue's accounts never moved for demo trading
    expect(venue()).toEqual(venueBefore);
  });

  it("cannot switch to a demo account before opening one, and a signed-out session acts as nothing", async () => {
    const real = await kit.trader("demo-none@example.com");
    expect(await t.form("/api/user/change_account", { account: "demo" }, real.token)).toMatchObject({
      type: "error",
      code: "DEMO_NOT_OPENED",
    });
    await demoOf(real.token);
    await t.form("/api/user/change_account", { account: "demo" }, real.token);
    await t.get("/api/user/logout", real.token);
    expect((await t.form("/api/wallet/list", {}, real.token)).type).toBe(999);
  });

  it("classifies only routes that exist and are signed in", () => {
    for (const [route] of demoPolicyRoutes()) {
      const [method, url] = route.split(" ") as [string, string];
      expect(t.app.hasRoute({ method: method as "GET", url: `/api${url}` }), route).toBe(true);
    }
  });
});
