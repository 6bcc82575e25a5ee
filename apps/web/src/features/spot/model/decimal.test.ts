import { describe, expect, it } from "vitest";
import {
  compare,
  decimalsOf,
  divideDown,
  floorToStep,
  multiply,
  nudge,
  subtract,
  withDecimals,
} from "./decimal";

describe("order form decimals", () => {
  it("multiplies, subtracts and divides exactly (no float drift)", () => {
    expect(multiply("0.1", "0.2")).toBe("0.02");
    expect(multiply("65000.12", "0.01")).toBe("650.0012");
    expect(subtract("0.3", "0.1")).toBe("0.2");
    expect(divideDown("100", "3", 4)).toBe("33.3333");
    expect(divideDown("1", "0", 4)).toBeNull();
    expect(divideDown("-1", "3", 2)).toBe("-0.34");
    expect(compare("1.10", "1.1")).toBe(0);
  });

  it("cuts down to the step grid and steps along it", () => {
    expect(floorToStep("65000.129", "0.01")).toBe("65000.12");
    expect(floorToStep("0.0123456789", "0.000001")).toBe("0.012345");
    expect(floorToStep("12", "5")).toBe("10");
    expect(nudge("65000.12", "0.01", 1)).toBe("65000.13");
    expect(nudge("65000.12", "0.01", -1)).toBe("65000.11");
    // off the grid: up to the next point, down to the one below
    expect(nudge("1.005", "0.01", 1)).toBe("1.01");
    expect(nudge("1.005", "0.01", -1)).toBe("1");
    expect(nudge("", "0.01", 1)).toBe("0.01");
    expect(nudge("0", "0.01", -1)).toBe("0");
  });

  it("shows a price with the tick's decimals", () => {
    expect(decimalsOf("0.01")).toBe(2);
    expect(decimalsOf("0.50")).toBe(1);
    expect(decimalsOf("1")).toBe(0);
    expect(withDecimals("65000", 2)).toBe("65000.00");
    expect(withDecimals("65000.129", 2)).toBe("65000.12");
    expect(withDecimals("7.5", 0)).toBe("7");
  });
});
