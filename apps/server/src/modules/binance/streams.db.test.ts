import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { fundedUser } from "../../testing/funds-kit.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";
import { makeKey, verifiedUser } from "../../testing/trading-api-kit.ts";

/** The WebSocket streams in Binance's protocol, spoken raw as a bot written for Binance does. */
let t: TestApp;
let wsBase: string;
let maker: { id: number; token: string };
let taker: { id: number; token: string };
const index = () => Number(t.app.feed.lastPrice(1));
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);
const rest = async (
  url: string,
  headers: Record<string, string> = {},
  method: "GET" | "POST" | "PUT" | "DELETE" = "GET",
) => {
  const res = await t.raw({ method, url, headers });
  return { status: res.statusCode, body: res.json() };
};

/** A connection and every message it received, parsed; `next(match)` waits for the first one that matches. */
async function connect(path: string) {
  const ws = new WebSocket(`${wsBase}${path}`);
  const received: Record<string, unknown>[] = [];
  const waiting: {
    match: (m: Record<string, unknown>) => boolean;
    done: (m: Record<string, unknown>) => void;
  }[] = [];
  ws.on("message", (data) => {
    const m = JSON.parse(String(data));
    received.push(m);
    for (const w of [...waiting])
      if (w.match(m)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.done(m);
      }
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return {
    ws,
    received,
    closed,
    send: (m: unknown) => ws.send(typeof m === "string" ? m : JSON.stringify(m)),
    next(match: (m: Record<string, unknown>) => boolean, ms = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise<Record<string, unknown>>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching message in ${ms} ms: ${JSON.stringify(received.slice(-3))}`)),
          ms,
        );
        waiting.push({
          match,
          done: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}
const byId = (id: number) => (m: Record<string, unknown>) => m.id === id;

beforeAll(async () => {
  // behind a proxy on loopback, which says who the client is
  t = await testApp({ apiKeyEncryptionKey: "7d".repeat(32), trustProxy: ["127.0.0.1"] });
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
  maker = await fundedUser(t, "streams-maker@bourse.test", [
    [1, 1, "5"],
    [3, 4, "500000"],
  ]);
  taker = await fundedUser(t, "streams-taker@bourse.test", [
    [1, 1, "5"],
    [3, 4, "500000"],
  ]);
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  wsBase = base.replace(/^http/, "ws");
});
afterAll(() => t.close());

describe("market streams", () => {
  it("subscribes, lists and unsubscribes by request; refuses an unknown stream, bad JSON and a flood", async () => {
    const c = await connect("/ws");
    c.send({ method: "SUBSCRIBE", params: ["btcusdt@trade", "btcusdt@depth"], id: 1 });
    expect(await c.next(byId(1))).toEqual({ result: null, id: 1 });
    c.send({ method: "LIST_SUBSCRIPTIONS", id: 2 });
    expect(await c.next(byId(2))).toEqual({ result: ["btcusdt@trade", "btcusdt@depth"], id: 2 });
    c.send({ method: "UNSUBSCRIBE", params: ["btcusdt@depth"], id: 3 });
    expect(await c.next(byId(3))).toEqual({ result: null, id: 3 });
    await new Promise((r) => setTimeout(r, 1000));
    c.send({ method: "SUBSCRIBE", params: ["nopeusdt@trade"], id: 4 });
    expect(await c.next(byId(4))).toMatchObject({ error: { code: 2 }, id: 4 });
    // one stream, one name: symbols are lower case
    c.send({ method: "SUBSCRIBE", params: ["BTCusdt@trade"], id: 6 });
    expect(await c.next(byId(6))).toMatchObject({ error: { code: 2 }, id: 6 });
    c.send("{not json");
    expect(await c.next((m) => (m.error as { code?: number } | undefined)?.code === 3)).toMatchObject({
      id: null,
    });
    c.send({ method: "GET_PROPERTY", params: ["combined"], id: 5 });
    expect(await c.next(byId(5))).toEqual({ result: false, id: 5 });
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < 6; i++) c.send({ method: "LIST_SUBSCRIPTIONS", id: 10 + i });
    expect(await c.closed).toBe(1008);
  });

  it("lets an address open 300 connections every 5 minutes, and refuses the next with 429", async () => {
    const from = (ip: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${wsBase}/ws`, { headers: { "x-forwarded-for": ip } });
        ws.once("open", () => resolve(ws));
        ws.once("unexpected-response", (_req, res) => reject(new Error(String(res.statusCode))));
        ws.once("error", reject);
      });
    const open: WebSocket[] = [];
    for (let i = 0; i < 300; i += 50)
      open.push(...(await Promise.all(Array.from({ length: 50 }, () => from("203.0.113.9")))));
    expect(open.length).toBe(300);
    await expect(from("203.0.113.9")).rejects.toThrow("429");
    // another address is not held back
    (await from("203.0.113.10")).close();
    for (const ws of open) ws.close();
  });

  it("sends each trade, wrapped with its stream's name on /stream", async () => {
    const c = await connect("/stream?streams=btcusdt@trade/btcusdt@aggTrade");
    expect((await order(maker.token, { type: "sell", amount: "0.01", target_price: near(0) })).type).toBe(
      "ok",
    );
    expect((await order(taker.token, { type: "buy", amount: "0.01", target_price: near(1) })).type).toBe(
      "ok",
    );
    const trade = await c.next((m) => m.stream === "btcusdt@trade");
    const [last] = (await rest("/api/v3/trades?symbol=BTCUSDT&limit=1")).body;
    expect(trade.data).toMatchObject({
      e: "trade",
      s: "BTCUSDT",
      t: last.id,
      p: last.price,
      q: last.qty,
      T: last.time,
      m: last.isBuyerMaker,
    });
    const agg = await c.next((m) => m.stream === "btcusdt@aggTrade");
    expect(agg.data).toMatchObject({ e: "aggTrade", a: last.id, f: last.id, l: last.id, p: last.price });
    c.ws.close();
  });

  it("sends the top of the book and partial books at the book's update id", async () => {
    const c = await connect("/ws/btcusdt@depth5@100ms/btcusdt@bookTicker");
    // a level on each side
    for (const [type, pct] of [
      ["buy", -0.2],
      ["sell", 0.2],
    ] as const)
      expect((await order(maker.token, { type, amount: "0.02", target_price: near(pct) })).type).toBe("ok");
    const snapshot = (await rest("/api/v3/depth?symbol=BTCUSDT&limit=5")).body;
    const partial = await c.next((m) => m.lastUpdateId === snapshot.lastUpdateId, 3000);
    expect(partial).toEqual(snapshot);
    const top = await c.next((m) => m.u === snapshot.lastUpdateId);
    expect(top).toMatchObject({
      s: "BTCUSDT",
      b: snapshot.bids[0][0],
      B: snapshot.bids[0][1],
      a: snapshot.asks[0][0],
    });
    c.ws.close();
  });

  it("sends the open kline as the REST klines have it, on each index tick", async () => {
    const c = await connect("/ws/btcusdt@kline_1m");
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
    const m = await c.next((x) => x.e === "kline");
    const [bar] = (await rest("/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=1")).body;
    expect(m.k).toMatchObject({
      t: bar[0],
      T: bar[6],
      i: "1m",
      o: bar[1],
      h: bar[2],
      l: bar[3],
      c: bar[4],
      v: bar[5],
      q: bar[7],
      n: bar[8],
      x: false,
    });
    c.ws.close();
  });
});

describe("the user data stream of a listen key", () => {
  let apiKey: string;
  let trader: { id: number; token: string };

  beforeAll(async () => {
    const email = "streams-bot@bourse.test";
    trader = await verifiedUser(t, email, [[3, 4, "100000"]]);
    const key = await makeKey(t, { ...trader, email }, { permissions: "read" });
    apiKey = key.api_key;
  });

  it("starts a listen key (the same one while it lives), keeps it alive and closes it", async () => {
    const headers = { "x-mbx-apikey": apiKey };
    const first = await rest("/api/v3/userDataStream", headers, "POST");
    expect(first.status).toBe(200);
    expect(first.body.listenKey).toMatch(/^[A-Za-z0-9]{60}$/);
    expect((await rest("/api/v3/userDataStream", headers, "POST")).body).toEqual(first.body);
    const keep = await rest(`/api/v3/userDataStream?listenKey=${first.body.listenKey}`, headers, "PUT");
    expect(keep).toEqual({ status: 200, body: {} });
    expect(await rest("/api/v3/userDataStream", { "x-mbx-apikey": "x".repeat(64) }, "POST")).toMatchObject({
      status: 401,
      body: { code: -2015 },
    });
    const closed = await rest(`/api/v3/userDataStream?listenKey=${first.body.listenKey}`, headers, "DELETE");
    expect(closed).toEqual({ status: 200, body: {} });
    expect(
      await rest(`/api/v3/userDataStream?listenKey=${first.body.listenKey}`, headers, "PUT"),
    ).toMatchObject({
      status: 400,
      body: { code: -1125 },
    });
    const refused = await connect(`/ws/${first.body.listenKey}`);
    expect(await refused.closed).toBe(4001);
  });

  it("reports an order placed in the app, its balances, and money moved between accounts", async () => {
    const { listenKey } = (await rest("/api/v3/userDataStream", { "x-mbx-apikey": apiKey }, "POST")).body;
    const c = await connect(`/ws/${listenKey}`);
    await new Promise((r) => setTimeout(r, 100));
    const placed = await order(trader.token, { type: "buy", amount: "0.01", target_price: near(-3) });
    expect(placed.type).toBe("ok");
    const report = await c.next((m) => m.e === "executionReport");
    const open = (await t.get("/api/coin/list?status=open", trader.token)).message.data[0];
    expect(report).toMatchObject({ s: "BTCUSDT", S: "BUY", o: "LIMIT", x: "NEW", X: "NEW", i: open.id });
    expect(Number(report.q)).toBe(0.01);
    const position = await c.next((m) => m.e === "outboundAccountPosition");
    const wallet = (await t.form("/api/wallet/list", {}, trader.token)).message.change_wallet.balance;
    const usdt = wallet.find((b: { currency_name: string }) => b.currency_name === "USDT");
    const line = (position.B as { a: string; f: string; l: string }[]).find((b) => b.a === "USDT")!;
    expect(Number(line.f)).toBe(Number(usdt.change_balance));
    expect(Number(line.l)).toBe(Number(usdt.lock_change_balance));

    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: "3", number: "12.5", from_field: "change", to_field: "micro" },
      trader.token,
    );
    expect(moved.type, JSON.stringify(moved)).toBe("ok");
    const update = await c.next((m) => m.e === "balanceUpdate");
    expect(update).toMatchObject({ a: "USDT", d: "-12.5" });
    c.ws.close();
  });
});
