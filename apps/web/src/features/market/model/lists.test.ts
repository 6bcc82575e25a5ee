import { describe, expect, it } from "vitest";
import type { Quotation } from "../../../api/types";
import { rankMarkets, searchMarkets } from "./lists";

const market = (symbol: string, change: string | null, turnover: string): Quotation => {
  const [base = "", quote = ""] = symbol.split("/");
  return {
    id: symbol.length,
    legal_id: 1,
    currency_id: 2,
    legal_name: quote,
    currency_name: base,
    symbol,
    now_price: "1",
    change,
    open: null,
    high: null,
    low: null,
    volume: "0",
    turnover,
    stale: false,
    open_lever: true,
    open_microtrade: false,
    index_volume: null,
    index_turnover: null,
    index_source: null,
  };
};

const markets = [
  market("BTC/USDT", "1.50", "900.5"),
  market("ETH/USDT", "-2.10", "1200"),
  market("LTC/USDT", null, "0"),
  market("ETH/BTC", "3.00", "900.25"),
];
const symbols = (list: Quotation[]) => list.map((m) => m.symbol);

describe("rankMarkets", () => {
  it("sorts gainers and losers by 24 h change, unknown change last", () => {
    expect(symbols(rankMarkets(markets, "gainers"))).toEqual(["ETH/BTC", "BTC/USDT", "ETH/USDT", "LTC/USDT"]);
    expect(symbols(rankMarkets(markets, "losers"))).toEqual(["ETH/USDT", "BTC/USDT", "ETH/BTC", "LTC/USDT"]);
  });

  it("sorts by turnover, exactly", () => {
    expect(symbols(rankMarkets(markets, "turnover"))).toEqual([
      "ETH/USDT",
      "BTC/USDT",
      "ETH/BTC",
      "LTC/USDT",
    ]);
  });

  it("leaves the input as it was", () => {
    rankMarkets(markets, "gainers");
    expect(symbols(markets)).toEqual(["BTC/USDT", "ETH/USDT", "LTC/USDT", "ETH/BTC"]);
  });
});

describe("searchMarkets", () => {
  it("finds symbols case-insensitively, with or without the separator", () => {
    expect(symbols(searchMarkets(markets, "eth"))).toEqual(["ETH/USDT", "ETH/BTC"]);
    expect(symbols(searchMarkets(markets, " ethusdt "))).toEqual(["ETH/USDT"]);
    expect(symbols(searchMarkets(markets, "eth/u"))).toEqual(["ETH/USDT"]);
    expect(symbols(searchMarkets(markets, "Usdt"))).toHaveLength(3);
  });

  it("finds nothing for an empty query or an unknown coin", () => {
    expect(searchMarkets(markets, "  ")).toEqual([]);
    expect(searchMarkets(markets, "doge")).toEqual([]);
  });
});
