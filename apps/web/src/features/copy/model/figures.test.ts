import { describe, expect, it } from "vitest";
import {
  percentText,
  percentToRate,
  rateText,
  rateToPercent,
  seatsText,
  signedText,
  toneOf,
  total,
  withinRateCap,
} from "./figures";

describe("percent figures", () => {
  it("shows the server's percents as sent, signed when asked", () => {
    expect(percentText("12.5")).toBe("12.5%");
    expect(percentText("12.5", true)).toBe("+12.5%");
    expect(percentText("-3.25", true)).toBe("-3.25%");
    expect(percentText("0", true)).toBe("0%");
    expect(percentText(null)).toBe("--");
    expect(percentText("abc")).toBe("--");
  });

  it("turns share rates into percents exactly", () => {
    expect(rateToPercent("0.1")).toBe("10");
    expect(rateToPercent("0.0525")).toBe("5.25");
    expect(rateToPercent("0")).toBe("0");
    expect(rateText("0.15")).toBe("15%");
    expect(rateText(undefined)).toBe("--");
  });

  it("turns a percent into the rate the server takes, four decimals at most", () => {
    expect(percentToRate("10")).toBe("0.1");
    expect(percentToRate("5.25")).toBe("0.0525");
    expect(percentToRate("0")).toBe("0");
    expect(percentToRate("5.255")).toBeNull();
    expect(percentToRate("-1")).toBeNull();
    expect(percentToRate("")).toBeNull();
  });

  it("checks a percent against the venue's cap", () => {
    expect(withinRateCap("10", "0.1")).toBe(true);
    expect(withinRateCap("10.01", "0.1")).toBe(false);
    expect(withinRateCap("x", "0.1")).toBe(false);
  });
});

describe("amounts", () => {
  it("signs gains and tones them", () => {
    expect(signedText("1.5")).toBe("+1.5");
    expect(signedText("-0.2")).toBe("-0.2");
    expect(signedText(null)).toBe("--");
    expect(toneOf("0.01")).toBe("up");
    expect(toneOf("-0.01")).toBe("down");
    expect(toneOf("0")).toBe("flat");
    expect(toneOf(null)).toBe("flat");
  });

  it("adds amounts exactly", () => {
    expect(total(["0.1", "0.2"])).toBe("0.3");
    expect(total(["12.345678", "0.000001"])).toBe("12.345679");
    expect(total([])).toBe("0");
  });

  it("shows seats taken of the cap", () => {
    expect(seatsText(3, 500)).toBe("3 / 500");
  });
});
