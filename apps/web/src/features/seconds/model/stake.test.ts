import { describe, expect, it } from "vitest";
import { expectedProfit, stakeProblem } from "./stake";

const rules = { min_num: "10", max_num: "5000", profit_ratio: "20" };

describe("stake", () => {
  it("accepts a stake within the limits and the balance", () => {
    expect(stakeProblem("10", rules)).toBeNull();
    expect(stakeProblem("5000", rules, "5000")).toBeNull();
    expect(stakeProblem(" 25.5 ", rules, "40")).toBeNull();
  });

  it("names what is wrong with a stake", () => {
    expect(stakeProblem("", rules)).toBe("stake.invalid");
    expect(stakeProblem("0", rules)).toBe("stake.invalid");
    expect(stakeProblem("1.", rules)).toBe("stake.invalid");
    expect(stakeProblem("9.99", rules)).toBe("stake.belowMin");
    expect(stakeProblem("5000.01", rules)).toBe("stake.aboveMax");
    expect(stakeProblem("50", rules, "40")).toBe("stake.aboveBalance");
  });

  it("ignores a zero maximum (no upper limit)", () => {
    expect(stakeProblem("99999", { ...rules, max_num: "0" })).toBeNull();
  });

  it("previews the profit of a win exactly", () => {
    expect(expectedProfit("100", "20")).toBe("20");
    expect(expectedProfit("10", "30")).toBe("3");
    expect(expectedProfit("0.3", "45")).toBe("0.135");
    expect(expectedProfit("12.34", "50")).toBe("6.17");
    expect(expectedProfit("", "20")).toBeNull();
    expect(expectedProfit("0", "20")).toBeNull();
  });
});
