import { describe, expect, it } from "vitest";
import { addressProblem, amountInput, bankAccountProblem, isAmount } from "./amount";

describe("amount input", () => {
  it("accepts positive decimals only", () => {
    expect(isAmount("12")).toBe(true);
    expect(isAmount("0.5")).toBe(true);
    expect(isAmount("0")).toBe(false);
    expect(isAmount("0.000")).toBe(false);
    expect(isAmount("1e3")).toBe(false);
    expect(isAmount("01")).toBe(false);
    expect(isAmount("1.")).toBe(false);
    expect(isAmount("")).toBe(false);
  });

  it("keeps digits and one point as the user types", () => {
    expect(amountInput("1a2.3.4")).toBe("12.34");
    expect(amountInput("-5")).toBe("5");
  });

  it("checks addresses and bank accounts (spec §5)", () => {
    expect(addressProblem("T".repeat(19))).toBe("wallet.address.length");
    expect(addressProblem(`${"T".repeat(20)}*`)).toBe("wallet.address.star");
    expect(addressProblem("T".repeat(34))).toBeNull();
    expect(bankAccountProblem("12345678901a3")).toBe("wallet.bank.digitsOnly");
    expect(bankAccountProblem("123456789012")).toBe("wallet.bank.tooShort");
    expect(bankAccountProblem("1234567890123")).toBeNull();
  });
});
