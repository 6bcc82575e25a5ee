import ccxt from "ccxt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser } from "../../testing/funds-kit.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";
import { makeKey, verifiedUser } from "../../testing/trading-api-kit.ts";

/**
 * CCXT Pro's `binance` class on the venue's WebSocket streams: the book kept in sync from diffs against a
 * REST snapshot, trades, the ticker, and a bot's own orders and balances from the user data stream.
 */
let t: TestApp;
let base: string;
let maker: { id: number; token: string };
let taker: { id: number; token: string };
const index = () => Number(t.app.feed.lastPrice(1));
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);
const urlsOf = (http: string) => {
  const ws = http.replace(/^http/, "ws");
  return {
    api: {
      public: `${http}/api/v3`,
      private: `${http}/api/v3`,
      ws: { spot: `${ws}/ws`, "ws-api": { spot: `${ws}/ws-api/v3` } },
    },
  };
};
const pro = async (extra: Record<string, unknown> = {}) => {
  const exchange = new ccxt.pro.binance({
    urls: urlsOf(base),
    options: { fetchMarkets: { types: ["spot"] }, fetchCurrencies: false, fetchMargins: false },
    timeout: 10_000,
    ...extra,
  });
  exchange.milliseconds = () => t.clock().getTime();
  // CCXT opens plain ws:// sockets only through its own HTTP agent
  await exchange.loadHttpProxyAgent();
  await exchange.loadMarkets();
  return exchange;
};
const levels = (side: [string, string][]) => side.map(([p, q]) => [Number(p), Number(q)]);

beforeAll(async () => {
  t = await testApp();
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
  maker = await fundedUser(t, "pro-maker@bourse.test", [
    [1, 1, "5"],
    [3, 4, "500000"],
  ]);
  taker = await fundedUser(t, "pro-taker@bourse.test", [
    [1, 1, "5"],
    [3, 4, "500000"],
  ]);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

describe("CCXT Pro's binance class on the venue's streams", () => {
  it("keeps the order book exactly in sync with the REST snapshot while orders move", async () => {
    const exchange = await pro();
    await exchange.watchOrderBook("BTC/USDT");
    for (let round = 0; round < 6; round++) {
      // resting orders on both sides, some taken, some cancelled
      expect(
        (await order(maker.token, { type: "buy", amount: "0.01", target_price: near(-1 - round / 10) })).type,
      ).toBe("ok");
      expect(
        (await order(maker.token, { type: "sell", amount: "0.02", target_price: near(1 + round / 10) })).type,
      ).toBe("ok");
      if (round % 2 === 1)
        expect((await order(taker.token, { type: "buy", amount: "0.005", target_price: near(3) })).type).toBe(
          "ok",
        );
      const rest = (await t.raw({ method: "GET", url: "/api/v3/depth?symbol=BTCUSDT&limit=1000" })).json();
      let book = await exchange.watchOrderBook("BTC/USDT");
      while ((book.nonce ?? 0) < rest.lastUpdateId) book = await exchange.watchOrderBook("BTC/USDT");
      expect(book.nonce).toBe(rest.lastUpdateId);
      expect(book.bids.slice(0, rest.bids.length)).toEqual(levels(rest.bids));
      expect(book.asks.slice(0, rest.asks.length)).toEqual(levels(rest.asks));
    }
    await exchange.close();
  });

  it("watches trades as the REST trades list has them", async () => {
    const exchange = await pro();
    const watching = exchange.watchTrades("BTC/USDT");
    await new Promise((r) => setTimeout(r, 200));
    expect((await order(maker.token, { type: "sell", amount: "0.01", target_price: near(0) })).type).toBe(
      "ok",
    );
    expect((await order(taker.token, { type: "buy", amount: "0.01", target_price: near(1) })).type).toBe(
      "ok",
    );
    const trades = await watching;
    const rest = (await t.raw({ method: "GET", url: "/api/v3/trades?symbol=BTCUSDT&limit=5" })).json();
    const last = rest.at(-1);
    expect(trades.at(-1)).toMatchObject({
      id: String(last.id),
      price: Number(last.price),
      amount: Number(last.qty),
      timestamp: last.time,
      side: last.isBuyerMaker ? "sell" : "buy",
      symbol: "BTC/USDT",
    });
    await exchange.close();
  });

  it("watches the ticker as the REST 24 h ticker has it", async () => {
    const exchange = await pro();
    const ticker = await exchange.watchTicker("BTC/USDT");
    const rest = (await t.raw({ method: "GET", url: "/api/v3/ticker/24hr?symbol=BTCUSDT" })).json();
    expect(ticker.symbol).toBe("BTC/USDT");
    expect(ticker.last).toBe(Number(rest.lastPrice));
    expect(ticker.open).toBe(Number(rest.openPrice));
    expect(ticker.baseVolume).toBe(Number(rest.volume));
    await exchange.close();
  });
});

describe("CCXT Pro's binance class on a bot's user data stream", () => {
  let bot: InstanceType<typeof ccxt.pro.binance>;
  let trader: { id: number; token: string };

  beforeAll(async () => {
    const email = "pro-bot@bourse.test";
    trader = await verifiedUser(t, email, [[3, 4, "100000"]]);
    const key = await makeKey(t, { ...trader, email }, { permissions: "trade" });
    bot = await pro({ apiKey: key.api_key, secret: key.secret });
  });
  afterAll(() => bot.close());

  it("watches its orders and balance as the app shows them", async () => {
    // subscribed before the order is placed
    await Promise.race([bot.watchBalance(), new Promise((r) => setTimeout(r, 300))]);
    const orders = bot.watchOrders("BTC/USDT");
    const balance = bot.watchBalance();
    const created = await bot.createOrder("BTC/USDT", "limit", "buy", 0.01, Number(near(-2)));
    const [seen] = await orders;
    expect(seen).toMatchObject({ id: created.id, status: "open", side: "buy", amount: 0.01, filled: 0 });
    const app = (await t.get("/api/coin/list?status=open", trader.token)).message.data as { id: number }[];
    expect(app.map((o) => String(o.id))).toEqual([created.id]);
    const wallet = (await t.form("/api/wallet/list", {}, trader.token)).message.change_wallet.balance;
    const usdt = wallet.find((b: { currency_name: string }) => b.currency_name === "USDT");
    const watched = await balance;
    expect(watched.USDT?.free).toBe(Number(usdt.change_balance));
    expect(watched.USDT?.used).toBe(Number(usdt.lock_change_balance));

    const cancelled = bot.watchOrders("BTC/USDT");
    await bot.cancelOrder(String(created.id), "BTC/USDT");
    const [after] = await cancelled;
    expect(after).toMatchObject({ id: created.id, status: "canceled" });
  });

  it("hears a fill of its order as a trade report", async () => {
    const resting = await bot.createOrder("BTC/USDT", "limit", "buy", 0.01, Number(near(0.5)));
    const watching = bot.watchOrders("BTC/USDT");
    expect((await order(maker.token, { type: "sell", amount: "0.01", target_price: near(0) })).type).toBe(
      "ok",
    );
    let [filled] = await watching;
    while (filled?.status !== "closed") [filled] = await bot.watchOrders("BTC/USDT");
    expect(filled).toMatchObject({ id: resting.id, filled: 0.01, remaining: 0 });
    const fetched = await bot.fetchOrder(String(resting.id), "BTC/USDT");
    expect(filled.cost).toBeCloseTo(fetched.cost!, 8);
  });
});
