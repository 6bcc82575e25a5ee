import { describe, expect, it } from "vitest";
import {
  coinAmount,
  DEFAULT_RATES,
  invitedAt,
  nextPage,
  PRODUCTS,
  productKey,
  REBATE_TABS,
  ratePercent,
  tabLevel,
} from "./share";

describe("rates as percents", () => {
  it("moves the point two places, exactly", () => {
    expect(ratePercent("0.16", "en")).toBe("16%");
    expect(ratePercent("0.08", "en")).toBe("8%");
    expect(ratePercent("0.04", "en")).toBe("4%");
    expect(ratePercent("0.32", "en")).toBe("32%");
    expect(ratePercent("0.045", "en")).toBe("4.5%");
    expect(ratePercent("0.1234", "en")).toBe("12.34%");
    expect(ratePercent("1", "en")).toBe("100%");
    expect(ratePercent("0", "en")).toBe("0%");
    expect(ratePercent(" 0.16 ", "en")).toBe("16%");
  });

  it("writes the percent in the user's language", () => {
    expect(ratePercent("0.045", "vi")).toBe("4,5%");
    expect(ratePercent("0.1234", "vi")).toBe("12,34%");
    expect(ratePercent("0.1234", "en")).toBe("12.34%");
    expect(ratePercent("12.345", "vi")).toBe("1.234,5%");
    expect(ratePercent("12.345", "en")).toBe("1,234.5%");
    expect(ratePercent("abc", "vi")).toBe("--");
  });

  it("cuts a long rate to four decimals of a percent", () => {
    expect(ratePercent("0.333333333", "en")).toBe("33.3333%");
  });

  it("shows -- for a missing, malformed or negative rate", () => {
    for (const bad of [null, undefined, "", "abc", "1e-2", "-0.1", ".5"])
      expect(ratePercent(bad, "en")).toBe("--");
  });

  it("quotes the venue's defaults as 16/8/4 and 32/16/8", () => {
    expect(DEFAULT_RATES.standard.map((r) => ratePercent(r, "en"))).toEqual(["16%", "8%", "4%"]);
    expect(DEFAULT_RATES.king.map((r) => ratePercent(r, "en"))).toEqual(["32%", "16%", "8%"]);
  });
});

describe("amounts", () => {
  it("shows the amount with its coin, cut to 8 decimals", () => {
    expect(coinAmount("0.24", "USDT", "en")).toBe("0.24 USDT");
    expect(coinAmount("0.000000123", "BTC", "en")).toBe("0.00000012 BTC");
    expect(coinAmount("1.50000000", "ETH", "en")).toBe("1.5 ETH");
    expect(coinAmount("0", "USDT", "en")).toBe("0 USDT");
    expect(coinAmount(null, "USDT", "en")).toBe("--");
    expect(coinAmount("x", "USDT", "en")).toBe("--");
  });

  it("groups and separates the amount as the user's language does", () => {
    expect(coinAmount("12345.678", "USDT", "vi")).toBe("12.345,678 USDT");
    expect(coinAmount("12345.678", "USDT", "en")).toBe("12,345.678 USDT");
    expect(coinAmount("0.000000123", "BTC", "vi")).toBe("0,00000012 BTC");
    expect(coinAmount("0.24", "USDT", "en")).toBe("0.24 USDT");
  });
});

describe("products", () => {
  it("names every product the server records", () => {
    expect(productKey("spot")).toBe("product.spot");
    expect(productKey("lever")).toBe("product.lever");
    expect(productKey("p2p")).toBe("product.p2p");
    expect(productKey("nft")).toBe("product.nft");
    expect(PRODUCTS.every((p) => productKey(p) === `product.${p}`)).toBe(true);
  });

  it("has no name for a product it does not know", () => {
    expect(productKey("options")).toBeNull();
    expect(productKey("")).toBeNull();
    expect(productKey("SPOT")).toBeNull();
  });
});

describe("record tabs", () => {
  it("ask for every level, then each", () => {
    expect(REBATE_TABS).toEqual(["all", "1", "2", "3"]);
    expect(tabLevel("all")).toBeUndefined();
    expect(tabLevel("1")).toBe(1);
    expect(tabLevel("2")).toBe(2);
    expect(tabLevel("3")).toBe(3);
  });
});

describe("pages", () => {
  it("asks for the next page until the last", () => {
    expect(nextPage({ data: [1], page: 1, pages: 3 })).toBe(2);
    expect(nextPage({ data: [1], page: 2, pages: 3 })).toBe(3);
    expect(nextPage({ data: [1], page: 3, pages: 3 })).toBeUndefined();
    expect(nextPage({ data: [], page: 1, pages: 1 })).toBeUndefined();
    expect(nextPage({ data: [], page: 2, pages: 5 })).toBeUndefined();
  });
});

describe("invitees", () => {
  it("reads each level", () => {
    const invited = { level1: 3, level2: 2, level3: 1 };
    expect([1, 2, 3].map((l) => invitedAt(invited, l as 1 | 2 | 3))).toEqual([3, 2, 1]);
  });
});
