import { fromUnits } from "@bourse/money";
import { describe, expect, it } from "vitest";
import {
  BinanceError,
  binanceSymbol,
  createWeightCounter,
  integerParam,
  symbolIndex,
  symbolParam,
  symbolsParam,
} from "./binance.conventions.ts";
import { kline, type MarketRules, symbolInfo, ticker24h } from "./binance.map.ts";

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof BinanceError ? e.code : "other";
  }
  return undefined;
};

describe("Binance's conventions", () => {
  it("names markets Binance's way and finds them by either name", () => {
    expect(binanceSymbol("BTC/USDT")).toBe("BTCUSDT");
    const index = symbolIndex([{ symbol: "BTC/USDT" }, { symbol: "ETH/USDT" }]);
    expect(index.of("BTCUSDT")?.symbol).toBe("BTC/USDT");
    expect(index.of("btc/usdt")?.symbol).toBe("BTC/USDT");
    expect(index.of("BTCEUR")).toBeUndefined();
  });

  it("reads parameters as Binance does, refusing with its codes", () => {
    expect(symbolParam("BTCUSDT")).toBe("BTCUSDT");
    expect(codeOf(() => symbolParam(undefined))).toBe(-1102);
    expect(codeOf(() => symbolParam(""))).toBe(-1102);
    expect(codeOf(() => symbolParam("BT<C"))).toBe(-1100);
    expect(symbolsParam('["BTCUSDT","ETHUSDT"]')).toEqual(["BTCUSDT", "ETHUSDT"]);
    for (const bad of ["BTCUSDT", "[", "[]", "[1]", '{"a":1}', '["B C"]'])
      expect(
        codeOf(() => symbolsParam(bad)),
        bad,
      ).toBe(-1100);
    expect(integerParam("500", "limit")).toBe(500);
    expect(integerParam(undefined, "limit")).toBeUndefined();
    for (const bad of ["-1", "1e3", "1.5", " 1", "99999999999999999999"])
      expect(
        codeOf(() => integerParam(bad, "limit")),
        bad,
      ).toBe(-1100);
  });

  it("counts each IP's weight per minute", () => {
    let now = Date.UTC(2026, 0, 5, 8, 0, 30);
    const weights = createWeightCounter(() => new Date(now), 10);
    expect(weights.add("a", 6)).toMatchObject({ used: 6, over: false });
    expect(weights.add("b", 1)).toMatchObject({ used: 1, over: false });
    expect(weights.add("a", 5)).toEqual({ used: 11, over: true, retryAfter: 30 });
    now += 30_000;
    expect(weights.add("a", 1)).toMatchObject({ used: 1, over: false });
  });
});

const rules: MarketRules = {
  id: 1,
  symbol: "BTC/USDT",
  currencyId: 1,
  legalId: 3,
  baseName: "BTC",
  quoteName: "USDT",
  baseScale: 8,
  quoteScale: 6,
  priceDecimals: 2,
  amountDecimals: 6,
  tickSize: fromUnits(10_000n, 6),
  stepSize: fromUnits(100n, 8),
  minNotional: fromUnits(5_000_000n, 6),
  makerFee: fromUnits(1n, 3),
  takerFee: fromUnits(1n, 3),
  priceBand: fromUnits(10n, 0),
  open: true,
  priceStep: fromUnits(10_000n, 6),
  lotStep: fromUnits(100n, 8),
  halted: false,
};

describe("Binance's shapes of the venue's data", () => {
  it("lists a market's rules as filters", () => {
    const info = symbolInfo(rules);
    expect(info).toMatchObject({ symbol: "BTCUSDT", status: "TRADING", baseAssetPrecision: 8 });
    expect(info.filters[0]).toEqual({
      filterType: "PRICE_FILTER",
      minPrice: "0.01",
      maxPrice: "90071992547409.91",
      tickSize: "0.01",
    });
    expect(info.filters[1]).toMatchObject({ minQty: "0.000001", stepSize: "0.000001" });
    expect(info.filters[3]).toMatchObject({ filterType: "NOTIONAL", minNotional: "5" });
    expect(symbolInfo({ ...rules, open: false }).status).toBe("BREAK");
  });

  it("computes the 24 h ticker's change and average in decimals", () => {
    const t = ticker24h({
      rules,
      last: "101.5",
      open: "100",
      high: "102",
      low: "99",
      change: "1.5",
      volume: "3",
      turnover: "301",
      bids: [["101", "0.5"]],
      asks: [],
      trades: { first: 4, last: 6, count: 3, lastQty: "1" },
      now: 1_000_000_000,
    });
    expect(t).toMatchObject({
      priceChange: "1.5",
      weightedAvgPrice: "100.33",
      bidPrice: "101",
      askPrice: "0",
      count: 3,
      openTime: 1_000_000_000 - 86_400_000,
    });
    const quiet = ticker24h({
      rules,
      last: null,
      open: null,
      high: null,
      low: null,
      change: null,
      volume: "0",
      turnover: "0",
      bids: [],
      asks: [],
      trades: undefined,
      now: 0,
    });
    expect(quiet).toMatchObject({ lastPrice: "0", priceChange: "0", firstId: -1, lastId: -1, count: 0 });
  });

  it("turns a bar into Binance's kline array", () => {
    expect(
      kline({
        open_ms: "60000",
        close_ms: "119999",
        open: "1.500000000000000000",
        high: "2",
        low: "1",
        close: "1.5",
        volume: "0.000000000000000000",
        turnover: "0",
        trades: 0,
        buy_base: "0",
        buy_quote: "0",
      }),
    ).toEqual([60000, "1.5", "2", "1", "1.5", "0", 119999, "0", 0, "0", "0", "0"]);
  });
});
