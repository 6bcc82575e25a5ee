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
    expect(readFinancialAccount({})).toEqual({ lines: [], usdtTotal: "0", availableUsdt: "0" });
  });

  it("values what is available in every account in USDT, each line cut to 8 decimals", () => {
    const account = readFinancialAccount({
      change_wallet: {
        balance: [
          {
            currency: 3,
            currency_name: "USDT",
            change_balance: "1000.5",
            lock_change_balance: "5",
            usdt_price: "1",
          },
          // 0.00000001 × 65000.123 = 0.00065000123, cut on its own line; the locked 2 BTC do not count
          {
            currency: 1,
            currency_name: "BTC",
            change_balance: "0.00000001",
            lock_change_balance: "2",
            usdt_price: "65000.123",
          },
        ],
      },
      financial_wallet: {
        balance: [
          {
            currency: 1,
            currency_name: "BTC",
            financial_balance: "0.1",
            lock_financial_balance: "0.5",
            usdt_price: "65000.123",
          },
        ],
        usdt_totle: "39000",
      },
      copy_wallet: { balance: [] },
    });
    // 1000.5 + 0.00065 + 6500.0123
    expect(account.availableUsdt).toBe("7500.51295");
    expect(account.usdtTotal).toBe("39000");
  });
});
