import { describe, expect, it } from "vitest";
import { APR, coinsOf, percentOf, SETTLE_TIME } from "./dual-rules";

describe("percentOf", () => {
  it("moves the point two places, digit for digit", () => {
    expect(percentOf("0.35")).toBe("35");
    expect(percentOf("0.0125")).toBe("1.25");
    expect(percentOf("0.5")).toBe("50");
    expect(percentOf("1")).toBe("100");
    expect(percentOf("12.3456789")).toBe("1234.56789");
    expect(percentOf("0.12345678")).toBe("12.345678");
    expect(percentOf("0.10")).toBe("10");
    expect(percentOf("0")).toBe("0");
  });

  it("leaves what is not a plain decimal as it is", () => {
    expect(percentOf("-0.1")).toBe("-0.1");
    expect(percentOf("abc")).toBe("abc");
  });
});

describe("coinsOf", () => {
  it("splits a symbol into its base and quote coins", () => {
    expect(coinsOf("BTC/USDT")).toEqual({ base: "BTC", quote: "USDT" });
    expect(coinsOf("")).toEqual({ base: "", quote: "" });
  });
});

describe("the form's patterns", () => {
  it("takes the rates and times the server takes", () => {
    for (const ok of ["0.35", "1", "12.12345678", " 0.1 "]) expect(APR.test(ok)).toBe(true);
    for (const bad of ["123", "0.123456789", ".5", "35%", ""]) expect(APR.test(bad)).toBe(false);
    for (const ok of ["08:00", "00:00", "23:59"]) expect(SETTLE_TIME.test(ok)).toBe(true);
    for (const bad of ["8:00", "24:00", "12:60", "0800"]) expect(SETTLE_TIME.test(bad)).toBe(false);
  });
});
