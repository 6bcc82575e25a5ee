import { describe, expect, it } from "vitest";
import { add, compare, decimalInput, isDecimal, isPositive, percentOf, subtract } from "./decimal";

describe("seconds decimals", () => {
  it("takes a percent of an amount exactly, without floats", () => {
    expect(percentOf("10", "20")).toBe("2");
    expect(percentOf("0.1", "30")).toBe("0.03");
    expect(percentOf("33.33", "45")).toBe("14.9985");
    // 0.1 + 0.2 style float traps stay exact
    expect(percentOf("0.3", "10")).toBe("0.03");
    expect(percentOf("123456789.12345678", "50")).toBe("61728394.56172839");
    expect(percentOf("5", "0")).toBe("0");
    expect(percentOf("abc", "20")).toBeNull();
  });

  it("adds, subtracts and compares decimal texts", () => {
    expect(add("10", "2.5")).toBe("12.5");
    expect(subtract("40", "10.25")).toBe("29.75");
    expect(subtract("1", "1.0")).toBe("0");
    expect(compare("10.0", "10")).toBe(0);
    expect(compare("9.99", "10")).toBe(-1);
    expect(compare("1000.01", "1000")).toBe(1);
    expect(compare("x", "1")).toBeNull();
  });

  it("recognizes positive decimals only", () => {
    expect(isDecimal("1.5")).toBe(true);
    expect(isDecimal("1.")).toBe(false);
    expect(isDecimal("")).toBe(false);
    expect(isPositive("0.0001")).toBe(true);
    expect(isPositive("0")).toBe(false);
    expect(isPositive(null)).toBe(false);
  });

  it("cleans what the user types into a decimal", () => {
    expect(decimalInput("1,5")).toBe("1.5");
    expect(decimalInput("12a.3.4")).toBe("12.34");
    expect(decimalInput(" 100 ")).toBe("100");
  });
});
