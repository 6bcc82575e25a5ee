import { describe, expect, it } from "vitest";
import { defaultMultiple, isHighRisk } from "./multiple";

describe("leverage warning", () => {
  it("warns above 10× only", () => {
    expect(isHighRisk(1)).toBe(false);
    expect(isHighRisk(10)).toBe(false);
    expect(isHighRisk(11)).toBe(true);
    expect(isHighRisk(100)).toBe(true);
  });

  it("starts at 5× when offered, else at the largest multiple without the warning", () => {
    expect(defaultMultiple([1, 2, 3, 5, 10, 20, 50, 100])).toBe(5);
    expect(defaultMultiple([1, 2, 10, 20])).toBe(10);
    expect(defaultMultiple([20, 50])).toBe(20);
    expect(defaultMultiple([])).toBeUndefined();
  });
});
