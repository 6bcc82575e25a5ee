import { describe, expect, it } from "vitest";
import { isPositive, multiplyDecimals, sumDecimals } from "./decimal";

describe("decimal text arithmetic", () => {
  it("adds exactly", () => {
    expect(sumDecimals(["0.1", "0.2"])).toBe("0.3");
    expect(sumDecimals(["250", "1.123456", "-0.000001"])).toBe("251.123455");
    expect(sumDecimals([])).toBe("0");
    expect(sumDecimals(["x", "2"])).toBe("2");
  });

  it("multiplies exactly", () => {
    expect(multiplyDecimals("250.5", "7.1")).toBe("1778.55");
    expect(multiplyDecimals("0.1", "0.3")).toBe("0.03");
    expect(multiplyDecimals("a", "1")).toBeNull();
  });

  it("tells a positive amount", () => {
    expect(isPositive("0.0001")).toBe(true);
    expect(isPositive("0")).toBe(false);
    expect(isPositive("-1")).toBe(false);
  });
});
