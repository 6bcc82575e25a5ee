import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedUser, USDT_TRC20 } from "../testing/funds-kit.ts";
import { type TestApp, testApp, testClock, testDb } from "../testing/harness.ts";
import { backfillHistory } from "./backfill.ts";

const SAMPLE = fileURLToPath(new URL("../../data/replay-sample.csv", import.meta.url));

type Udf = {
  s: string;
  t: number[];
  c: string[];
  v: string[];
  synthetic: boolean[];
  synthetic_until?: number;
};

const count = async (t: TestApp, sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(sql, params))[0]!.n;

const quotation = async (t: TestApp, symbol: string) => {
  const groups = (await t.get("/api/currency/quotation_new")).message as {
    quotation: {
      symbol: string;
      volume: string;
      turnover: string;
      now_price: string | null;
      open: string | null;
    }[];
  }[];
  return groups.flatMap((g) => g.quotation).find((q) => q.symbol === symbol)!;
};

describe("chart history on a fresh install (simulated feed)", () => {
  const db = testDb();
  const clock = testClock();
  let first: TestApp;
  let bars: number;
  beforeAll(async () => {
    first = await testApp({ historyBackfill: true }, { db: await db, clock });
  });
  afterAll(async () => (await db).close());

  it("fills every market once, a few thousand bars each, all marked synthetic, none in the tick log", async () => {
    const filled = await first.db.query<{ symbol: string; source: string; bars: number; ends_at: Date }>(
      `SELECT b.name || '/' || l.name AS symbol, f.source, f.bars, f.ends_at
       FROM candle_backfills f JOIN markets m ON m.id = f.market_id
       JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id ORDER BY m.id`,
    );
    expect(filled.map((f) => f.symbol)).toEqual([
      "BTC/USDT",
      "ETH/USDT",
      "SOL/USDT",
      "BNB/USDT",
      "XRP/USDT",
      "DOGE/USDT",
    ]);
    for (const f of filled) {
      expect(f.source).toBe("simulated");
      expect(f.bars).toBeGreaterThan(3000);
      expect(f.bars).toBeLessThan(4000);
      expect(f.ends_at.getTime()).toBe(clock().getTime());
    }
    bars = await count(first, "SELECT count(*)::int AS n FROM candles");
    expect(bars).toBe(filled.reduce((n, f) => n + f.bars, 0));
    expect(await count(first, "SELECT count(*)::int AS n FROM candles WHERE NOT synthetic")).toBe(0);
    expect(
      await count(
        first,
        "SELECT count(*)::int AS n FROM candles WHERE volume <> 0 OR turnover <> 0 OR ticks <> 0",
      ),
    ).toBe(0);
    // the public tick log holds recorded index ticks only: none yet
    expect(await count(first, "SELECT count(*)::int AS n FROM ticks")).toBe(0);
    expect((await first.get("/api/ticks?symbol=BTC/USDT")).message.total).toBe(0);
    // no price is invented for the ticker either: it waits for the first tick
    expect(await quotation(first, "BTC/USDT")).toMatchObject({
      now_price: null,
      open: null,
      high: null,
      low: null,
      volume: "0",
      turnover: "0",
    });
  });

  it("serves the history flagged, ending at the price the feed starts from", async () => {
    const to = Math.floor(clock().getTime() / 1000);
    const day = (await first.get(
      `/api/market/history?symbol=BTC/USDT&resolution=1&from=${to - 86_400}&to=${to}`,
    )) as unknown as Udf;
    expect(day.s).toBe("ok");
    expect(day.t.length).toBeGreaterThanOrEqual(1440);
    expect(day.synthetic.every(Boolean)).toBe(true);
    expect(day.synthetic_until).toBe(to);
    expect(day.v.every((v) => v === "0")).toBe(true);
    expect(day.c.at(-1)).toBe("65000"); // BTC's reference price: the simulated feed starts there
    const year = (await first.get(
      `/api/market/history?symbol=BTC/USDT&resolution=D&from=${to - 400 * 86_400}&to=${to}`,
    )) as unknown as Udf;
    expect(year.t.length).toBeGreaterThanOrEqual(366);
    const legacy = (await first.get(
      `/api/currency/new_timeshar?symbol=ETH/USDT&period=60min&from=${to - 3600 * 5}&to=${to}`,
    )) as unknown as { code: number; data: { synthetic: boolean; close: string }[] };
    expect(legacy.code).toBe(1);
    expect(legacy.data.length).toBeGreaterThanOrEqual(5);
    expect(legacy.data.every((b) => b.synthetic)).toBe(true);
  });

  it("continues the last made-up bar with the first real tick, which alone enters the tick log", async () => {
    clock.advance(500);
    const [tick] = await first.app.feed.step(clock());
    expect(tick?.seq).toBe(1);
    const [open] = await first.db.query<{ ticks: number; synthetic: boolean; open: string; close: string }>(
      `SELECT ticks, synthetic, open::text AS open, close::text AS close FROM candles
       WHERE market_id = 1 AND period = '1min' ORDER BY start DESC LIMIT 1`,
    );
    // the bar holds made-up prices before the tick: it stays marked, and counts the one real tick
    expect(open).toMatchObject({ ticks: 1, synthetic: true });
    expect(Number(open!.close)).toBe(Number(tick!.price));
    expect(await count(first, "SELECT count(*)::int AS n FROM ticks WHERE market_id = 1")).toBe(1);
    expect((await first.get("/api/ticks?symbol=BTC/USDT")).message.total).toBe(1);
    // the 24 h window opens at a recorded price, not at the made-up day before it
    clock.advance(31_000);
    await first.app.feed.step(clock());
    expect((await quotation(first, "BTC/USDT")).open).toBe(tick!.price);
  });

  it("counts only real trades in the 24 h volume, over the made-up bars too", async () => {
    await first.app.maker.fund();
    await first.app.maker.requote();
    const buyer = await fundedUser(first, "history-buyer@example.com", [[...USDT_TRC20, "5000"]]);
    const bought = await first.form(
      "/api/coin/trade",
      { currency_id: "2", legal_id: "3", type: "buy", amount: "1000" },
      buyer.token,
    );
    expect(bought.message).toMatchObject({ status: "filled" });
    await first.app.maker.stop();
    clock.advance(31_000);
    await first.app.feed.step(clock());
    expect(await quotation(first, "ETH/USDT")).toMatchObject({
      volume: bought.message.filled,
      turnover: bought.message.filled_quote,
    });
    expect(await quotation(first, "BTC/USDT")).toMatchObject({ volume: "0", turnover: "0" });
  });

  it("fills nothing again on a restart", async () => {
    const before = await count(first, "SELECT count(*)::int AS n FROM candles WHERE synthetic");
    await first.close();
    clock.advance(60_000);
    const second = await testApp({ historyBackfill: true }, { db: await db, clock });
    expect(await count(second, "SELECT count(*)::int AS n FROM candle_backfills")).toBe(6);
    expect(await count(second, "SELECT count(*)::int AS n FROM candles WHERE synthetic")).toBe(before);
    expect(before).toBeGreaterThanOrEqual(bars);
    expect(await second.app.feed.fillHistory()).toMatchObject({ markets: [], bars: 0 });
    await second.close();
  });
});

describe("chart history sources", () => {
  it("is written by one of two nodes starting at once", async () => {
    const db = await testDb();
    const clock = testClock();
    const source = { kind: "simulated" } as const;
    const [a, b] = await Promise.all([
      backfillHistory({ db, clock, source }),
      backfillHistory({ db, clock, source }),
    ]);
    expect([a.markets.length, b.markets.length].sort()).toEqual([0, 6]);
    const [{ n }] = (await db.query<{ n: number }>(
      "SELECT count(DISTINCT market_id)::int AS n FROM candle_backfills",
    )) as [{ n: number }];
    expect(n).toBe(6);
    await db.close();
  });

  it("ends with the replay recording played backwards, into the price the replay starts at", async () => {
    const db = await testDb();
    const clock = testClock();
    const result = await backfillHistory({ db, clock, source: { kind: "replay", file: SAMPLE } });
    expect(result).toMatchObject({ source: "replay" });
    const [last] = await db.query<{ close: string; open: string }>(
      `SELECT open::text AS open, close::text AS close FROM candles
       WHERE market_id = 1 AND period = '1min' ORDER BY start DESC LIMIT 1`,
    );
    // the sample's first BTC/USDT candle opens at 65000.00: the replay's first price
    expect(Number(last!.close)).toBe(65_000);
    const [row] = await db.query<{ source: string }>(
      "SELECT source FROM candle_backfills WHERE market_id = 1",
    );
    expect(row!.source).toBe("replay");
    await db.close();
  });

  it("makes nothing up for a real exchange feed", async () => {
    const db = await testDb();
    const result = await backfillHistory({
      db,
      clock: testClock(),
      source: { kind: "exchange", url: "ws://127.0.0.1:9/stream" },
    });
    expect(result).toEqual({ markets: [], bars: 0, source: "none" });
    const [{ n }] = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM candles")) as [
      { n: number },
    ];
    expect(n).toBe(0);
    await db.close();
  });
});
