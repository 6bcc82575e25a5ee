import { describe, expect, it } from "vitest";
import { languages } from "../i18n/languages";
import { compareDecimal, intlNumberSymbols, numberSymbols } from "./quote";

describe("compareDecimal", () => {
  it("orders decimal strings exactly", () => {
    expect(compareDecimal("0.30000000000000000001", "0.3")).toBe(1);
    expect(compareDecimal("65000.1", "65000.10")).toBe(0);
    expect(compareDecimal("-1.5", "-1.25")).toBe(-1);
    expect(compareDecimal("9", "10")).toBe(-1);
    expect(compareDecimal("+2.50", "2.5")).toBe(0);
  });

  it("orders a missing or malformed value below every number", () => {
    expect(compareDecimal(null, "-1000")).toBe(-1);
    expect(compareDecimal("0", undefined)).toBe(1);
    expect(compareDecimal(null, "abc")).toBe(0);
  });
});

describe("numberSymbols", () => {
  it.each(languages.map((l) => l.tag))("%s: the app's table says what Intl says", (tag) => {
    expect(numberSymbols(tag)).toEqual(intlNumberSymbols(tag));
  });

  it("reads a language outside the app's list from Intl", () => {
    expect(numberSymbols("it")).toEqual(intlNumberSymbols("it"));
    expect(numberSymbols("it")).toMatchObject({ group: ".", decimal: "," });
  });
});
