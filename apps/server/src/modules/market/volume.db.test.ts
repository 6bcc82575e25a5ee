import { mul, parse, toPlainString } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { BTC_NETWORK, fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { signUp, type TestApp, testApp } from "../../testing/harness.ts";

const exact = (text: string) => {
  const parsed = parse(text, 18);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
/** Past the stats' 30 s re-read of the 24 h window. */
const REREAD_MS = 31_000;

type Row = {
  symbol: string;
  volume: string;
  turnover: string;
  index_volume: string | null;
  index_turnover: string | null;
  index_source: string | null;
};
const quotation = async (t: TestApp, symbol: string): Promise<Row> => {
  const groups = (await t.get("/api/currency/quotation_new")).message as { quotation: Row[] }[];
  return groups.flatMap((g) => g.quotation).find((q) => q.symbol === symbol)!;
};
const ticker = async (t: TestApp, symbol: string): Promise<Row> =>
  (await t.get("/api/market/tickers")).message.tickers.find((x: Row) => x.symbol === symbol);

describe("24 h volume on the simulated feed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  });
  afterAll(() => t.close());

  const trade = (token: string, symbol: [string, string], body: Record<string, string>) =>
    t.form("/api/coin/trade", { currency_id: symbol[0], legal_id: symbol[1], ...body }, token);
  const BTC_USDT: [string, string] = ["1", "3"];
  const ETH_USDT: [string, string] = ["2", "3"];

  it("counts real trades (with the house maker too) over 24 h, never demo trades, and shows no index volume", async () => {
    expect(await quotation(t, "BTC/USDT")).toMatchObject({
      volume: "0",
      turnover: "0",
      index_volume: null,
      index_turnover: null,
      index_source: null,
    });

    // two users trade 0.2 BTC at a price of their own
    const price = (Math.round(Number(t.app.feed.lastPrice(1)) * 101) / 100).toFixed(2);
    const alice = await fundedUser(t, "vol-alice@example.com", [[...BTC_NETWORK, "1"]]);
    const bob = await fundedUser(t, "vol-bob@example.com", [[...USDT_TRC20, "100000"]]);
    expect(
      (await trade(alice.token, BTC_USDT, { type: "sell", amount: "0.5", target_price: price })).type,
    ).toBe("ok");
    const bought = await trade(bob.token, BTC_USDT, { type: "buy", amount: "0.2", target_price: price });
    expect(bought.message).toMatchObject({ status: "filled", filled: "0.2" });
    const btcTurnover = toPlainString(mul(exact(price), exact("0.2"), 18, "half-up"));

    // a user takes the house maker's real quotes: a real trade of the venue
    await t.app.maker.fund();
    await t.app.maker.requote();
    const taken = await trade(bob.token, ETH_USDT, { type: "buy", amount: "1000" });
    expect(taken.message).toMatchObject({ status: "filled" });

    // a demo account takes the maker's demo quotes: not the venue's volume
    const carol = await signUp(t, "vol-carol@example.com");
    expect((await t.form("/api/user/demo_account", {}, carol)).type).toBe("ok");
    await t.form("/api/user/change_account", { account: "demo" }, carol);
    for (const pair of [BTC_USDT, ETH_USDT]) {
      const demo = await trade(carol, pair, { type: "buy", amount: "500" });
      expect(demo).toMatchObject({ type: "ok", account: "demo", message: { status: "filled" } });
    }
    await t.app.maker.stop();

    t.clock.advance(REREAD_MS);
    await t.app.feed.step(t.clock());
    const btc = await quotation(t, "BTC/USDT");
    expect(btc).toMatchObject({
      volume: "0.2",
      turnover: btcTurnover,
      index_volume: null,
      index_source: null,
    });
    expect(await quotation(t, "ETH/USDT")).toMatchObject({
      volume: taken.message.filled,
      turnover: taken.message.filled_quote,
      index_volume: null,
    });
    expect(await quotation(t, "SOL/USDT")).toMatchObject({ volume: "0", turnover: "0" });
    // the ticker channel's snapshot carries the same figures
    expect(await ticker(t, "BTC/USDT")).toMatchObject({
      volume: "0.2",
      turnover: btcTurnover,
      index_volume: null,
      index_turnover: null,
      index_source: null,
    });

    // still inside the window 23 h 58 min after the trades; gone once they are more than 24 h old
    t.clock.advance(24 * 3600_000 - 2 * 60_000 - REREAD_MS);
    await t.app.feed.step(t.clock());
    expect((await quotation(t, "BTC/USDT")).volume).toBe("0.2");
    t.clock.advance(3 * 60_000);
    await t.app.feed.step(t.clock());
    expect(await quotation(t, "BTC/USDT")).toMatchObject({ volume: "0", turnover: "0" });
    expect(await quotation(t, "ETH/USDT")).toMatchObject({ volume: "0", turnover: "0" });
  });
});

describe("index volume from an exchange source", () => {
  let t: TestApp;
  let server: WebSocketServer;
  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as { port: number }).port;
    t = await testApp({
      feed: { kind: "exchange", url: `ws://127.0.0.1:${port}/stream` },
      feedIntervalMs: 20,
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it("lists the exchange's own 24 h volume, named, apart from the venue's", async () => {
    const send = (data: unknown) => {
      for (const c of server.clients) c.send(JSON.stringify(data));
    };
    const until = async (check: () => Promise<boolean>) => {
      for (let i = 0; i < 300 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
      expect(await check()).toBe(true);
    };
    await until(async () => server.clients.size === 1);
    send({
      stream: "btcusdt@miniTicker",
      data: { e: "24hrMiniTicker", s: "BTCUSDT", c: "67000.1", v: "12345.67800000", q: "827000000.12000000" },
    });
    send({ stream: "btcusdt@aggTrade", data: { e: "aggTrade", s: "BTCUSDT", p: "67000.10", q: "0.1" } });
    await until(async () => (await quotation(t, "BTC/USDT")).index_volume !== null);
    expect(await quotation(t, "BTC/USDT")).toMatchObject({
      volume: "0",
      turnover: "0",
      index_volume: "12345.678",
      index_turnover: "827000000.12",
      index_source: "Binance",
    });
    expect(await ticker(t, "BTC/USDT")).toMatchObject({ index_volume: "12345.678", index_source: "Binance" });
    // a market the exchange sent no volume for has none
    expect(await quotation(t, "ETH/USDT")).toMatchObject({ index_volume: null, index_source: null });
    // an index volume no tick has brought for longer than the stale limit is not shown
    t.clock.advance(11_000);
    expect((await quotation(t, "BTC/USDT")).index_volume).toBeNull();
  });
});
