import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.ts";
import { operatorToken, testApp } from "../../testing/harness.ts";

/** A server that does not hedge never loads CCXT: the module below fails any import of it and notes it. */
const seen = vi.hoisted(() => ({ ccxt: false }));
vi.mock("ccxt", () => {
  seen.ccxt = true;
  throw new Error("CCXT loaded by a server that does not hedge");
});

describe("hedging off", () => {
  it("starts without HEDGE_EXCHANGE, says hedging is off, and never loads CCXT", async () => {
    expect(loadConfig({}).hedge).toBeUndefined();
    const t = await testApp();
    try {
      await t.app.hedge.round();
      const v = await t.get("/api/admin/hedge", await operatorToken(t));
      expect(v.type).toBe("ok");
      expect(v.message).toMatchObject({ enabled: false, exchange: null, threshold: null, orders: [] });
      expect(v.message.markets.find((m: { symbol: string }) => m.symbol === "BTC/USDT")).toMatchObject({
        house_net: "0",
        hedged: "0",
        last_error: null,
      });
    } finally {
      await t.close();
    }
    expect(seen.ccxt).toBe(false);
    // a whole app over a fresh embedded database: slower than the unit tests' default allows
  }, 60_000);

  it("would have noticed a load", async () => {
    await expect(import("ccxt")).rejects.toThrow();
    expect(seen.ccxt).toBe(true);
  });
});

describe("hedging's configuration", () => {
  const env = { HEDGE_EXCHANGE: "binance", HEDGE_API_KEY: "k", HEDGE_SECRET: "s" };
  it("reads the exchange, the keys, the venue's address, the threshold and the interval", () => {
    expect(loadConfig(env).hedge).toEqual({
      exchange: "binance",
      apiKey: "k",
      secret: "s",
      url: undefined,
      threshold: "10000",
      intervalMs: 5000,
    });
    expect(
      loadConfig({
        ...env,
        HEDGE_URL: "http://127.0.0.1:9/api/v3/",
        HEDGE_THRESHOLD: "250.5",
        HEDGE_INTERVAL_MS: "1000",
      }).hedge,
    ).toMatchObject({ url: "http://127.0.0.1:9/api/v3", threshold: "250.5", intervalMs: 1000 });
  });

  it("refuses to start half configured, and never repeats the secret", () => {
    expect(() => loadConfig({ HEDGE_EXCHANGE: "binance", HEDGE_API_KEY: "k" })).toThrow(/HEDGE_SECRET/);
    expect(() => loadConfig({ ...env, HEDGE_THRESHOLD: "-1" })).toThrow(/HEDGE_THRESHOLD/);
    expect(() => loadConfig({ ...env, HEDGE_EXCHANGE: "Bin ance" })).toThrow(/HEDGE_EXCHANGE/);
    expect(() => loadConfig({ ...env, HEDGE_URL: "ftp://x" })).toThrow(/HEDGE_URL/);
    const refusal = () => loadConfig({ ...env, HEDGE_SECRET: "very-secret-value", HEDGE_INTERVAL_MS: "5" });
    expect(refusal).toThrow(/HEDGE_INTERVAL_MS/);
    expect(refusal).not.toThrow(/very-secret-value/);
  });
});
