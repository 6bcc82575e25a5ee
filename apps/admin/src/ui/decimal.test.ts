import { describe, expect, it } from "vitest";
import { decimalProblem, decimalSign, withSign } from "./decimal";

describe("decimalSign", () => {
  it("reads the sign from the text", () => {
    expect(decimalSign("250")).toBe(1);
    expect(decimalSign("-0.0005")).toBe(-1);
    expect(decimalSign("+3")).toBe(1);
  });

  it("treats every spelling of zero, and non-decimals, as 0", () => {
    for (const zero of ["0", "-0", "0.000", "-0.0", "000"]) expect(decimalSign(zero)).toBe(0);
    for (const bad of ["", "abc", "1e5", ".5", "5."]) expect(decimalSign(bad)).toBe(0);
  });

  it("keeps precision a float would lose", () => {
    expect(decimalSign("-0.000000000000000001")).toBe(-1);
    expect(decimalSign("12345678901234567890.123456789012345678")).toBe(1);
  });
});

describe("withSign", () => {
  it("adds a plus to credits only and leaves the digits alone", () => {
    expect(withSign("250")).toBe("+250");
    expect(withSign("-12.50")).toBe("-12.50");
    expect(withSign("0")).toBe("0");
    expect(withSign("+1")).toBe("+1");
    expect(withSign("0.100000000000000001")).toBe("+0.100000000000000001");
  });
});

describe("decimalProblem", () => {
  it("accepts plain non-negative decimals within the places allowed", () => {
    expect(decimalProblem("0", 6)).toBeNull();
    expect(decimalProblem("0.0005", 8)).toBeNull();
    expect(decimalProblem(" 65000 ", 18)).toBeNull();
    expect(decimalProblem("1.500000", 1)).toBeNull();
  });

  it("names what is wrong", () => {
    for (const bad of ["", "-1", "1e3", ".5", "5.", "1,5", "abc", "+2"])
      expect(decimalProblem(bad, 8)).toBe("format");
    expect(decimalProblem("0.0000001", 6)).toBe("precision");
    expect(decimalProblem("123456789012345678901", 2)).toBe("size");
    expect(decimalProblem("000000000000000000000001", 2)).toBeNull();
  });
});
