import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { type TestApp, testApp } from "../testing/harness.ts";
import { createFeed, type FeedSource } from "./feed.ts";
import { parseRecording } from "./sources/replay.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const dir = mkdtempSync(join(tmpdir(), "bourse-replay-"));
const feedOf = (source: FeedSource, extra: { tickRetentionDays?: number } = {}) =>
  createFeed({ db: t.db, clock: t.clock, source, intervalMs: 20, staleAfterMs: 10_000, ...extra });

describe("recordings", () => {
  it("reads ticks and 1-minute candles from CSV or JSON, candles as open, low/high, close", () => {
    const csv =
      "symbol,time,open,high,low,close,volume\nbtc/usdt,0,100,110,95,105,1\nBTC/USDT,60,105,106,90,92,1\n";
    expect(parseRecording(csv).get("BTC/USDT")).toEqual([
      "100",
      "95",
      "110",
      "105",
      "105",
      "106",
      "90",
      "92",
    ]);
    const json = JSON.stringify([
      { symbol: "ETH/USDT", time: 1, price: "3200.5" },
      { Symbol: "ETH/USDT", Price: 3201 },
    ]);
    expect(parseRecording(json).get("ETH/USDT")).toEqual(["3200.5", "3201"]);
    expect(() => parseRecording("time,price\n1,2")).toThrow(/columns/);
    expect(() => parseRecording("symbol,time\nBTC/USDT,1")).toThrow(/row 1/);
  });
});

describe("the replay source", () => {
  it("plays the bundled sample out of the box", async () => {
    const feed = await feedOf({
      kind: "replay",
      file: join(import.meta.dirname, "../../data/replay-sample.csv"),
    });
    t.clock.advance(500);
    const ticks = await feed.step(t.clock());
    expect(ticks.map((x) => x.symbol)).toEqual([
      "BTC/USDT",
      "ETH/USDT",
      "SOL/USDT",
      "BNB/USDT",
      "XRP/USDT",
      "DOGE/USDT",
    ]);
    expect(ticks[0]!.price).toBe("65000");
  });

  it("plays forward, then backward without a jump, and resumes its position after a restart", async () => {
    const file = join(dir, "path.csv");
    writeFileSync(file, "symbol,time,price\nETH/USDT,1,3000\nETH/USDT,2,3001.004\nETH/USDT,3,3002.5\n");
    const play = async (feed: Awaited<ReturnType<typeof feedOf>>, n: number) => {
      const prices: string[] = [];
      for (let i = 0; i < n; i++) {
        t.clock.advance(500);
        const ticks = await feed.step(t.clock());
        expect(ticks.map((x) => x.symbol)).toEqual(["ETH/USDT"]); // markets not recorded get no tick
        prices.push(ticks[0]!.price);
      }
      return prices;
    };
    await t.db.query("DELETE FROM feed_state WHERE market_id = 2"); // a recording never played before
    const first = await feedOf({ kind: "replay", file });
    expect(await play(first, 5)).toEqual(["3000", "3001", "3002.5", "3001", "3000"]);
    const again = await feedOf({ kind: "replay", file });
    expect(await play(again, 3)).toEqual(["3001", "3002.5", "3001"]);
  });
});

describe("the simulated source", () => {
  it("moves prices only: it reports no 24 h volume of its own", async () => {
    const feed = await feedOf({ kind: "simulated" });
    t.clock.advance(500);
    const ticks = await feed.step(t.clock());
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.every((x) => x.index === undefined)).toBe(true);
    expect(feed.indexVolume(1)).toBeUndefined();
  });
});

describe("the exchange source", () => {
  it("turns the last trade of each market into its tick, skips bad messages, reconnects, and goes stale when silent", async () => {
    const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as { port: number }).port;
    const urls: string[] = [];
    server.on("connection", (_ws, req) => urls.push(req.url ?? ""));
    const send = (data: unknown) => {
      for (const c of server.clients) c.send(typeof data === "string" ? data : JSON.stringify(data));
    };
    const trade = (s: string, p: string) => ({
      stream: `${s.toLowerCase()}@aggTrade`,
      data: { e: "aggTrade", s, p, q: "0.1" },
    });
    const events: string[] = [];
    const feed = await createFeed({
      db: t.db,
      clock: t.clock,
      source: { kind: "exchange", url: `ws://127.0.0.1:${port}/stream` },
      intervalMs: 60_000,
      staleAfterMs: 10_000,
      onSourceEvent: (e) => events.push(e),
    });
    feed.start();
    try {
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
        expect(check()).toBe(true);
      };
      await until(() => server.clients.size === 1);
      expect(urls[0]).toBe(
        `/stream?streams=${["btcusdt", "ethusdt", "solusdt", "bnbusdt", "xrpusdt", "dogeusdt"]
          .map((s) => `${s}@aggTrade/${s}@miniTicker`)
          .join("/")}`,
      );

      const mini = (s: string, v: unknown, q: unknown) => ({
        stream: `${s.toLowerCase()}@miniTicker`,
        data: { e: "24hrMiniTicker", s, c: "1", v, q },
      });
      send(trade("BTCUSDT", "67000.10"));
      send(mini("BTCUSDT", "12.5", "830000.25000000"));
      send(trade("BTCUSDT", "67001.256"));
      send("not json");
      send(trade("ETHUSDT", "-5"));
      send(mini("ETHUSDT", "-1", "5"));
      send(trade("ETHUSDT", "3500.5"));
      send(trade("PEPEUSDT", "1"));
      send(mini("PEPEUSDT", "1", "1"));
      await until(() => events.filter((e) => e === "bad-message").length === 3);
      t.clock.advance(500);
      const ticks = await feed.step(t.clock());
      expect(ticks.map((x) => [x.symbol, x.price])).toEqual([
        ["BTC/USDT", "67001.26"],
        ["ETH/USDT", "3500.5"],
      ]);
      // the exchange's own 24 h volume rides on the market's tick; a bad one is none
      expect(ticks.map((x) => x.index)).toEqual([
        { volume: "12.5", turnover: "830000.25", source: "Binance" },
        undefined,
      ]);
      expect(feed.indexVolume(1)).toEqual({ volume: "12.5", turnover: "830000.25", source: "Binance" });
      expect(feed.indexVolume(2)).toBeUndefined();
      // nothing traded since: no tick, and after the stale limit the market is stale
      t.clock.advance(500);
      expect(await feed.step(t.clock())).toEqual([]);
      t.clock.advance(11_000);
      expect(feed.isStale(1)).toBe(true);
      expect(feed.indexVolume(1)).toBeUndefined();

      for (const c of server.clients) c.terminate();
      await until(() => events.filter((e) => e === "open").length === 2);
      send(trade("BTCUSDT", "66990"));
      await new Promise((r) => setTimeout(r, 50));
      t.clock.advance(500);
      expect((await feed.step(t.clock())).map((x) => x.price)).toEqual(["66990"]);
      expect(feed.isStale(1)).toBe(false);
    } finally {
      await feed.stop();
      server.close();
    }
  });
});

describe("tick retention", () => {
  it("prunes raw ticks past the retention period but keeps candles and each market's last tick; nothing else may delete", async () => {
    const feed = await feedOf({ kind: "off" }, { tickRetentionDays: 30 });
    t.clock.advance(500);
    await feed.step(t.clock());
    const last = feed.lastTick(1)!;
    const [before] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticks WHERE market_id = 1",
    );
    const [bars] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM candles");
    await expect(t.db.query("DELETE FROM ticks WHERE market_id = 1")).rejects.toThrow(/append-only/);
    await expect(t.db.query("UPDATE ticks SET price = 1")).rejects.toThrow(/append-only/);

    t.clock.advance(31 * 86_400_000);
    expect(await feed.prune(t.clock())).toBeGreaterThan(0);
    const rows = await t.db.query<{ seq: number }>("SELECT seq FROM ticks WHERE market_id = 1");
    expect(before!.n).toBeGreaterThan(1);
    expect(rows.map((r) => r.seq)).toEqual([last.seq]);
    expect((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM candles"))[0]!.n).toBe(bars!.n);
    // the sequence goes on after a restart
    const resumed = await feedOf({ kind: "off" });
    t.clock.advance(500);
    expect((await resumed.step(t.clock()))[0]!.seq).toBe(last.seq + 1);
    expect(await (await feedOf({ kind: "off" }, { tickRetentionDays: 0 })).prune(t.clock())).toBe(0);
  });
});
