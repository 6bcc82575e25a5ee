import { describe, expect, it } from "vitest";
import { percent } from "./percent";

describe("a fee rate as percent", () => {
  it("shifts the decimal point by two places, as text", () => {
    expect(percent("0.001")).toBe("0.1 %");
    expect(percent("0.0005")).toBe("0.05 %");
    expect(percent("0.02")).toBe("2 %");
    expect(percent("0")).toBe("0 %");
    expect(percent("0.12345678")).toBe("12.345678 %");
  });
});
