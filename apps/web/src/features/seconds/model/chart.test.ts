import { describe, expect, it } from "vitest";
import { CHART_HEIGHT, geometry } from "./chart";

describe("tick line geometry", () => {
  it("draws nothing without ticks", () => {
    const g = geometry([]);
    expect(g.line).toBe("");
    expect(g.area).toBe("");
    expect(g.last).toBeNull();
  });

  it("puts higher prices higher up and ends the line at the last tick", () => {
    const g = geometry([
      { time: 0, price: "100" },
      { time: 500, price: "110" },
      { time: 1000, price: "105" },
    ]);
    expect(g.y("110")).toBeLessThan(g.y("100"));
    expect(g.line.startsWith("M0.0 ")).toBe(true);
    expect(g.last?.y).toBeCloseTo(g.y("105"));
    expect(g.area.endsWith("Z")).toBe(true);
    // a margin keeps the extremes off the edges
    expect(g.y("110")).toBeGreaterThan(0);
    expect(g.y("100")).toBeLessThan(CHART_HEIGHT);
  });

  it("keeps entry prices in range and copes with a flat line", () => {
    const g = geometry([{ time: 0, price: "50" }], ["60"]);
    expect(g.y("60")).toBeGreaterThan(0);
    expect(g.y("50")).toBeLessThan(CHART_HEIGHT);
    const flat = geometry([
      { time: 0, price: "7" },
      { time: 1, price: "7" },
    ]);
    expect(flat.y("7")).toBeCloseTo(CHART_HEIGHT / 2);
  });
});
