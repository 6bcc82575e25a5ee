import ccxt from "ccxt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit } from "../../testing/lever-kit.ts";
import { makeKey, verifiedUser } from "../../testing/trading-api-kit.ts";

/**
 * Hedging against a second venue: another Bourse listening on a port, whose Binance-compatible API the
 * first one's hedge line trades through CCXT's `binance` class, as it would trade Binance itself.
 */
let outside: TestApp;
let base: string;
let hedger: { token: string; email: string };
let key: { api_key: string; secret: string };
const THRESHOLD = "100";

const step = async (t: TestApp, times = 3) => {
  for (let i = 0; i < times; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
};
const near = (t: TestApp, pct: number) =>
  (Math.round(Number(t.app.feed.lastPrice(1)) * (100 + pct)) / 100).toFixed(2);
const spot = (t: TestApp, token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);

/**
 * Each test app has a clock of its own; the hedge signs its requests at its server's time, which the
 * outside venue checks against its own: the one behind catches up before a round.
 */
async function round(t: TestApp) {
  const gap = t.clock().getTime() - outside.clock().getTime();
  if (gap > 0) outside.clock.advance(gap);
  else t.clock.advance(-gap);
  await t.app.hedge.round();
}

/** A venue hedging on `outside` with `k`'s account. */
const hedging = (k: { api_key: string; secret: string }) =>
  testApp({
    hedge: {
      exchange: "binance",
      apiKey: k.api_key,
      secret: k.secret,
      url: `${base}/api/v3`,
      threshold: THRESHOLD,
      // rounds run when the test asks for them
      intervalMs: 3_600_000,
    },
  });

beforeAll(async () => {
  outside = await testApp();
  await step(outside);
  // liquidity on both sides of the outside venue's BTC/USDT book
  const maker = (
    await fundedUser(outside, "maker@outside.test", [
      [1, 1, "2"],
      [3, 4, "100000"],
    ])
  ).token;
  expect(
    (await spot(outside, maker, { type: "sell", amount: "0.2", target_price: near(outside, 0.1) })).type,
  ).toBe("ok");
  expect(
    (await spot(outside, maker, { type: "buy", amount: "0.2", target_price: near(outside, -0.1) })).type,
  ).toBe("ok");
  hedger = await verifiedUser(outside, "hedger@outside.test", [[3, 4, "20000"]]);
  key = await makeKey(outside, hedger, { permissions: "trade" }, { first: true });
  base = await outside.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => outside.close());

describe("hedging the house's excess exposure", () => {
  let t: TestApp;
  const kit = leverKit(() => t);
  let admin: string;
  beforeAll(async () => {
    t = await hedging(key);
    await step(t);
    admin = await operatorToken(t);
  });
  afterAll(() => t.close());

  const view = async () => {
    const v = await t.get("/api/admin/hedge", admin);
    expect(v.type).toBe("ok");
    return v.message;
  };
  const btc = async () => (await view()).markets.find((m: { symbol: string }) => m.symbol === "BTC/USDT");
  const outsideOrders = async () =>
    (await outside.get("/api/coin/list?status=all", hedger.token)).message.data as {
      id: number;
      side: string;
      type: string;
      filled: string;
    }[];

  it("buys the excess over the threshold outside when the house is short, and records the fill", async () => {
    const ann = await kit.trader("ann@hedge.test");
    const bob = await kit.trader("bob@hedge.test");
    // users long 3 lots (0.03 BTC): the house is short 0.03 BTC, far past 100 USDT
    expect((await kit.submit(ann.token, { share: "2" })).type).toBe("ok");
    expect((await kit.submit(bob.token, { share: "1" })).type).toBe("ok");
    const before = await btc();
    expect(before).toMatchObject({ house_net: "-0.03", hedged: "0", unhedged: "-0.03" });
    expect((await view()).enabled).toBe(true);

    await round(t);

    const v = await view();
    expect(v.orders).toHaveLength(1);
    const order = v.orders[0];
    expect(order).toMatchObject({ side: "buy", reason: "excess", state: "filled", house_net: "-0.03" });
    expect(Number(order.filled)).toBeGreaterThan(0);
    // the order is on the outside venue: the hedging account's order, its trades through CCXT
    const placed = (await outsideOrders()).find((o) => String(o.id) === order.outside_id);
    expect(placed).toMatchObject({ side: "buy", type: "market" });
    expect(placed?.filled).toBe(order.filled);
    const bot = new ccxt.binance({
      apiKey: key.api_key,
      secret: key.secret,
      urls: { api: { public: `${base}/api/v3`, private: `${base}/api/v3` } },
      options: { fetchMarkets: { types: ["spot"] }, fetchCurrencies: false, fetchMargins: false },
    });
    bot.milliseconds = () => outside.clock().getTime();
    const trades = (await bot.fetchMyTrades("BTC/USDT")).filter((x) => x.order === order.outside_id);
    expect(trades.reduce((s, x) => s + (x.amount ?? 0), 0)).toBeCloseTo(Number(order.filled), 8);
    expect(Number(order.average_price)).toBeCloseTo(Number(trades[0]!.price), 2);

    // hedged: what filled, less the outside venue's fee when taken in BTC; the house keeps about the threshold
    const m = v.markets.find((x: { symbol: string }) => x.symbol === "BTC/USDT");
    const fee = order.fee_currency === "BTC" ? Number(order.fee) : 0;
    expect(Number(m.hedged)).toBeCloseTo(Number(order.filled) - fee, 8);
    expect(Number(m.unhedged_quote)).toBeLessThan(0);
    expect(Math.abs(Number(m.unhedged_quote))).toBeLessThanOrEqual(Number(THRESHOLD) + 5);
    expect(Math.abs(Number(m.unhedged_quote))).toBeGreaterThan(Number(THRESHOLD) - 5);
    expect(m.last_error).toBeNull();

    // nothing more to do while the exposure stays
    await round(t);
    expect((await view()).orders).toHaveLength(1);

    // the users close: the next round sells the hedge back
    expect((await t.form("/api/lever/batch_close", { type: "0" }, ann.token)).type).toBe("ok");
    expect((await t.form("/api/lever/batch_close", { type: "0" }, bob.token)).type).toBe("ok");
    await round(t);
    const after = await view();
    expect(after.orders).toHaveLength(2);
    expect(after.orders[0]).toMatchObject({
      side: "sell",
      reason: "unwind",
      state: "filled",
      house_net: "0",
    });
    const flat = after.markets.find((x: { symbol: string }) => x.symbol === "BTC/USDT");
    expect(flat.house_net).toBe("0");
    // back to nothing hedged, but for dust under the outside market's step
    expect(Math.abs(Number(flat.hedged))).toBeLessThan(0.0001);
    const sold = (await outsideOrders()).find((o) => String(o.id) === after.orders[0].outside_id);
    expect(sold).toMatchObject({ side: "sell", type: "market" });
  });

  it("is the operators' only: refused without an operator's session", async () => {
    const support = await t.get("/api/admin/hedge");
    expect(support.type).not.toBe("ok");
  });
});

describe("an outside venue that refuses", () => {
  let t: TestApp;
  const kit = leverKit(() => t);
  beforeAll(async () => {
    // the hedging account has no funds at the outside venue
    const poor = await verifiedUser(outside, "poor@outside.test", []);
    t = await hedging(await makeKey(outside, poor, { permissions: "trade" }, { first: true }));
    await step(t);
  });
  afterAll(() => t.close());

  it("records the failure, waits before trying again, and the writer keeps running", async () => {
    const cat = await kit.trader("cat@hedge.test");
    expect((await kit.submit(cat.token, { share: "3" })).type).toBe("ok");
    await round(t);
    const admin = await operatorToken(t);
    const v = (await t.get("/api/admin/hedge", admin)).message;
    expect(v.orders).toHaveLength(1);
    expect(v.orders[0]).toMatchObject({ side: "buy", state: "failed", filled: "0" });
    expect(v.orders[0].error).toMatch(/InsufficientFunds|insufficient/i);
    const m = v.markets.find((x: { symbol: string }) => x.symbol === "BTC/USDT");
    expect(m.hedged).toBe("0");
    expect(m.last_error).toMatch(/insufficient/i);
    expect(Date.parse(m.retry_at)).toBeGreaterThan(t.clock().getTime());

    // within the back-off nothing is sent again
    await round(t);
    expect((await t.get("/api/admin/hedge", admin)).message.orders).toHaveLength(1);
    // after it, the next round tries again (and fails again, recorded)
    t.clock.advance(3_600_000 + 1);
    await kit.step();
    await round(t);
    expect((await t.get("/api/admin/hedge", admin)).message.orders).toHaveLength(2);

    // the writer still takes commands
    expect((await kit.submit(cat.token, { share: "1", type: "2" })).type).toBe("ok");
  });
});

describe("an order whose answer was lost", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await hedging(key);
    await step(t);
  });
  afterAll(() => t.close());

  it("is looked up by its client order id before anything else is sent, never sent twice", async () => {
    // one order reached the outside venue but its answer never came back; another never left
    const bot = new ccxt.binance({
      apiKey: key.api_key,
      secret: key.secret,
      urls: { api: { public: `${base}/api/v3`, private: `${base}/api/v3` } },
      options: { fetchMarkets: { types: ["spot"] }, fetchCurrencies: false, fetchMargins: false },
    });
    bot.milliseconds = () => outside.clock().getTime();
    const placed = await bot.createMarketBuyOrderWithCost("BTC/USDT", 100, { clientOrderId: "hedge-lost-1" });
    const sent = (client: string) =>
      t.db.query(
        `INSERT INTO hedge_orders (market_id, exchange, symbol, side, amount, reason, house_net, hedged_before, target,
           index_price, threshold, client_order_id, created_at, updated_at)
         VALUES (1, 'binance', 'BTC/USDT', 'buy', '0.0015', 'excess', '-0.05', '0', '0.0015', '65000', '100', $1, $2, $2)`,
        [client, t.clock()],
      );
    await sent("hedge-lost-1");
    await sent("hedge-never-sent");

    await round(t);

    const admin = await operatorToken(t);
    const v = (await t.get("/api/admin/hedge", admin)).message;
    const byClient = (n: number) => v.orders.find((o: { id: number }) => o.id === n);
    expect(byClient(1)).toMatchObject({
      state: "filled",
      outside_id: placed.id,
      filled: String(placed.filled),
    });
    expect(byClient(2)).toMatchObject({ state: "failed", filled: "0" });
    expect(byClient(2).error).toMatch(/no such order/);
    // the house has no position: what the lost order bought is sold back in the same round
    expect(v.orders).toHaveLength(3);
    expect(v.orders[0]).toMatchObject({ side: "sell", reason: "unwind", state: "filled" });
    const outsideBuys = (await outside.get("/api/coin/list?status=all", hedger.token)).message.data.filter(
      (o: { side: string; type: string }) => o.side === "buy" && o.type === "market",
    );
    // the lost order was not sent again: the outside venue has the first test's buy and this one only
    expect(outsideBuys).toHaveLength(2);
  });
});
