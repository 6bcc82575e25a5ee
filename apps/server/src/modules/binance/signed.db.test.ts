import { createHmac, generateKeyPairSync, sign } from "node:crypto";
import { BinanceAccount, BinanceError, BinanceMyTrades, BinanceOrder, BinanceOrders } from "@bourse/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, testApp } from "../../testing/harness.ts";
import {
  expectBare,
  type Key,
  makeKey as makeKey_,
  signedCall,
  verifiedUser,
} from "../../testing/trading-api-kit.ts";

/** The signed trading endpoints of the Binance-compatible API, called with an HMAC key as a bot does. */
let t: TestApp;
let trader: { id: number; token: string; email: string };
let seller: { id: number; token: string; email: string };
const index = () => Number(t.app.feed.lastPrice(1));
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);
const appOrder = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);

const verifiedFunded = (email: string, deposits: [number, number, string][]) =>
  verifiedUser(t, email, deposits);
const makeKey = (user: { token: string; email: string }, body: Record<string, string>) =>
  makeKey_(t, user, body);
const call = (
  method: "GET" | "POST" | "DELETE",
  path: string,
  key: Key,
  params: Record<string, string> = {},
  opts: { secret?: string; timestamp?: number; ip?: string } = {},
) => signedCall(t, "/api/v3", method, path, key, params, opts);

const appBalances = async (token: string) => {
  const list = (await t.form("/api/wallet/list", {}, token)).message;
  return list.change_wallet.balance.map(
    (b: { currency_name: string; change_balance: string; lock_change_balance: string }) => ({
      asset: b.currency_name,
      free: b.change_balance,
      locked: b.lock_change_balance,
    }),
  );
};

const expectAnswer = expectBare;

let key: Key;

beforeAll(async () => {
  t = await testApp({ apiKeyEncryptionKey: "5c".repeat(32) });
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
  trader = await verifiedFunded("signed-trader@bourse.test", [[3, 4, "100000"]]);
  seller = await verifiedFunded("signed-seller@bourse.test", [[1, 1, "2"]]);
  key = await makeKey(trader, { permissions: "trade" });
});
afterAll(() => t.close());

describe("the signed endpoints of the Binance-compatible API", () => {
  it("answers the account's spot balances as the app's wallet list has them", async () => {
    const res = await call("GET", "/account", key);
    expect(res.status).toBe(200);
    expectAnswer(BinanceAccount, res.body);
    expect(res.body).toMatchObject({ accountType: "SPOT", canTrade: true, permissions: ["SPOT"] });
    expect(res.body.balances).toEqual(await appBalances(trader.token));
  });

  it("places a LIMIT buy, reads it, lists it like the app does, and cancels it", async () => {
    const price = near(-2);
    const placed = await call("POST", "/order", key, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.01",
      price,
      newClientOrderId: "my-first",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expectAnswer(BinanceOrder, placed.body);
    expect(placed.body).toMatchObject({
      symbol: "BTCUSDT",
      clientOrderId: "my-first",
      status: "NEW",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      fills: [],
    });
    const id = placed.body.orderId;
    expect(Number(placed.body.price)).toBe(Number(price));
    expect(Number(placed.body.origQty)).toBe(0.01);

    const got = await call("GET", "/order", key, { symbol: "BTCUSDT", orderId: String(id) });
    expectAnswer(BinanceOrder, got.body);
    expect(got.body).toMatchObject({ orderId: id, status: "NEW", isWorking: true });
    const byClient = await call("GET", "/order", key, { symbol: "BTCUSDT", origClientOrderId: "my-first" });
    expect(byClient.body.orderId).toBe(id);

    const open = await call("GET", "/openOrders", key, { symbol: "BTCUSDT" });
    expectAnswer(BinanceOrders, open.body);
    expect(open.body.map((o: { orderId: number }) => o.orderId)).toEqual([id]);
    const appOpen = (await t.get("/api/coin/list?status=open", trader.token)).message.data;
    expect(appOpen.map((o: { id: number }) => o.id)).toEqual([id]);
    expect((await call("GET", "/account", key)).body.balances).toEqual(await appBalances(trader.token));

    // the same client order id again is a duplicate
    const dup = await call("POST", "/order", key, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.01",
      price,
      newClientOrderId: "my-first",
    });
    expect(dup).toMatchObject({ status: 400, body: { code: -2010 } });

    const cancelled = await call("DELETE", "/order", key, { symbol: "BTCUSDT", orderId: String(id) });
    expect(cancelled.status).toBe(200);
    expectAnswer(BinanceOrder, cancelled.body);
    expect(cancelled.body).toMatchObject({ orderId: id, status: "CANCELED", origClientOrderId: "my-first" });
    expect((await t.get("/api/coin/list?status=open", trader.token)).message.data).toEqual([]);
    expect((await call("GET", "/openOrders", key)).body).toEqual([]);
    const again = await call("DELETE", "/order", key, { symbol: "BTCUSDT", orderId: String(id) });
    expect(again).toMatchObject({ status: 400, body: { code: -2011 } });
  });

  it("fills a MARKET buy against a second user's order; myTrades and the balances agree with the app", async () => {
    expect(
      (await appOrder(seller.token, { type: "sell", amount: "0.02", target_price: near(0.1) })).type,
    ).toBe("ok");
    const spend = (Number(near(0.1)) * 0.005).toFixed(2);
    const placed = await call("POST", "/order", key, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "MARKET",
      quoteOrderQty: spend,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expectAnswer(BinanceOrder, placed.body);
    expect(placed.body.type).toBe("MARKET");
    expect(["FILLED", "EXPIRED"]).toContain(placed.body.status);
    expect(Number(placed.body.executedQty)).toBeGreaterThan(0);
    expect(placed.body.fills.length).toBeGreaterThan(0);

    const trades = await call("GET", "/myTrades", key, { symbol: "BTCUSDT" });
    expectAnswer(BinanceMyTrades, trades.body);
    expect(trades.body.length).toBe(placed.body.fills.length);
    expect(trades.body[0]).toMatchObject({ orderId: placed.body.orderId, isBuyer: true, isMaker: false });
    const appOrders = (await t.get("/api/coin/list?status=all", trader.token)).message.data;
    const mine = appOrders.find((o: { id: number }) => o.id === placed.body.orderId);
    expect(Number(mine.filled)).toBe(Number(placed.body.executedQty));
    expect((await call("GET", "/account", key)).body.balances).toEqual(await appBalances(trader.token));

    const all = await call("GET", "/allOrders", key, { symbol: "BTCUSDT" });
    expectAnswer(BinanceOrders, all.body);
    expect(all.body.map((o: { orderId: number }) => o.orderId)).toContain(placed.body.orderId);
    expect(all.body.length).toBe(2);
  });

  it("cancels every open order of a symbol; tests an order without placing it", async () => {
    for (const pct of [-2, -3]) {
      const res = await call("POST", "/order", key, {
        symbol: "BTCUSDT",
        side: "BUY",
        type: "LIMIT",
        timeInForce: "GTC",
        quantity: "0.01",
        price: near(pct),
      });
      expect(res.status).toBe(200);
    }
    const test = await call("POST", "/order/test", key, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.01",
      price: near(-2),
    });
    expect(test).toMatchObject({ status: 200, body: {} });
    expect((await call("GET", "/openOrders", key)).body.length).toBe(2);
    const done = await call("DELETE", "/openOrders", key, { symbol: "BTCUSDT" });
    expectAnswer(BinanceOrders, done.body);
    expect(done.body.map((o: { status: string }) => o.status)).toEqual(["CANCELED", "CANCELED"]);
    expect((await t.get("/api/coin/list?status=open", trader.token)).message.data).toEqual([]);
  });

  it("places one order of two sent at once with the same new client order id; the other is a duplicate", async () => {
    const order = {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.01",
      price: near(-4),
      newClientOrderId: "twice-at-once",
    };
    const both = await Promise.all([call("POST", "/order", key, order), call("POST", "/order", key, order)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 400)?.body).toEqual({ code: -2010, msg: "Duplicate order sent." });
    const open = (await call("GET", "/openOrders", key)).body as { clientOrderId: string }[];
    expect(open.filter((o) => o.clientOrderId === "twice-at-once")).toHaveLength(1);
    await call("DELETE", "/openOrders", key, { symbol: "BTCUSDT" });
  });

  it("cancels every open order even when the app cancels one of them in between", async () => {
    const ids: string[] = [];
    for (const pct of [-6, -7, -8]) {
      const placed = await appOrder(trader.token, { type: "buy", amount: "0.01", target_price: near(pct) });
      expect(placed.type).toBe("ok");
      ids.push(String(placed.message.id));
    }
    // the user cancels the second order in the app just after the API has read the open orders
    const cancel = t.app.spot.cancel.bind(t.app.spot);
    let first = true;
    const spy = vi.spyOn(t.app.spot, "cancel").mockImplementation(async (userId, orderId) => {
      if (first) {
        first = false;
        const inApp = await t.raw({
          method: "PUT",
          url: "/api/coin/trade",
          headers: { authorization: trader.token, "content-type": "application/x-www-form-urlencoded" },
          payload: `id=${ids[1]}`,
        });
        expect(inApp.json().type).toBe("ok");
      }
      return cancel(userId, orderId);
    });
    try {
      const all = await call("DELETE", "/openOrders", key, { symbol: "BTCUSDT" });
      expect(all.status).toBe(200);
      expectAnswer(BinanceOrders, all.body);
      expect((all.body as { orderId: number }[]).map((o) => String(o.orderId))).toEqual([ids[0], ids[2]]);
    } finally {
      spy.mockRestore();
    }
    expect((await call("GET", "/openOrders", key)).body).toEqual([]);
  });

  it("refuses a LIMIT_MAKER that would take, a FOK the book cannot fill, and too little balance", async () => {
    const before = await appBalances(trader.token);
    const maker = await call("POST", "/order", key, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT_MAKER",
      quantity: "0.001",
      price: near(1),
    });
    expect(maker).toMatchObject({
      status: 400,
      body: { code: -2010, msg: "Order would immediately match and take." },
    });
    const fok = await call("POST", "/order", key, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "FOK",
      quantity: "50",
      price: near(1),
    });
    expect(fok).toMatchObject({ status: 400, body: { code: -2010 } });
    const poor = await call("POST", "/order", key, {
      symbol: "BTCUSDT",
      side: "SELL",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "5",
      price: near(1),
    });
    expect(poor).toMatchObject({
      status: 400,
      body: { code: -2010, msg: "Account has insufficient balance for requested action." },
    });
    const tiny = await call("POST", "/order", key, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.00000001",
      price: near(-1),
    });
    expect(tiny).toMatchObject({ status: 400, body: { code: -1013 } });
    expect(await appBalances(trader.token)).toEqual(before);
  });

  it("reads a signature over the query then the body, and answers an IOC's unfilled rest as EXPIRED", async () => {
    const query = "symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=IOC";
    const body = `quantity=0.01&price=${near(-2)}&newOrderRespType=RESULT&timestamp=${t.clock().getTime()}`;
    const signature = createHmac("sha256", key.secret)
      .update(query + body)
      .digest("hex");
    const res = await t.raw({
      method: "POST",
      url: `/api/v3/order?${query}`,
      headers: { "x-mbx-apikey": key.api_key, "content-type": "application/x-www-form-urlencoded" },
      payload: `${body}&signature=${signature}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectAnswer(BinanceOrder, res.json());
    expect(res.json()).toMatchObject({ status: "EXPIRED", timeInForce: "IOC", executedQty: "0.000000" });
    expect(res.json().fills).toBeUndefined();
    expect(res.headers["x-mbx-used-weight-1m"]).toBeDefined();
    expect((await t.get("/api/coin/list?status=open", trader.token)).message.data).toEqual([]);
  });

  it("refuses a wrong secret, a stale timestamp, a revoked key, a read-only key, another IP, another user's order", async () => {
    const order = {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.01",
      price: near(-2),
    };
    const before = await appBalances(trader.token);
    const ordersBefore = (await t.get("/api/coin/list?status=all", trader.token)).message.total;
    const refused = async (res: { status: number; body: unknown }, status: number, code: number) => {
      expect(res.status).toBe(status);
      expectAnswer(BinanceError, res.body);
      expect(res.body).toMatchObject({ code });
    };
    await refused(await call("POST", "/order", key, order, { secret: "x".repeat(64) }), 400, -1022);
    await refused(
      await call("POST", "/order", key, order, { timestamp: t.clock().getTime() - 60_000 }),
      400,
      -1021,
    );
    const readOnly = await makeKey(trader, { permissions: "read" });
    const readOnlyAccount = await call("GET", "/account", readOnly);
    expect(readOnlyAccount.status).toBe(200);
    expect(readOnlyAccount.body).toMatchObject({ canTrade: false, canWithdraw: false });
    await refused(await call("POST", "/order", readOnly, order), 401, -2015);
    const fenced = await makeKey(trader, { permissions: "trade", ips: "10.1.2.3" });
    await refused(await call("POST", "/order", fenced, order), 401, -2015);
    expect((await call("GET", "/account", fenced, {}, { ip: "10.1.2.3" })).status).toBe(200);
    const revoked = await makeKey(trader, { permissions: "trade" });
    const del = await t.raw({
      method: "DELETE",
      url: `/api/user/api_keys/${revoked.id}`,
      headers: { authorization: trader.token },
    });
    expect(del.statusCode).toBe(200);
    await refused(await call("POST", "/order", revoked, order), 401, -2015);
    await refused(await call("GET", "/account", { ...key, api_key: "short" }), 401, -2014);

    // another user's order: as unknown as an order that never was
    const theirs = (await appOrder(seller.token, { type: "sell", amount: "0.01", target_price: near(2) }))
      .message;
    await refused(
      await call("GET", "/order", key, { symbol: "BTCUSDT", orderId: String(theirs.id) }),
      400,
      -2013,
    );
    await refused(await call("GET", "/order", key, { symbol: "BTCUSDT", orderId: "99999999" }), 400, -2013);
    await refused(
      await call("DELETE", "/order", key, { symbol: "BTCUSDT", orderId: String(theirs.id) }),
      400,
      -2011,
    );
    const sellerOpen = (await t.get("/api/coin/list?status=open", seller.token)).message.data;
    expect(sellerOpen.map((o: { id: number }) => o.id)).toContain(theirs.id);

    expect(await appBalances(trader.token)).toEqual(before);
    expect((await t.get("/api/coin/list?status=all", trader.token)).message.total).toBe(ordersBefore);
  });

  it("trades with an Ed25519 key: the request signed with the private half the user kept", async () => {
    const pair = generateKeyPairSync("ed25519");
    const publicKey = pair.publicKey.export({ type: "spki", format: "pem" }).toString();
    const ed = await makeKey(trader, { permissions: "trade", public_key: publicKey });
    expect(ed.secret).toBeNull();
    const text = new URLSearchParams({
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.01",
      price: near(-2),
      timestamp: String(t.clock().getTime()),
    }).toString();
    const signature = sign(null, Buffer.from(text), pair.privateKey).toString("base64");
    const res = await t.raw({
      method: "POST",
      url: "/api/v3/order",
      headers: { "x-mbx-apikey": ed.api_key, "content-type": "application/x-www-form-urlencoded" },
      payload: `${text}&signature=${encodeURIComponent(signature)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json();
    const open = (await t.get("/api/coin/list?status=open", trader.token)).message.data;
    expect(open.map((o: { id: number }) => o.id)).toContain(placed.orderId);
    // a signature by another private key is refused
    const other = sign(null, Buffer.from(text), generateKeyPairSync("ed25519").privateKey).toString("base64");
    const forged = await t.raw({
      method: "POST",
      url: "/api/v3/order",
      headers: { "x-mbx-apikey": ed.api_key, "content-type": "application/x-www-form-urlencoded" },
      payload: `${text}&signature=${encodeURIComponent(other)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: -1022 });
    await call("DELETE", "/openOrders", key, { symbol: "BTCUSDT" });
  });

  it("a demo account's key trades the demo book (the sandbox), never the real one", async () => {
    const email = "signed-demo@bourse.test";
    const owner = await verifiedFunded(email, []);
    expect((await t.form("/api/user/demo_account", {}, owner.token)).type).toBe("ok");
    expect((await t.form("/api/user/change_account", { account: "demo" }, owner.token)).type).toBe("ok");
    const demoKey = await makeKey(owner, { permissions: "trade" });
    const account = (await call("GET", "/account", demoKey)).body;
    const usdt = account.balances.find((b: { asset: string }) => b.asset === "USDT");
    expect(Number(usdt.free)).toBeGreaterThan(0);
    const price = near(-4);
    const placed = await call("POST", "/order", demoKey, {
      symbol: "BTCUSDT",
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.01",
      price,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const level = ([p]: string[]) => Number(p) === Number(price);
    const demoBook = (await t.get("/api/spot/depth?symbol=BTC/USDT&account=demo&limit=50")).message;
    expect(demoBook.bids.some(level)).toBe(true);
    const realBook = (await t.get("/api/spot/depth?symbol=BTC/USDT&limit=50")).message;
    expect(realBook.bids.some(level)).toBe(false);
    // the app in demo mode lists it; the real account has no order
    const demoOpen = (await t.get("/api/coin/list?status=open", owner.token)).message.data;
    expect(demoOpen.map((o: { id: number }) => o.id)).toEqual([placed.body.orderId]);
    await t.form("/api/user/change_account", { account: "real" }, owner.token);
    expect((await t.get("/api/coin/list?status=all", owner.token)).message.data).toEqual([]);
  });
});
