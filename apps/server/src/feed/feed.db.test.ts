import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "../testing/harness.ts";
import { createFeed } from "./feed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type LegacyCandles = {
  code: number;
  msg: string;
  data: { id: number; time: number; high: string; low: string; close: string }[];
};

const quotes = async () => (await t.get("/api/currency/quotation_new")).message[0].quotation;

describe("the index feed", () => {
  it("has no price before its first tick, then publishes prices near the reference and logs each tick", async () => {
    expect((await quotes())[0]).toMatchObject({ currency_name: "BTC", now_price: null, change: null });
    expect(t.app.feed.isStale(1)).toBe(true);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(500);
      await t.app.feed.step(t.clock());
    }
    const btc = (await quotes())[0];
    expect(Number(btc.now_price)).toBeGreaterThan(60_000);
    expect(Number(btc.now_price)).toBeLessThan(70_000);
    expect(btc.change).toMatch(/^-?\d+(\.\d{1,2})?$/);
    expect(t.app.feed.isStale(1)).toBe(false);
    const log = (await t.get("/api/ticks?symbol=BTC/USDT&limit=10")).message;
    expect(log.total).toBe(5);
    expect(log.data.map((x: { seq: number }) => x.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(log.data.at(-1).price).toBe(btc.now_price);
    expect(await t.get("/api/ticks?symbol=PEPE/USDT")).toMatchObject({
      code: "MARKET_UNKNOWN_SYMBOL",
      message: "Unknown market: PEPE/USDT",
    });
  });

  it("values wallets at the index price once there is one", async () => {
    const token = await signUp(t, "valuation@bourse.test");
    const wallets = (await t.form("/api/wallet/list", {}, token)).message;
    const btc = wallets.change_wallet.balance.find(
      (b: { currency_name: string }) => b.currency_name === "BTC",
    );
    expect(btc.usdt_price).toBe(t.app.feed.lastPrice(1));
    expect(
      wallets.change_wallet.balance.find((b: { currency_name: string }) => b.currency_name === "USDT")
        .usdt_price,
    ).toBe("1");
  });

  it("goes stale when ticks stop", () => {
    expect(t.app.feed.isStale(1, new Date(t.clock().getTime() + 11_000))).toBe(true);
  });

  it("serves candles in the legacy envelope and the UDF shape, and refuses bad queries clearly", async () => {
    const now = Math.floor(t.clock().getTime() / 1000);
    const legacy = (await t.get(
      `/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${now - 3600}&to=${now}`,
    )) as unknown as LegacyCandles;
    expect(legacy).toMatchObject({ code: 1, msg: "success" });
    const bar = legacy.data.at(-1)!;
    expect(bar.id * 1000).toBe(bar.time);
    expect(Number(bar.high)).toBeGreaterThanOrEqual(Number(bar.low));
    expect(
      await t.get(`/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${now}&to=${now - 10}`),
    ).toMatchObject({
      code: -1,
      data: [],
    });
    expect(
      (
        (await t.get(
          `/api/currency/new_timeshar?symbol=BTC/USDT&period=3min&from=1&to=2`,
        )) as unknown as LegacyCandles
      ).msg,
    ).toMatch(/^error: /);
    expect((await t.get("/api/currency/new_timeshar?symbol=BTC/USDT&period=1min")).code).toBe(-1);
    const udf = (
      await t.raw({
        method: "GET",
        url: `/api/market/history?symbol=BTC/USDT&resolution=1&from=${now - 3600}&to=${now}`,
      })
    ).json();
    expect(udf.s).toBe("ok");
    expect(udf.c.at(-1)).toBe(bar.close);
  });

  // last: a second feed on the same database takes over the sequence
  it("resumes after a restart with the same sequence and a whole bar", async () => {
    const before = (await t.get("/api/ticks?symbol=ETH/USDT&limit=100")).message.data.at(-1);
    const resumed = await createFeed({
      db: t.db,
      clock: t.clock,
      source: { kind: "off" },
      intervalMs: 500,
      staleAfterMs: 10_000,
    });
    expect(resumed.lastPrice(2)).toBe(before.price);
    t.clock.advance(500);
    const [, eth] = await resumed.step(t.clock());
    expect(eth?.seq).toBe(before.seq + 1);
    const bars = await t.db.query<{ ticks: number }>(
      "SELECT ticks FROM candles WHERE market_id = 2 AND period = '1D' ORDER BY start DESC LIMIT 1",
    );
    expect(bars[0]?.ticks).toBe(before.seq + 1);
  });
});
