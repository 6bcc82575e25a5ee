import { describe, expect, it } from "vitest";
import { ASSET_LIMIT, aboveZero, DAILY_RATE, LTV, stepProblem } from "./loan-rules";

describe("the loan forms' patterns", () => {
  it("takes the rates the server takes", () => {
    for (const ok of ["0", "0.0003", "0.12345678", " 0.001 "]) expect(DAILY_RATE.test(ok)).toBe(true);
    for (const bad of ["1", "0.123456789", ".5", "0.03%", ""]) expect(DAILY_RATE.test(bad)).toBe(false);
    for (const ok of ["0.8", "1", "999.9999"]) expect(ASSET_LIMIT.test(ok)).toBe(true);
    for (const bad of ["1000", "0.12345", "-1", ""]) expect(ASSET_LIMIT.test(bad)).toBe(false);
    for (const ok of ["0", "0.65", "0.9999", "1", "1.0000"]) expect(LTV.test(ok)).toBe(true);
    for (const bad of ["1.01", "0.12345", "65", "65%", ""]) expect(LTV.test(bad)).toBe(false);
  });

  it("tells zero from a positive rate", () => {
    expect(aboveZero("0.0001")).toBe(true);
    expect(aboveZero("0.000")).toBe(false);
  });
});

describe("stepProblem", () => {
  const steps = { initial_ltv: "0.65", margin_call: "0.8", top_up: "0.85", liquidate: "0.92" };

  it("takes steps that rise one after the other", () => {
    for (const step of ["initial_ltv", "margin_call", "top_up", "liquidate"] as const)
      expect(stepProblem(steps, step)).toBeNull();
  });

  it("refuses a step at or below the one before it, digit for digit", () => {
    expect(stepProblem({ ...steps, top_up: "0.75" }, "top_up")).toBe("order");
    expect(stepProblem({ ...steps, top_up: "0.80" }, "top_up")).toBe("order");
    expect(stepProblem({ ...steps, liquidate: "0.85" }, "liquidate")).toBe("order");
    expect(stepProblem({ ...steps, margin_call: "0.6500" }, "margin_call")).toBe("order");
  });

  it("refuses a first step at zero", () => {
    expect(stepProblem({ ...steps, initial_ltv: "0" }, "initial_ltv")).toBe("zero");
  });

  it("says nothing while a step or the one before it is not a rate yet", () => {
    expect(stepProblem({ ...steps, top_up: "" }, "top_up")).toBeNull();
    expect(stepProblem({ ...steps, margin_call: "abc" }, "top_up")).toBeNull();
    expect(stepProblem({}, "initial_ltv")).toBeNull();
  });
});
