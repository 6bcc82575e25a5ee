import {
  BinanceAggTrades,
  BinanceAvgPrice,
  BinanceBookTicker,
  BinanceDepth,
  BinanceError,
  BinanceExchangeInfo,
  BinanceKlines,
  BinancePrice,
  BinanceTicker24h,
  BinanceTime,
  BinanceTrades,
} from "@bourse/contract";
import type { TSchema } from "typebox";
import { Value } from "typebox/value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser } from "../../testing/funds-kit.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
let seller: string;
let buyer: string;
const index = () => Number(t.app.feed.lastPrice(1));
/** A limit price `pct` percent from the index, at 2 decimals. */
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);

beforeAll(async () => {
  t = await testApp();
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
  seller = (await fundedUser(t, "seller@bourse.test", [[1, 1, "2"]])).token;
  buyer = (await fundedUser(t, "buyer@bourse.test", [[3, 4, "100000"]])).token;
  // a trade (the buyer takes the seller's ask), then a book on both sides
  expect((await order(seller, { type: "sell", amount: "0.01", target_price: near(0) })).type).toBe("ok");
  expect((await order(buyer, { type: "buy", amount: "0.01", target_price: near(0.5) })).type).toBe("ok");
  t.clock.advance(1000);
  expect((await order(seller, { type: "sell", amount: "0.02", target_price: near(0.1) })).type).toBe("ok");
  expect((await order(seller, { type: "sell", amount: "0.03", target_price: near(0.2) })).type).toBe("ok");
  expect((await order(buyer, { type: "buy", amount: "0.04", target_price: near(-0.1) })).type).toBe("ok");
  t.clock.advance(500);
  await t.app.feed.step(t.clock());
});
afterAll(() => t.close());

/** A bare Binance answer: status 200, of the declared shape. */
async function binance(url: string, schema: TSchema) {
  const res = await t.raw({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(Value.Errors(schema, body).map((e) => `${e.instancePath || "/"} ${e.message}`)).toEqual([]);
  return { body, headers: res.headers };
}

async function refused(url: string, status: number, code: number) {
  const res = await t.raw({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(Value.Check(BinanceError, body), res.body).toBe(true);
  expect(body.code, res.body).toBe(code);
  expect(body).not.toHaveProperty("type");
  return body as { code: number; msg: string };
}

describe("general endpoints", () => {
  it("answers ping and time, with the weight used this minute", async () => {
    const ping = await binance("/api/v3/ping", { type: "object" } as TSchema);
    expect(ping.body).toEqual({});
    expect(Number(ping.headers["x-mbx-used-weight-1m"])).toBeGreaterThan(0);
    const time = await binance("/api/v3/time", BinanceTime);
    expect(time.body.serverTime).toBe(t.clock().getTime());
  });

  it("lists every spot market with Binance's symbols, precisions and filters", async () => {
    const { body, headers } = await binance("/api/v3/exchangeInfo", BinanceExchangeInfo);
    expect(body.timezone).toBe("UTC");
    expect(body.rateLimits).toContainEqual({
      rateLimitType: "REQUEST_WEIGHT",
      interval: "MINUTE",
      intervalNum: 1,
      limit: 6000,
    });
    const list = (await t.get("/api/currency/quotation_new")).message.flatMap(
      (g: { quotation: { symbol: string }[] }) => g.quotation.map((q) => q.symbol.replace("/", "")),
    );
    expect(body.symbols.map((s: { symbol: string }) => s.symbol).sort()).toEqual([...list].sort());
    const btc = body.symbols.find((s: { symbol: string }) => s.symbol === "BTCUSDT");
    const rules = (await t.get("/api/spot/market?symbol=BTC/USDT")).message;
    expect(btc).toMatchObject({
      status: "TRADING",
      baseAsset: "BTC",
      quoteAsset: "USDT",
      orderTypes: ["LIMIT", "LIMIT_MAKER", "MARKET"],
      isSpotTradingAllowed: true,
      permissions: ["SPOT"],
    });
    const filter = (type: string) => btc.filters.find((f: { filterType: string }) => f.filterType === type);
    expect(filter("PRICE_FILTER")).toMatchObject({ tickSize: rules.tick_size, minPrice: rules.tick_size });
    expect(filter("LOT_SIZE")).toMatchObject({ stepSize: rules.step_size, minQty: rules.step_size });
    expect(filter("NOTIONAL").minNotional).toBe(rules.min_notional);
    expect(filter("MIN_NOTIONAL").minNotional).toBe(rules.min_notional);
    expect(Number(headers["x-mbx-used-weight-1m"])).toBeGreaterThanOrEqual(20);

    const one = await binance("/api/v3/exchangeInfo?symbol=ETHUSDT", BinanceExchangeInfo);
    expect(one.body.symbols.map((s: { symbol: string }) => s.symbol)).toEqual(["ETHUSDT"]);
    const two = await binance(
      `/api/v3/exchangeInfo?symbols=${encodeURIComponent('["BTCUSDT","ETHUSDT"]')}`,
      BinanceExchangeInfo,
    );
    expect(two.body.symbols.map((s: { symbol: string }) => s.symbol)).toEqual(["BTCUSDT", "ETHUSDT"]);
  });
});

describe("market data", () => {
  it("answers the order book the app's depth route shows, at the book's update id", async () => {
    const { body } = await binance("/api/v3/depth?symbol=BTCUSDT&limit=5", BinanceDepth);
    const app = (await t.get("/api/spot/depth?symbol=BTC/USDT&limit=5")).message;
    expect(body.bids).toEqual(app.bids);
    expect(body.asks).toEqual(app.asks);
    // the same book, the same id; the depth stream's diffs go on from it
    expect((await binance("/api/v3/depth?symbol=BTCUSDT&limit=5", BinanceDepth)).body.lastUpdateId).toBe(
      body.lastUpdateId,
    );
    expect(body.asks.length).toBeGreaterThan(0);
    expect(body.bids.length).toBeGreaterThan(0);
    expect(Number(body.bids[0][0])).toBeLessThan(Number(body.asks[0][0]));
  });

  it("answers recent trades oldest first, as the app's trades route has them", async () => {
    const { body } = await binance("/api/v3/trades?symbol=BTCUSDT", BinanceTrades);
    const app = (await t.get("/api/spot/trades?symbol=BTC/USDT")).message;
    expect(body.length).toBe(app.length);
    expect(body.length).toBeGreaterThan(0);
    const newest = body.at(-1);
    expect(newest).toMatchObject({
      id: app[0].id,
      price: app[0].price,
      qty: app[0].amount,
      time: app[0].time,
      isBuyerMaker: app[0].side === "sell",
      isBestMatch: true,
    });
    expect(Number(newest.quoteQty)).toBeCloseTo(Number(newest.price) * Number(newest.qty), 6);
    const agg = await binance("/api/v3/aggTrades?symbol=BTCUSDT&limit=10", BinanceAggTrades);
    expect(agg.body.at(-1)).toMatchObject({ a: newest.id, p: newest.price, q: newest.qty, T: newest.time });
    const from = await binance(`/api/v3/aggTrades?symbol=BTCUSDT&fromId=${newest.id}`, BinanceAggTrades);
    expect(from.body[0].a).toBe(newest.id);
  });

  it("answers tickers: the price the market list shows, the book's top, the venue's volume", async () => {
    const list = (await t.get("/api/currency/quotation_new")).message[0].quotation;
    const btc = list.find((q: { symbol: string }) => q.symbol === "BTC/USDT");
    const price = await binance("/api/v3/ticker/price?symbol=BTCUSDT", BinancePrice);
    expect(price.body).toEqual({ symbol: "BTCUSDT", price: btc.now_price });
    const all = await binance("/api/v3/ticker/price", { type: "array" } as TSchema);
    expect(all.body.length).toBe(list.length);
    for (const p of all.body) expect(Value.Check(BinancePrice, p)).toBe(true);

    const depth = (await t.get("/api/spot/depth?symbol=BTC/USDT&limit=1")).message;
    const book = await binance("/api/v3/ticker/bookTicker?symbol=BTCUSDT", BinanceBookTicker);
    expect(book.body).toEqual({
      symbol: "BTCUSDT",
      bidPrice: depth.bids[0][0],
      bidQty: depth.bids[0][1],
      askPrice: depth.asks[0][0],
      askQty: depth.asks[0][1],
    });

    const day = await binance("/api/v3/ticker/24hr?symbol=BTCUSDT", BinanceTicker24h);
    expect(day.body).toMatchObject({
      symbol: "BTCUSDT",
      lastPrice: btc.now_price,
      openPrice: btc.open,
      highPrice: btc.high,
      lowPrice: btc.low,
      volume: btc.volume,
      quoteVolume: btc.turnover,
      priceChangePercent: btc.change,
      bidPrice: depth.bids[0][0],
      askPrice: depth.asks[0][0],
      count: 1,
      closeTime: t.clock().getTime(),
    });
    expect(day.body.firstId).toBe(day.body.lastId);
    const two = await binance(`/api/v3/ticker/24hr?symbols=${encodeURIComponent('["ETHUSDT","BTCUSDT"]')}`, {
      type: "array",
    } as TSchema);
    expect(two.body.map((x: { symbol: string }) => x.symbol)).toEqual(["ETHUSDT", "BTCUSDT"]);
    const every = await binance("/api/v3/ticker/24hr", { type: "array" } as TSchema);
    expect(every.body.length).toBe(list.length);
    expect(Number(every.headers["x-mbx-used-weight-1m"])).toBeGreaterThanOrEqual(80);

    const avg = await binance("/api/v3/avgPrice?symbol=BTCUSDT", BinanceAvgPrice);
    expect(avg.body.mins).toBe(5);
    const trades = (await t.get("/api/spot/trades?symbol=BTC/USDT")).message;
    expect(avg.body.price).toBe(trades[0].price);
  });

  it("answers klines from the venue's bars, as the chart's history route has them", async () => {
    const { body } = await binance("/api/v3/klines?symbol=BTCUSDT&interval=1m", BinanceKlines);
    const to = Math.floor(t.clock().getTime() / 1000);
    const udf = (
      await t.raw({ method: "GET", url: `/api/market/history?symbol=BTC/USDT&resolution=1&from=0&to=${to}` })
    ).json();
    expect(body.length).toBe(udf.t.length);
    expect(body.length).toBeGreaterThan(0);
    const last = body.at(-1);
    const i = udf.t.length - 1;
    expect(last.slice(0, 6)).toEqual([udf.t[i] * 1000, udf.o[i], udf.h[i], udf.l[i], udf.c[i], udf.v[i]]);
    expect(last[6]).toBe(udf.t[i] * 1000 + 59_999);
    expect(last[11]).toBe("0");
    // the bar holding the trade counts it, and the buyer took it
    const traded = body.find((k: unknown[]) => Number(k[8]) > 0);
    expect(traded[8]).toBe(1);
    expect(traded[9]).toBe(traded[5]);
    expect(traded[10]).toBe(traded[7]);

    const later = await binance(
      `/api/v3/klines?symbol=BTCUSDT&interval=1m&startTime=${last[0]}&limit=1`,
      BinanceKlines,
    );
    expect(later.body).toEqual([last]);
    const hours = await binance("/api/v3/klines?symbol=BTCUSDT&interval=1h&limit=2", BinanceKlines);
    expect(hours.body.length).toBeGreaterThan(0);
    expect(hours.body.at(-1)[6] - hours.body.at(-1)[0]).toBe(3600_000 - 1);
    // every interval's bar holding the trade counts it, weeks and months too
    for (const interval of ["5m", "15m", "30m", "1h", "4h", "1d", "1w", "1M"]) {
      const bars = await binance(`/api/v3/klines?symbol=BTCUSDT&interval=${interval}`, BinanceKlines);
      expect(bars.body.length, interval).toBeGreaterThan(0);
      expect(
        bars.body.reduce((n: number, k: unknown[]) => n + Number(k[8]), 0),
        interval,
      ).toBe(1);
    }
  });
});

describe("Binance's errors", () => {
  it("answers {code, msg} with 400 for bad symbols, intervals and parameters", async () => {
    expect(await refused("/api/v3/depth", 400, -1102)).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed.",
    });
    expect(await refused("/api/v3/depth?symbol=NOPEUSDT", 400, -1121)).toEqual({
      code: -1121,
      msg: "Invalid symbol.",
    });
    await refused("/api/v3/depth?symbol=bt%3Cc", 400, -1100);
    await refused("/api/v3/depth?symbol=BTCUSDT&limit=abc", 400, -1100);
    await refused("/api/v3/klines?symbol=BTCUSDT&interval=7m", 400, -1120);
    await refused("/api/v3/klines?symbol=BTCUSDT", 400, -1102);
    await refused("/api/v3/ticker/price?symbols=BTCUSDT", 400, -1100);
    await refused(`/api/v3/ticker/price?symbols=${encodeURIComponent('["NOPE"]')}`, 400, -1121);
    await refused("/api/v3/ticker/price?symbol=BTCUSDT&symbols=%5B%5D", 400, -1128);
    await refused("/api/v3/trades?symbol=BTCUSDT&symbol=ETHUSDT", 400, -1100);
    await refused("/api/v3/nope", 404, -1000);
    // the app's own routes keep their envelope
    expect((await t.get("/api/spot/depth?symbol=NOPE")).type).toBe("error");
  });

  it("never answers 5xx, whatever the parameters", async () => {
    const values = [
      "",
      "0",
      "-1",
      "1e3",
      "99999999999999999999999",
      "BTCUSDT",
      "%00",
      "[",
      '["BTCUSDT"',
      "1m",
      "x".repeat(300),
    ];
    const paths = [
      "depth",
      "trades",
      "aggTrades",
      "klines",
      "ticker/24hr",
      "ticker/price",
      "ticker/bookTicker",
      "avgPrice",
      "exchangeInfo",
    ];
    const params = ["symbol", "symbols", "limit", "interval", "startTime", "endTime", "fromId"];
    for (const path of paths)
      for (const param of params)
        for (const value of values) {
          const res = await t.raw({
            method: "GET",
            url: `/api/v3/${path}?symbol=BTCUSDT&interval=1m&${param}=${encodeURIComponent(value)}`,
          });
          expect(res.statusCode, `${path} ${param}=${value}: ${res.body}`).toBeLessThan(500);
          if (res.statusCode !== 200) expect(Value.Check(BinanceError, res.json()), res.body).toBe(true);
        }
  });

  it("answers 429 with Retry-After over 6000 weight a minute, and counts again the next minute", async () => {
    t.clock.advance(60_000);
    let last = await t.raw({ method: "GET", url: "/api/v3/ticker/24hr" });
    for (let i = 0; i < 80 && last.statusCode === 200; i++)
      last = await t.raw({ method: "GET", url: "/api/v3/ticker/24hr" });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: -1003 });
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(last.headers["x-mbx-used-weight-1m"])).toBeGreaterThan(6000);
    t.clock.advance(60_000);
    const again = await t.raw({ method: "GET", url: "/api/v3/ping" });
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-mbx-used-weight-1m"]).toBe("1");
  });
});
