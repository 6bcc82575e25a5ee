import { describe, expect, it } from "vitest";
import { add, compare, divide, multiply, nudge, roundTo, subtract, unitOf } from "./decimal";

describe("decimal", () => {
  it("adds, subtracts and multiplies exactly", () => {
    expect(add("0.1", "0.2")).toBe("0.3");
    expect(subtract("1", "0.0001")).toBe("0.9999");
    expect(multiply("65006.5", "1", "0.01")).toBe("650.065");
    expect(multiply("x", "1")).toBeNull();
  });

  it("divides and rounds up or down", () => {
    expect(divide("242.099029", "3", 6, "up")).toBe("80.699677");
    expect(divide("242.099029", "3", 6, "down")).toBe("80.699676");
    expect(divide("1", "0", 2, "up")).toBeNull();
    expect(roundTo("-1.005", 2, "up")).toBe("-1");
    expect(roundTo("-1.005", 2, "down")).toBe("-1.01");
  });

  it("compares and names units", () => {
    expect(compare("1.10", "1.1")).toBe(0);
    expect(compare("2", "10")).toBe(-1);
    expect(unitOf(2)).toBe("0.01");
    expect(unitOf(0)).toBe("1");
  });

  it("steps on the grid within a range", () => {
    expect(nudge("1", "0.01", 1)).toBe("1.01");
    expect(nudge("1.005", "0.01", -1)).toBe("1");
    expect(nudge("", "0.01", 1, "0.1", "200")).toBe("0.1");
    expect(nudge("0.1", "0.01", -1, "0.1", "200")).toBe("0.1");
    expect(nudge("200", "0.01", 1, "0.1", "200")).toBe("200");
    expect(nudge("0", "1", -1)).toBe("0");
  });
});
