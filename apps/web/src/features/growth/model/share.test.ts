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
    expect(ratePercent("0.16")).toBe("16%");
    expect(ratePercent("0.08")).toBe("8%");
    expect(ratePercent("0.04")).toBe("4%");
    expect(ratePercent("0.32")).toBe("32%");
    expect(ratePercent("0.045")).toBe("4.5%");
    expect(ratePercent("0.1234")).toBe("12.34%");
    expect(ratePercent("1")).toBe("100%");
    expect(ratePercent("0")).toBe("0%");
    expect(ratePercent(" 0.16 ")).toBe("16%");
  });

  it("cuts a long rate to four decimals of a percent", () => {
    expect(ratePercent("0.333333333")).toBe("33.3333%");
  });

  it("shows -- for a missing, malformed or negative rate", () => {
    for (const bad of [null, undefined, "", "abc", "1e-2", "-0.1", ".5"]) expect(ratePercent(bad)).toBe("--");
  });

  it("quotes the venue's defaults as 16/8/4 and 32/16/8", () => {
    expect(DEFAULT_RATES.standard.map(ratePercent)).toEqual(["16%", "8%", "4%"]);
    expect(DEFAULT_RATES.king.map(ratePercent)).toEqual(["32%", "16%", "8%"]);
  });
});

describe("amounts", () => {
  it("shows the amount with its coin, cut to 8 decimals", () => {
    expect(coinAmount("0.24", "USDT")).toBe("0.24 USDT");
    expect(coinAmount("0.000000123", "BTC")).toBe("0.00000012 BTC");
    expect(coinAmount("1.50000000", "ETH")).toBe("1.5 ETH");
    expect(coinAmount("0", "USDT")).toBe("0 USDT");
    expect(coinAmount(null, "USDT")).toBe("--");
    expect(coinAmount("x", "USDT")).toBe("--");
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
