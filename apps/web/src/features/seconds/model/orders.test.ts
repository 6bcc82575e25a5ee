import { describe, expect, it } from "vitest";
import { isOrderTab, phaseOf, profitTone, signed, standing } from "./orders";

const now = Date.parse("2026-03-05T10:00:00.000Z");
const later = "2026-03-05T10:00:20.000Z";
const earlier = "2026-03-05T09:59:50.000Z";

describe("seconds orders", () => {
  it("runs until expiry, settles, then shows its result", () => {
    expect(phaseOf({ status: 1, result: null, expires_at: later }, now)).toBe("running");
    expect(phaseOf({ status: 1, result: null, expires_at: earlier }, now)).toBe("settling");
    expect(phaseOf({ status: 3, result: "win", expires_at: earlier }, now)).toBe("win");
    expect(phaseOf({ status: 3, result: "tie", expires_at: earlier }, now)).toBe("tie");
    expect(phaseOf({ status: 4, result: null, expires_at: earlier }, now)).toBe("cancelled");
  });

  it("judges the current price by the settlement rule", () => {
    expect(standing("up", "100", "100.01")).toBe("win");
    expect(standing("up", "100", "99.99")).toBe("loss");
    expect(standing("down", "100", "99.99")).toBe("win");
    expect(standing("down", "100", "100.5")).toBe("loss");
    expect(standing("up", "100.0", "100")).toBe("tie");
    expect(standing("up", "100", undefined)).toBeNull();
  });

  it("signs and colours profits", () => {
    expect(signed("2")).toBe("+2");
    expect(signed("-10")).toBe("-10");
    expect(signed("0")).toBe("0");
    expect(profitTone("0.5")).toBe(1);
    expect(profitTone("-0.5")).toBe(-1);
    expect(profitTone("0")).toBe(0);
    expect(profitTone(null)).toBe(0);
  });

  it("knows the history tabs", () => {
    expect(isOrderTab("settled")).toBe(true);
    expect(isOrderTab("history")).toBe(false);
  });
});
