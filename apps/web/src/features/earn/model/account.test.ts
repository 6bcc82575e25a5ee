import { describe, expect, it } from "vitest";
import { readFinancialAccount } from "./account";

describe("the financial account", () => {
  it("reads each coin's available and locked balance and the USDT total", () => {
    const account = readFinancialAccount({
      financial_wallet: {
        balance: [
          {
            id: 3,
            currency: 3,
            currency_name: "USDT",
            financial_balance: "500.5",
            lock_financial_balance: "500",
            usdt_value: "1000.5",
          },
          { id: 1, currency: 1, currency_name: "BTC", financial_balance: "0", lock_financial_balance: "0" },
        ],
        usdt_totle: "1000.5",
      },
    });
    expect(account.usdtTotal).toBe("1000.5");
    expect(account.lines).toEqual([
      { currency: 3, currency_name: "USDT", available: "500.5", locked: "500" },
      { currency: 1, currency_name: "BTC", available: "0", locked: "0" },
    ]);
  });

  it("answers an empty account when the server sends none", () => {
    expect(readFinancialAccount({})).toEqual({ lines: [], usdtTotal: "0" });
  });
});
