import { describe, expect, it } from "vitest";
import { compareDecimal } from "./decimal-compare";

describe("compareDecimal", () => {
  it("compares decimal texts by value", () => {
    expect(compareDecimal("150", "100")).toBe(1);
    expect(compareDecimal("100", "100.0")).toBe(0);
    expect(compareDecimal("0.5", "0.02")).toBe(1);
    expect(compareDecimal("0.019", "0.02")).toBe(-1);
    expect(compareDecimal("007", "7")).toBe(0);
    expect(compareDecimal("99.99", "100")).toBe(-1);
  });

  it("answers nothing for text that is not a decimal", () => {
    expect(compareDecimal("", "1")).toBeUndefined();
    expect(compareDecimal("1e3", "1")).toBeUndefined();
    expect(compareDecimal("-1", "1")).toBeUndefined();
  });
});
