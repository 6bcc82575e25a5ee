import { describe, expect, it } from "vitest";
import { perCoin, shownLines } from "./summary";

const line = (currency_name: string, available: string, locked: string) => ({
  currency: currency_name.length,
  currency_name,
  available,
  locked,
});

const coin = (currency_name: string, amount: string) => ({
  currency_id: currency_name.length,
  currency_name,
  amount,
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

  it("shows the summary's amounts per coin, exactly", () => {
    expect(perCoin([])).toBe("0");
    expect(perCoin([coin("USDT", "0")])).toBe("0");
    expect(perCoin([coin("USDT", "0.1"), coin("USDT", "0.2")])).toBe("0.3 USDT");
    expect(perCoin([coin("USDT", "3.5"), coin("BTC", "0.00000001"), coin("ETH", "0")])).toBe(
      "3.5 USDT · 0.00000001 BTC",
    );
  });
});
