import { describe, expect, it } from "vitest";
import {
  add,
  compare,
  decimalInput,
  decimalsIn,
  decimalsOf,
  divide,
  floorToStep,
  isDecimal,
  isNegative,
  isPositive,
  multiply,
  nudge,
  percentOf,
  roundTo,
  subtract,
  sum,
  unitOf,
  withDecimals,
} from "./decimal";

describe("decimal text arithmetic", () => {
  it("adds, subtracts and multiplies exactly (no float drift)", () => {
    expect(add("0.1", "0.2")).toBe("0.3");
    expect(add("10", "2.5")).toBe("12.5");
    expect(subtract("1", "0.0001")).toBe("0.9999");
    expect(subtract("0.3", "0.1")).toBe("0.2");
    expect(subtract("40", "10.25")).toBe("29.75");
    expect(subtract("1", "1.0")).toBe("0");
    expect(multiply("0.1", "0.2")).toBe("0.02");
    expect(multiply("0.1", "0.3")).toBe("0.03");
    expect(multiply("250.5", "7.1")).toBe("1778.55");
    expect(multiply("65000.12", "0.01")).toBe("650.0012");
    expect(multiply("65006.5", "1", "0.01")).toBe("650.065");
    expect(multiply("x", "1")).toBeNull();
    expect(multiply("a", "1")).toBeNull();
  });

  it("sums a display total, a malformed part counting as zero", () => {
    expect(sum(["0.1", "0.2"])).toBe("0.3");
    expect(sum(["250", "1.123456", "-0.000001"])).toBe("251.123455");
    expect(sum([])).toBe("0");
    expect(sum(["x", "2"])).toBe("2");
  });

  it("takes a percent of an amount exactly", () => {
    expect(percentOf("10", "20")).toBe("2");
    expect(percentOf("0.1", "30")).toBe("0.03");
    expect(percentOf("33.33", "45")).toBe("14.9985");
    // 0.1 + 0.2 style float traps stay exact
    expect(percentOf("0.3", "10")).toBe("0.03");
    expect(percentOf("123456789.12345678", "50")).toBe("61728394.56172839");
    expect(percentOf("5", "0")).toBe("0");
    expect(percentOf("abc", "20")).toBeNull();
  });

  it("divides and rounds up or down", () => {
    expect(divide("242.099029", "3", 6, "up")).toBe("80.699677");
    expect(divide("242.099029", "3", 6, "down")).toBe("80.699676");
    expect(divide("100", "3", 4, "down")).toBe("33.3333");
    expect(divide("-1", "3", 2, "down")).toBe("-0.34");
    expect(divide("1", "0", 2, "up")).toBeNull();
    expect(divide("1", "0", 4, "down")).toBeNull();
    expect(roundTo("-1.005", 2, "up")).toBe("-1");
    expect(roundTo("-1.005", 2, "down")).toBe("-1.01");
  });

  it("compares and tells the sign", () => {
    expect(compare("1.10", "1.1")).toBe(0);
    expect(compare("10.0", "10")).toBe(0);
    expect(compare("2", "10")).toBe(-1);
    expect(compare("9.99", "10")).toBe(-1);
    expect(compare("1000.01", "1000")).toBe(1);
    expect(compare("x", "1")).toBeNull();
    expect(isPositive("0.0001")).toBe(true);
    expect(isPositive("0")).toBe(false);
    expect(isPositive("-1")).toBe(false);
    expect(isPositive(null)).toBe(false);
    expect(isNegative("-0.01")).toBe(true);
    expect(isNegative("0")).toBe(false);
  });

  it("recognizes decimals only", () => {
    expect(isDecimal("1.5")).toBe(true);
    expect(isDecimal("1.")).toBe(false);
    expect(isDecimal("")).toBe(false);
  });

  it("counts decimals and names units", () => {
    expect(decimalsOf("0.01")).toBe(2);
    expect(decimalsOf("0.50")).toBe(1);
    expect(decimalsOf("1")).toBe(0);
    expect(decimalsIn("0.50")).toBe(2);
    expect(decimalsIn("1")).toBe(0);
    expect(unitOf(2)).toBe("0.01");
    expect(unitOf(0)).toBe("1");
  });

  it("cuts down to the step grid and steps along it", () => {
    expect(floorToStep("65000.129", "0.01")).toBe("65000.12");
    expect(floorToStep("0.0123456789", "0.000001")).toBe("0.012345");
    expect(floorToStep("12", "5")).toBe("10");
    expect(nudge("1", "0.01", 1)).toBe("1.01");
    expect(nudge("65000.12", "0.01", 1)).toBe("65000.13");
    expect(nudge("65000.12", "0.01", -1)).toBe("65000.11");
    // off the grid: up to the next point, down to the one below
    expect(nudge("1.005", "0.01", 1)).toBe("1.01");
    expect(nudge("1.005", "0.01", -1)).toBe("1");
    expect(nudge("", "0.01", 1)).toBe("0.01");
    expect(nudge("0", "0.01", -1)).toBe("0");
    expect(nudge("0", "1", -1)).toBe("0");
  });

  it("steps within a range", () => {
    expect(nudge("", "0.01", 1, "0.1", "200")).toBe("0.1");
    expect(nudge("0.1", "0.01", -1, "0.1", "200")).toBe("0.1");
    expect(nudge("200", "0.01", 1, "0.1", "200")).toBe("200");
  });

  it("shows a price with the tick's decimals", () => {
    expect(withDecimals("65000", 2)).toBe("65000.00");
    expect(withDecimals("65000.129", 2)).toBe("65000.12");
    expect(withDecimals("7.5", 0)).toBe("7");
  });

  it("cleans what the user types into a decimal", () => {
    expect(decimalInput("1,5")).toBe("1.5");
    expect(decimalInput("12a.3.4")).toBe("12.34");
    expect(decimalInput(" 100 ")).toBe("100");
  });
});
