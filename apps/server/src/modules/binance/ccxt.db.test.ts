import ccxt from "ccxt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser } from "../../testing/funds-kit.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";

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
    expect(book.nonce).toBe(app.seq);
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
