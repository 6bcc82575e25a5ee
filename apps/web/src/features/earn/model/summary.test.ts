import { describe, expect, it } from "vitest";
import { countText, shownLines, yieldToDate } from "./summary";

const line = (currency_name: string, available: string, locked: string) => ({
  currency: currency_name.length,
  currency_name,
  available,
  locked,
});

describe("the financial overview", () => {
  it("lists the coins held, or USDT when nothing is", () => {
    const usdt = line("USDT", "0", "500");
    const btc = line("BTC", "0.1", "0");
    const eth = line("ETH", "0", "0");
    expect(shownLines([btc, eth, usdt])).toEqual([btc, usdt]);
    const empty = line("USDT", "0", "0");
    expect(shownLines([eth, empty])).toEqual([empty]);
    expect(shownLines([])).toEqual([]);
  });

  it("adds the yield paid exactly, per coin", () => {
    expect(yieldToDate([])).toBe("0");
    expect(
      yieldToDate([
        { currency_name: "USDT", yield_paid: "0.1" },
        { currency_name: "USDT", yield_paid: "0.2" },
        { currency_name: "USDT", yield_paid: "0" },
      ]),
    ).toBe("0.3 USDT");
    expect(
      yieldToDate([
        { currency_name: "USDT", yield_paid: "3.5" },
        { currency_name: "BTC", yield_paid: "0.00000001" },
      ]),
    ).toBe("3.5 USDT · 0.00000001 BTC");
  });

  it("says when a count is only the latest page", () => {
    expect(countText(3, 100)).toBe("3");
    expect(countText(100, 100)).toBe("100+");
  });
});
