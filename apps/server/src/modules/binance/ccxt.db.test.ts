import ccxt from "ccxt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser } from "../../testing/funds-kit.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";
import { makeKey, verifiedUser } from "../../testing/trading-api-kit.ts";

/** CCXT's own `binance` class, pointed at the venue: what a bot written for Binance reads. */
let t: TestApp;
let exchange: InstanceType<typeof ccxt.binance>;
const index = () => Number(t.app.feed.lastPrice(1));
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);

beforeAll(async () => {
  t = await testApp();
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
  const seller = (await fundedUser(t, "ccxt-seller@bourse.test", [[1, 1, "2"]])).token;
  const buyer = (await fundedUser(t, "ccxt-buyer@bourse.test", [[3, 4, "100000"]])).token;
  expect((await order(seller, { type: "sell", amount: "0.01", target_price: near(0) })).type).toBe("ok");
  expect((await order(buyer, { type: "buy", amount: "0.01", target_price: near(0.5) })).type).toBe("ok");
  expect((await order(seller, { type: "sell", amount: "0.02", target_price: near(0.1) })).type).toBe("ok");
  expect((await order(buyer, { type: "buy", amount: "0.04", target_price: near(-0.1) })).type).toBe("ok");
  t.clock.advance(500);
  await t.app.feed.step(t.clock());
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  exchange = new ccxt.binance({
    urls: { api: { public: `${base}/api/v3`, private: `${base}/api/v3` } },
    options: { fetchMarkets: { types: ["spot"] }, fetchCurrencies: false },
    timeout: 10_000,
  });
});
afterAll(() => t.close());

describe("CCXT's binance class against the venue", () => {
  it("loads the venue's spot markets with their precisions and limits", async () => {
    const markets = await exchange.loadMarkets();
    const list = (await t.get("/api/currency/quotation_new")).message.flatMap(
      (g: { quotation: { symbol: string }[] }) => g.quotation.map((q) => q.symbol),
    );
    expect(Object.keys(markets).sort()).toEqual([...list].sort());
    const btc = markets["BTC/USDT"]!;
    const rules = (await t.get("/api/spot/market?symbol=BTC/USDT")).message;
    expect(btc).toMatchObject({ id: "BTCUSDT", base: "BTC", quote: "USDT", spot: true, active: true });
    expect(btc.precision.price).toBe(Number(rules.tick_size));
    expect(btc.precision.amount).toBe(Number(rules.step_size));
    expect(btc.limits.cost?.min).toBe(Number(rules.min_notional));
  });

  it("fetches the server's time", async () => {
    expect(await exchange.fetchTime()).toBe(t.clock().getTime());
  });

  it("fetches a ticker and every ticker", async () => {
    const btc = (await t.get("/api/currency/quotation_new")).message[0].quotation.find(
      (q: { symbol: string }) => q.symbol === "BTC/USDT",
    );
    const ticker = await exchange.fetchTicker("BTC/USDT");
    expect(ticker.symbol).toBe("BTC/USDT");
    expect(ticker.last).toBe(Number(btc.now_price));
    expect(ticker.open).toBe(Number(btc.open));
    expect(ticker.baseVolume).toBe(Number(btc.volume));
    expect(ticker.quoteVolume).toBe(Number(btc.turnover));
    expect(ticker.bid).toBeGreaterThan(0);
    expect(ticker.ask).toBeGreaterThan(ticker.bid!);
    const tickers = await exchange.fetchTickers();
    expect(Object.keys(tickers).length).toBe(Object.keys(exchange.markets ?? {}).length);
    expect(tickers["BTC/USDT"]?.last).toBe(Number(btc.now_price));
  });

  it("fetches the order book", async () => {
    const book = await exchange.fetchOrderBook("BTC/USDT", 5);
    const app = (await t.get("/api/spot/depth?symbol=BTC/USDT&limit=5")).message;
    expect(book.bids).toEqual(app.bids.map(([p, q]: string[]) => [Number(p), Number(q)]));
    expect(book.asks).toEqual(app.asks.map(([p, q]: string[]) => [Number(p), Number(q)]));
    // the book's update id, which the depth stream's diffs continue from
    const rest = (await t.raw({ method: "GET", url: "/api/v3/depth?symbol=BTCUSDT&limit=5" })).json();
    expect(book.nonce).toBe(rest.lastUpdateId);
  });

  it("fetches candles", async () => {
    const bars = await exchange.fetchOHLCV("BTC/USDT", "1m");
    const to = Math.floor(t.clock().getTime() / 1000);
    const udf = (
      await t.raw({ method: "GET", url: `/api/market/history?symbol=BTC/USDT&resolution=1&from=0&to=${to}` })
    ).json();
    expect(bars.length).toBe(udf.t.length);
    const i = udf.t.length - 1;
    expect(bars.at(-1)).toEqual([
      udf.t[i] * 1000,
      Number(udf.o[i]),
      Number(udf.h[i]),
      Number(udf.l[i]),
      Number(udf.c[i]),
      Number(udf.v[i]),
    ]);
    const since = await exchange.fetchOHLCV("BTC/USDT", "1m", udf.t[i] * 1000, 1);
    expect(since).toEqual([bars.at(-1)]);
  });

  it("fetches trades", async () => {
    const trades = await exchange.fetchTrades("BTC/USDT");
    const app = (await t.get("/api/spot/trades?symbol=BTC/USDT")).message;
    expect(trades.length).toBe(app.length);
    expect(trades.at(-1)).toMatchObject({
      id: String(app[0].id),
      price: Number(app[0].price),
      amount: Number(app[0].amount),
      timestamp: app[0].time,
      side: app[0].side,
      symbol: "BTC/USDT",
    });
  });

  it("fetches trades since a time, and through the recent trades list", async () => {
    const [first] = (await t.get("/api/spot/trades?symbol=BTC/USDT")).message;
    const since = await exchange.fetchTrades("BTC/USDT", first.time - 1000);
    expect(since.map((x) => x.id)).toContain(String(first.id));
    const recent = await exchange.fetchTrades("BTC/USDT", undefined, 10, {
      fetchTradesMethod: "publicGetTrades",
    });
    expect(recent.at(-1)).toMatchObject({ id: String(first.id), price: Number(first.price) });
    expect(recent.at(-1)?.cost).toBeCloseTo(Number(first.price) * Number(first.amount), 8);
  });

  it("reads Binance's errors as CCXT's exceptions", async () => {
    await expect(exchange.publicGetDepth({ symbol: "NOPEUSDT" })).rejects.toBeInstanceOf(ccxt.BadSymbol);
  });
});

describe("CCXT's binance class trading with an API key", () => {
  let trader: { id: number; token: string };
  let bot: InstanceType<typeof ccxt.binance>;
  const appOpen = async () =>
    (await t.get("/api/coin/list?status=open", trader.token)).message.data as { id: number }[];

  beforeAll(async () => {
    const email = "ccxt-bot@bourse.test";
    trader = await verifiedUser(t, email, [[3, 4, "100000"]]);
    const key = await makeKey(t, { ...trader, email }, { permissions: "trade" });
    bot = new ccxt.binance({
      apiKey: key.api_key,
      secret: key.secret,
      urls: exchange.urls,
      options: { fetchMarkets: { types: ["spot"] }, fetchCurrencies: false, fetchMargins: false },
      timeout: 10_000,
    });
    // the venue runs on the test's clock: the bot's timestamps follow it
    bot.milliseconds = () => t.clock().getTime();
    await bot.loadMarkets();
  });

  it("fetches the balance as the app's wallet list has it", async () => {
    const balance = await bot.fetchBalance();
    const list = (await t.form("/api/wallet/list", {}, trader.token)).message.change_wallet.balance;
    const usdt = list.find((b: { currency_name: string }) => b.currency_name === "USDT");
    expect(balance.USDT?.free).toBe(Number(usdt.change_balance));
    expect(balance.USDT?.used).toBe(Number(usdt.lock_change_balance));
  });

  it("creates, fetches, lists and cancels a limit order", async () => {
    const price = Number(near(-2));
    const created = await bot.createOrder("BTC/USDT", "limit", "buy", 0.01, price);
    expect(created).toMatchObject({
      symbol: "BTC/USDT",
      type: "limit",
      side: "buy",
      status: "open",
      amount: 0.01,
    });
    const id = String(created.id);
    expect((await appOpen()).map((o) => String(o.id))).toEqual([id]);
    const fetched = await bot.fetchOrder(id, "BTC/USDT");
    expect(fetched).toMatchObject({ id: created.id, price, status: "open", filled: 0 });
    const open = await bot.fetchOpenOrders("BTC/USDT");
    expect(open.map((o) => o.id)).toEqual([created.id]);
    const cancelled = await bot.cancelOrder(id, "BTC/USDT");
    expect(cancelled).toMatchObject({ id: created.id, status: "canceled" });
    expect(await appOpen()).toEqual([]);
  });

  it("cancels every open order of a market", async () => {
    await bot.createOrder("BTC/USDT", "limit", "buy", 0.01, Number(near(-2)));
    await bot.createOrder("BTC/USDT", "limit", "buy", 0.01, Number(near(-3)));
    expect((await appOpen()).length).toBe(2);
    await bot.cancelAllOrders("BTC/USDT");
    expect(await appOpen()).toEqual([]);
    expect(await bot.fetchOpenOrders("BTC/USDT")).toEqual([]);
  });

  it("creates market orders and fetches its trades as the app's orders have them", async () => {
    const bought = await bot.createMarketBuyOrderWithCost("BTC/USDT", Number((index() * 0.002).toFixed(2)));
    expect(bought.filled).toBeGreaterThan(0);
    const sold = await bot.createOrder("BTC/USDT", "market", "sell", 0.001);
    expect(sold.filled).toBe(0.001);
    const trades = await bot.fetchMyTrades("BTC/USDT");
    const all = (await t.get("/api/coin/list?status=all", trader.token)).message.data as {
      id: number;
      filled: string;
    }[];
    for (const o of [bought, sold]) {
      const mine = trades.filter((x) => x.order === o.id);
      expect(mine.length).toBeGreaterThan(0);
      const sum = mine.reduce((acc, x) => acc + (x.amount ?? 0), 0);
      const app = all.find((a) => String(a.id) === o.id)!;
      expect(sum).toBeCloseTo(Number(app.filled), 8);
    }
    expect(trades.find((x) => x.order === sold.id)?.side).toBe("sell");
    const balance = await bot.fetchBalance();
    const list = (await t.form("/api/wallet/list", {}, trader.token)).message.change_wallet.balance;
    const btc = list.find((b: { currency_name: string }) => b.currency_name === "BTC");
    expect(balance.BTC?.free).toBe(Number(btc.change_balance));
  });
});
