import { describe, expect, it } from "vitest";
import { accountBalances } from "./balances";

const line = (kind: string, name: string, available: string, frozen: string, value: string) => ({
  id: 3,
  currency: 3,
  currency_name: name,
  [`${kind}_balance`]: available,
  [`lock_${kind}_balance`]: frozen,
  usdt_price: "1",
  usdt_value: value,
});

describe("accountBalances", () => {
  it("reads each account kind's own field names and keeps the amounts as text", () => {
    const wallets = {
      legal_wallet: { balance: [line("legal", "USDT", "0", "0", "0")], totle: "0", usdt_totle: "0" },
      change_wallet: {
        balance: [
          line("change", "USDT", "250", "0", "250"),
          line("change", "BTC", "0.00000001", "1.10000000000000001", "71500.00065"),
        ],
        totle: "71750.00065",
        usdt_totle: "71750.00065",
      },
      lever_wallet: { balance: [], totle: "0", usdt_totle: "0" },
      micro_wallet: { balance: [], totle: "0", usdt_totle: "0" },
      ExRate: "1",
    };
    const accounts = accountBalances(wallets);
    expect(accounts.map((a) => a.kind)).toEqual(["legal", "change", "lever", "micro"]);
    const spot = accounts[1]!;
    expect(spot.total).toBe("71750.00065");
    expect(spot.lines).toEqual([
      { currency_name: "USDT", available: "250", frozen: "0", usdt_value: "250" },
      {
        currency_name: "BTC",
        available: "0.00000001",
        frozen: "1.10000000000000001",
        usdt_value: "71500.00065",
      },
    ]);
  });

  it("survives a missing or malformed answer without inventing balances", () => {
    expect(accountBalances(null).every((a) => a.lines.length === 0 && a.total === "0")).toBe(true);
    const partial = accountBalances({ change_wallet: { balance: [{ currency_name: "ETH" }, 7] } });
    expect(partial[1]!.lines).toEqual([
      { currency_name: "ETH", available: "0", frozen: "0", usdt_value: "0" },
    ]);
  });
});
