import { describe, expect, it } from "vitest";
import { curveGeometry, curveValues } from "./curve";

describe("the equity curve", () => {
  it("starts from zero before the first day", () => {
    expect(curveValues([])).toEqual([]);
    expect(
      curveValues([
        { day: "2026-01-01", pnl: "5" },
        { day: "2026-01-02", pnl: "-2.5" },
      ]),
    ).toEqual(["0", "5", "-2.5"]);
  });

  it("spans the box from left to right, highest value at the top", () => {
    const g = curveGeometry(["0", "10", "-10"], 100, 50, 5);
    expect(g.points).toBe("5,25 50,5 95,45");
    expect(g.zeroY).toBe(25);
    expect(g.high).toBe("10");
    expect(g.low).toBe("-10");
  });

  it("keeps zero in range for a curve that only gains", () => {
    const g = curveGeometry(["0", "5", "20"], 100, 44, 2);
    expect(g.zeroY).toBe(42);
    expect(g.points).toBe("2,42 50,32 98,2");
  });

  it("draws a flat curve on the middle line", () => {
    const g = curveGeometry(["0", "0"], 100, 40, 0);
    expect(g.points).toBe("0,20 100,20");
    expect(g.zeroY).toBe(20);
  });

  it("puts a single point in the middle and ignores malformed values", () => {
    expect(curveGeometry(["7"], 100, 40, 0).points).toBe("50,0");
    expect(curveGeometry(["0", "x", "4"], 20, 10, 0).points).toBe("0,10 10,10 20,0");
  });

  it("draws nothing without values", () => {
    expect(curveGeometry([], 100, 40).points).toBe("");
  });
});
