import { describe, expect, it } from "vitest";
import { percent } from "./traders-page";

describe("a profit share rate", () => {
  it("reads as an exact percent", () => {
    expect(percent("0.1")).toBe("10 %");
    expect(percent("0.05")).toBe("5 %");
    expect(percent("0.0125")).toBe("1.25 %");
    expect(percent("0")).toBe("0 %");
  });
});
