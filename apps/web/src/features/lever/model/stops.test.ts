import { describe, expect, it } from "vitest";
import { isEmptyStop, stopSide, stopsProblem } from "./stops";

describe("stopSide", () => {
  it("a long takes profit above and stops loss below the reference", () => {
    expect(stopSide("long", "take_profit", "70000", "65000")).toBeNull();
    expect(stopSide("long", "take_profit", "65000", "65000")).toBe("above");
    expect(stopSide("long", "take_profit", "60000", "65000")).toBe("above");
    expect(stopSide("long", "stop_loss", "60000", "65000")).toBeNull();
    expect(stopSide("long", "stop_loss", "65000.01", "65000")).toBe("below");
  });

  it("a short takes profit below and stops loss above the reference", () => {
    expect(stopSide("short", "take_profit", "60000", "65000")).toBeNull();
    expect(stopSide("short", "take_profit", "65000", "65000")).toBe("below");
    expect(stopSide("short", "stop_loss", "70000", "65000")).toBeNull();
    expect(stopSide("short", "stop_loss", "64999.99", "65000")).toBe("above");
  });
});

describe("stopsProblem", () => {
  it("passes empty or zero stops", () => {
    expect(isEmptyStop("")).toBe(true);
    expect(isEmptyStop(" 0.00 ")).toBe(true);
    expect(isEmptyStop("1")).toBe(false);
    expect(stopsProblem("long", { takeProfit: "", stopLoss: "0" }, "65000", 2)).toBeNull();
  });

  it("names the first wrong stop, take profit first", () => {
    expect(stopsProblem("long", { takeProfit: "60000", stopLoss: "70000" }, "65000", 2)).toEqual({
      kind: "take_profit",
      problem: "above",
    });
    expect(stopsProblem("long", { takeProfit: "70000", stopLoss: "70000" }, "65000", 2)).toEqual({
      kind: "stop_loss",
      problem: "below",
    });
    expect(stopsProblem("short", { takeProfit: "60000", stopLoss: "70000" }, "65000", 2)).toBeNull();
  });

  it("refuses malformed prices and more decimals than the market has", () => {
    expect(stopsProblem("long", { takeProfit: "7e4", stopLoss: "" }, "65000", 2)?.problem).toBe("invalid");
    expect(stopsProblem("long", { takeProfit: "70000.001", stopLoss: "" }, "65000", 2)?.problem).toBe(
      "invalid",
    );
  });

  it("checks only the form without a reference price", () => {
    expect(stopsProblem("long", { takeProfit: "1", stopLoss: "" }, null, 2)).toBeNull();
  });
});
