import { describe, expect, it } from "vitest";
import {
  amountText,
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
  it("shows the server's percents with every decimal, signed when asked", () => {
    expect(percentText("12.5", "en")).toBe("12.5%");
    expect(percentText("12.5", "en", true)).toBe("+12.5%");
    expect(percentText("-3.25", "en", true)).toBe("-3.25%");
    expect(percentText("0", "en", true)).toBe("0%");
    expect(percentText("1234.125", "en")).toBe("1,234.125%");
    expect(percentText(null, "en")).toBe("--");
    expect(percentText("abc", "en")).toBe("--");
  });

  it("writes percents in Vietnamese with ',' for decimals and '.' between groups", () => {
    expect(percentText("12.5", "vi", true)).toBe("+12,5%");
    expect(percentText("1234.125", "vi")).toBe("1.234,125%");
    expect(percentText("-3.25", "vi")).toBe("-3,25%");
  });

  it("turns share rates into percents exactly", () => {
    expect(rateToPercent("0.1")).toBe("10");
    expect(rateToPercent("0.0525")).toBe("5.25");
    expect(rateToPercent("0")).toBe("0");
    expect(rateText("0.15", "en")).toBe("15%");
    expect(rateText("0.0525", "en")).toBe("5.25%");
    expect(rateText("0.0525", "vi")).toBe("5,25%");
    expect(rateText(undefined, "vi")).toBe("--");
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
    expect(signedText("1.5", "en")).toBe("+1.5");
    expect(signedText("-0.2", "en")).toBe("-0.2");
    expect(signedText("12345.678901", "en")).toBe("+12,345.678901");
    expect(signedText("12345.678901", "vi")).toBe("+12.345,678901");
    expect(signedText("-0.2", "vi")).toBe("-0,2");
    expect(signedText(null, "en")).toBe("--");
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

  it("writes lots, prices and amounts with every decimal the server sent, in the language's format", () => {
    expect(amountText("51753.4", "vi")).toBe("51.753,4");
    expect(amountText("51753.4", "en")).toBe("51,753.4");
    expect(amountText("0.10", "vi")).toBe("0,10");
    expect(amountText("0.10", "en")).toBe("0.10");
    expect(amountText("1234567.123456789012", "en")).toBe("1,234,567.123456789012");
    expect(amountText(null, "vi")).toBe("--");
    expect(amountText("abc", "en")).toBe("--");
  });

  it("shows seats taken of the cap", () => {
    expect(seatsText(3, 500, "en")).toBe("3 / 500");
    expect(seatsText(12, 1000, "en")).toBe("12 / 1,000");
    expect(seatsText(12, 1000, "vi")).toBe("12 / 1.000");
  });
});
