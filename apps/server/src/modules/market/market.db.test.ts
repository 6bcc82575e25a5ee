import { Favourite, HotMarket, TickerSnapshot, TickPage, UdfHistory } from "@bourse/contract";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import { signUp, type TestApp, testApp } from "../../testing/harness.ts";
import { MAX_FAVOURITES } from "./favourites.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
});
afterAll(() => t.close());

const BTC = { currency_id: "1" };
const ETH = { currency_id: "2" };

describe("quotes", () => {
  it("lists every market with its symbol, live price, 24 h window and staleness", async () => {
    const [usdt] = (await t.get("/api/currency/quotation_new")).message;
    expect(usdt.name).toBe("USDT");
    expect(usdt.quotation.map((q: { symbol: string }) => q.symbol)).toEqual([
      "BTC/USDT",
      "ETH/USDT",
      "SOL/USDT",
      "BNB/USDT",
      "XRP/USDT",
      "DOGE/USDT",
    ]);
    const btc = usdt.quotation[0];
    expect(btc).toMatchObject({
      now_price: t.app.feed.lastPrice(1),
      volume: "0",
      turnover: "0",
      stale: false,
    });
    expect(Number(btc.high)).toBeGreaterThanOrEqual(Number(btc.now_price));
    expect(Number(btc.low)).toBeLessThanOrEqual(Number(btc.now_price));
    // a market silent for longer than the stale limit says so
    t.clock.advance(60_000);
    expect((await t.get("/api/currency/quotation_new")).message[0].quotation[0].stale).toBe(true);
  });
});

describe("favourites", () => {
  it("asks a guest to log in", async () => {
    expect((await t.get("/api/optional/list")).type).toBe(999);
    expect((await t.form("/api/optional/add", BTC)).type).toBe(999);
  });

  it("adds once, lists newest first with quotes, and removes by id or by currency", async () => {
    const token = await signUp(t, "fav@example.com");
    expect(await t.form("/api/optional/add", BTC, token)).toMatchObject({
      type: "ok",
      message: "Added to favourites",
    });
    t.clock.advance(1000);
    expect((await t.form("/api/optional/add", ETH, token)).type).toBe("ok");
    expect((await t.form("/api/optional/add", BTC, token)).type).toBe("ok"); // already there
    const list = (await t.get("/api/optional/list", token)).message;
    expect(list.map((f: { symbol: string }) => f.symbol)).toEqual(["ETH/USDT", "BTC/USDT"]);
    expect(list[1]).toMatchObject({ currency_id: 1, legal_id: 3, now_price: t.app.feed.lastPrice(1) });

    expect(await t.form("/api/optional/del", { id: String(list[0].optional_id) }, token)).toMatchObject({
      type: "ok",
      message: "Removed from favourites",
    });
    expect((await t.form("/api/optional/del", BTC, token)).type).toBe("ok");
    expect((await t.get("/api/optional/list", token)).message).toEqual([]);
    expect(await t.form("/api/optional/del", BTC, token)).toMatchObject({
      type: "error",
      message: "This market is not in your favourites",
    });
  });

  it("refuses unknown markets, bad ids and another user's favourite", async () => {
    const alice = await signUp(t, "fav-alice@example.com");
    const bob = await signUp(t, "fav-bob@example.com");
    expect(await t.form("/api/optional/add", { currency_id: "99" }, alice)).toMatchObject({
      type: "error",
      message: "This market does not exist",
    });
    expect(await t.form("/api/optional/add", { currency_id: "1", legal_id: "1" }, alice)).toMatchObject({
      type: "error",
    });
    const bad = await t.form("/api/optional/add", { currency_id: "btc" }, alice);
    expect(bad).toMatchObject({ type: "error", field: "currency_id" });
    expect(await t.form("/api/optional/del", {}, alice)).toMatchObject({ type: "error", message: /id/ });
    await t.form("/api/optional/add", BTC, alice);
    const [mine] = (await t.get("/api/optional/list", alice)).message;
    expect(await t.form("/api/optional/del", { id: String(mine.optional_id) }, bob)).toMatchObject({
      type: "error",
      message: "This market is not in your favourites",
    });
    expect((await t.get("/api/optional/list", alice)).message).toHaveLength(1);
  });

  it(`keeps at most ${MAX_FAVOURITES}, even under concurrent adds`, async () => {
    const token = await signUp(t, "fav-full@example.com");
    const [user] = await t.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'fav-full@example.com'",
    );
    // there are fewer markets than the limit: lift the one-row-per-market rule to fill the list
    await t.db.query("ALTER TABLE favourites DROP CONSTRAINT favourites_user_id_market_id_key");
    try {
      await t.db.query(
        "INSERT INTO favourites (user_id, market_id) SELECT $1, 6 FROM generate_series(1, $2)",
        [user!.id, MAX_FAVOURITES - 1],
      );
      const answers = await Promise.all(
        ["1", "2", "3", "4"].map((currency_id) => t.form("/api/optional/add", { currency_id }, token)),
      );
      expect(answers.filter((a) => a.type === "ok")).toHaveLength(1);
      expect(answers.find((a) => a.type === "error")?.message).toBe("You can keep at most 100 favourites");
    } finally {
      await t.db.query("DELETE FROM favourites WHERE user_id = $1", [user!.id]);
      await t.db.query(
        "ALTER TABLE favourites ADD CONSTRAINT favourites_user_id_market_id_key UNIQUE (user_id, market_id)",
      );
    }
  });
});

describe("hot search", () => {
  it("counts one view per client, market and hour, and ranks by views over 7 days", async () => {
    const before = (await t.get("/api/market/hot?limit=3")).message;
    expect(before.map((h: { symbol: string }) => h.symbol)).toEqual(["BTC/USDT", "ETH/USDT", "SOL/USDT"]);
    const view = (symbol: string, ip: string) =>
      t.raw({ method: "POST", url: "/api/market/viewed", payload: { symbol }, remoteAddress: ip });
    await view("DOGE/USDT", "10.0.0.1");
    await view("DOGE/USDT", "10.0.0.1"); // same client, same hour: once
    await view("DOGE/USDT", "10.0.0.2");
    await view("xrp/usdt", "10.0.0.1");
    const hot = (await t.get("/api/market/hot?limit=3")).message;
    expect(hot).toEqual([
      { symbol: "DOGE/USDT", market_id: 6, currency_id: 7, legal_id: 3, views: 2 },
      { symbol: "XRP/USDT", market_id: 5, currency_id: 6, legal_id: 3, views: 1 },
      { symbol: "BTC/USDT", market_id: 1, currency_id: 1, legal_id: 3, views: 0 },
    ]);
    t.clock.advance(8 * 86_400_000);
    expect((await t.get("/api/market/hot?limit=1")).message[0].symbol).toBe("BTC/USDT");
    expect(await t.form("/api/market/viewed", { symbol: "PEPE/USDT" })).toMatchObject({
      type: "error",
      message: "Unknown market: PEPE/USDT",
    });
    expect((await t.get("/api/market/hot?limit=0")).field).toBe("limit");
  });
});

describe("answers", () => {
  it("answers every call in the shape its contract declares", async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(500);
      await t.app.feed.step(t.clock());
    }
    const token = await signUp(t, "shapes@example.com");
    await t.form("/api/optional/add", BTC, token);
    expectAnswer(Type.Array(Favourite), await t.get("/api/optional/list", token));
    expectAnswer(Type.Array(HotMarket), await t.get("/api/market/hot?limit=3"));
    expectAnswer(TickerSnapshot, await t.get("/api/market/tickers"));
    const ticks = await t.get("/api/ticks?symbol=BTC/USDT&limit=10");
    expectAnswer(TickPage, ticks);
    expect(ticks.message.data.length).toBeGreaterThan(0);
    // the UDF history has no envelope: each of its three answers is checked as the message
    const now = Math.floor(t.clock().getTime() / 1000);
    for (const [from, to, resolution, s] of [
      [now - 3600, now + 60, "1", "ok"],
      [3600, 7200, "1", "no_data"],
      [now - 3600, now + 60, "nope", "error"],
    ] as const) {
      const udf = (await t.get(
        `/api/market/history?symbol=BTC/USDT&resolution=${resolution}&from=${from}&to=${to}`,
      )) as unknown as UdfHistory;
      expect(udf.s).toBe(s);
      expectAnswer(UdfHistory, { type: "ok", message: udf });
    }
  });
});
