import { describe, expect, it } from "vitest";
import { type AmountLimits, amountProblem } from "./amount";

const limits: AmountLimits = {
  decimals: 6,
  min: "100",
  max: "100000",
  remaining: "1000000",
  available: "5000",
};

describe("the amount to lock", () => {
  it("accepts a positive amount within every limit", () => {
    expect(amountProblem("500", limits)).toBeNull();
    expect(amountProblem(" 100 ", limits)).toBeNull();
    expect(amountProblem("4999.999999", limits)).toBeNull();
    expect(amountProblem("5000", limits)).toBeNull();
  });

  it("asks for a positive number", () => {
    expect(amountProblem("", limits)).toBe("required");
    expect(amountProblem("  ", limits)).toBe("required");
    expect(amountProblem("0", limits)).toBe("invalid");
    expect(amountProblem("abc", limits)).toBe("invalid");
    expect(amountProblem("1.", limits)).toBe("invalid");
    expect(amountProblem("-5", limits)).toBe("invalid");
  });

  it("allows at most the coin's decimals", () => {
    expect(amountProblem("500.1234567", limits)).toBe("decimals");
    expect(amountProblem("500.1234560", limits)).toBe("decimals");
    expect(amountProblem("500.1234567", { ...limits, decimals: undefined })).toBeNull();
  });

  it("keeps within the plan's single-order limits", () => {
    expect(amountProblem("99.999999", limits)).toBe("belowMin");
    expect(amountProblem("100000.000001", { ...limits, available: undefined })).toBe("aboveMax");
  });

  it("keeps within the quota left and the balance, when known", () => {
    expect(amountProblem("600", { ...limits, remaining: "500" })).toBe("aboveRemaining");
    expect(amountProblem("600", { ...limits, remaining: null })).toBeNull();
    expect(amountProblem("5000.000001", limits)).toBe("aboveAvailable");
    expect(amountProblem("50000", { ...limits, available: undefined })).toBeNull();
  });
});
