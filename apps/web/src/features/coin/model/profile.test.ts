import { describe, expect, it } from "vitest";
import { coinOf, formatDay, formatSupply, formatUsd } from "./profile";

describe("coin profile", () => {
  it("reads the coin of a coin or a market symbol", () => {
    expect(coinOf("BTC")).toBe("BTC");
    expect(coinOf("eth/usdt")).toBe("ETH");
    expect(coinOf(" ")).toBeNull();
    expect(coinOf(null)).toBeNull();
  });

  it("formats supplies, dollar prices and days for the reader", () => {
    expect(formatSupply("21000000", "en-US")).toBe("21,000,000");
    expect(formatSupply("120700000.5", "de-DE")).toBe("120.700.000,5");
    expect(formatUsd("0.31", "en-US")).toBe("$0.31");
    expect(formatUsd("1", "en-US")).toBe("$1");
    expect(formatDay("2009-01-03", "en-US")).toBe("Jan 3, 2009");
    expect(formatDay("soon", "en-US")).toBe("soon");
  });
});
