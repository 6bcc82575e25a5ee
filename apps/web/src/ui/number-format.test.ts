import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatCoinAmount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRate,
  numberSymbols,
} from "./format";
import { formatChange, formatPrice } from "./quote";

// The BCP 47 tags of the app's en, vi, de, zh, fra, ru, spa and tur; French groups with a narrow no-break space.
const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("numberSymbols: the language's separators, from Intl", () => {
  it("reads the group and decimal separators of each language", () => {
    expect(numberSymbols("en")).toMatchObject({ group: ",", decimal: "." });
    expect(numberSymbols("vi")).toMatchObject({ group: ".", decimal: "," });
    expect(numberSymbols("de")).toMatchObject({ group: ".", decimal: "," });
    expect(numberSymbols("zh-CN")).toMatchObject({ group: ",", decimal: "." });
    expect(numberSymbols("fr")).toMatchObject({ group: NNBSP, decimal: "," });
    expect(numberSymbols("ru")).toMatchObject({ group: NBSP, decimal: "," });
    expect(numberSymbols("es")).toMatchObject({ minGrouping: 2 });
    expect(numberSymbols("en")).toMatchObject({ minGrouping: 1 });
  });
});

describe("formatNumber: a fixed number of decimals, cut, in the language's symbols", () => {
  const cases: [locale: string, expected: string][] = [
    ["en", "65,335.55"],
    ["vi", "65.335,55"],
    ["de", "65.335,55"],
    ["zh-CN", "65,335.55"],
    ["fr", `65${NNBSP}335,55`],
    ["ru", `65${NBSP}335,55`],
  ];
  it.each(cases)("%s: 65335.559 at 2 decimals is %s (cut, not rounded up)", (locale, expected) => {
    expect(formatNumber("65335.559", locale, 2)).toBe(expected);
  });

  it("pads to the decimals and groups huge values exactly, beyond float precision", () => {
    expect(formatNumber("12345678901234567890.123456789", "en", 8)).toBe(
      "12,345,678,901,234,567,890.12345678",
    );
    expect(formatNumber("12345678901234567890.123456789", "vi", 2)).toBe("12.345.678.901.234.567.890,12");
    expect(formatNumber("0.1", "de", 5)).toBe("0,10000");
    expect(formatNumber("7", "en", 0)).toBe("7");
  });

  it("writes negative numbers with the language's minus, and no sign on a value cut to zero", () => {
    expect(formatNumber("-1234.5", "en", 2)).toBe("-1,234.50");
    expect(formatNumber("-1234.5", "vi", 2)).toBe("-1.234,50");
    expect(formatNumber("-1234.5", "ru", 1)).toBe(`-1${NBSP}234,5`);
    expect(formatNumber("-0.0000001", "en", 6)).toBe("0.000000");
  });

  it("leaves 4-digit numbers ungrouped where the language does (Spanish), groups from 5", () => {
    expect(formatNumber("1234.5", "es", 1)).toBe("1234,5");
    expect(formatNumber("12345.5", "es", 1)).toBe("12.345,5");
    expect(formatNumber("1234.5", "de", 1)).toBe("1.234,5");
  });

  it("shows -- for a missing or malformed value", () => {
    for (const value of [null, undefined, "", "abc", "1e5", "1,5", Number.NaN])
      expect(formatNumber(value, "en", 2)).toBe("--");
  });
});

describe("formatCoinAmount: up to the currency's scale, trailing zeros dropped", () => {
  it("groups balances and keeps the scale's digits (USDT 6, BTC 8)", () => {
    expect(formatCoinAmount("10354.407747", "en", 6)).toBe("10,354.407747");
    expect(formatCoinAmount("13.068418", "vi", 6)).toBe("13,068418");
    expect(formatCoinAmount("10354.407747", "vi", 6)).toBe("10.354,407747");
    expect(formatCoinAmount("10354.407747", "de", 6)).toBe("10.354,407747");
    expect(formatCoinAmount("10354.407747", "zh-CN", 6)).toBe("10,354.407747");
    expect(formatCoinAmount("10354.407747", "fr", 6)).toBe(`10${NNBSP}354,407747`);
    expect(formatCoinAmount("10354.407747", "ru", 6)).toBe(`10${NBSP}354,407747`);
  });

  it("cuts to the scale, never rounding up (499.4199463 USDT → 499.419946)", () => {
    expect(formatCoinAmount("499.4199463", "en", 6)).toBe("499.419946");
    expect(formatCoinAmount("0.999999999", "en", 8)).toBe("0.99999999");
    expect(formatCoinAmount("0.00000001", "en", 8)).toBe("0.00000001");
    expect(formatCoinAmount("0.000000001", "en", 8)).toBe("0");
    expect(formatCoinAmount("3000.000000", "en", 6)).toBe("3,000");
    expect(formatCoinAmount("0.050", "vi", 8)).toBe("0,05");
  });

  it("signs profits when asked, and writes losses with a minus", () => {
    expect(formatCoinAmount("2", "en", 6, true)).toBe("+2");
    expect(formatCoinAmount("-10.5", "de", 6, true)).toBe("-10,5");
    expect(formatCoinAmount("0", "en", 6, true)).toBe("0");
  });
});

describe("formatPrice: the market's precision, so a price never changes width", () => {
  it("always shows the market's decimals (DOGE at 5)", () => {
    expect(formatPrice("0.1234", "en", 5)).toBe("0.12340");
    expect(formatPrice("0.12345", "en", 5)).toBe("0.12345");
    expect(formatPrice("0.1", "vi", 5)).toBe("0,10000");
    expect(formatPrice("65126", "vi", 2)).toBe("65.126,00");
    expect(formatPrice("65126.999", "de", 2)).toBe("65.126,99");
    expect(formatPrice(null, "en", 2)).toBe("--");
  });

  it("without a precision: 2 decimals at least, more for small prices, still cut", () => {
    expect(formatPrice("65335.559", "en")).toBe("65,335.55");
    expect(formatPrice("12.345678", "en")).toBe("12.3456");
    expect(formatPrice("0.000012345678", "en")).toBe("0.00001234");
    expect(formatPrice("3", "vi")).toBe("3,00");
  });
});

describe("formatPercent and formatChange: the language's percent pattern", () => {
  it("puts the number where the language puts it", () => {
    expect(formatPercent("1.234", "en")).toBe("1.23%");
    expect(formatPercent("1.234", "vi")).toBe("1,23%");
    expect(formatPercent("1.234", "de")).toBe(`1,23${NBSP}%`);
    expect(formatPercent("1.234", "zh-CN")).toBe("1.23%");
    expect(formatPercent("1.234", "fr")).toBe(`1,23${NBSP}%`);
    expect(formatPercent("1.234", "ru")).toBe(`1,23${NBSP}%`);
    expect(formatPercent("1.234", "tr")).toBe("%1,23");
  });

  it("signs a change: + for a rise, - for a fall, none for zero", () => {
    expect(formatChange("2.5", "en")).toBe("+2.50%");
    expect(formatChange("-0.5", "vi")).toBe("-0,50%");
    expect(formatChange("-0.5", "de")).toBe(`-0,50${NBSP}%`);
    expect(formatChange("0", "en")).toBe("0.00%");
    expect(formatChange("-0.001", "en")).toBe("0.00%");
    expect(formatChange("12345.678", "ru")).toBe(`+12${NBSP}345,67${NBSP}%`);
    expect(formatChange(null, "en")).toBe("--");
    // the English default of callers that pass no language
    expect(formatChange("1.5")).toBe("+1.50%");
  });

  it("trims a rate's zeros when asked (a 20 % payout)", () => {
    expect(formatPercent("20", "en", 2, false, 0)).toBe("20%");
    expect(formatPercent("20.5", "de", 2, false, 0)).toBe(`20,5${NBSP}%`);
  });

  it("shows a fraction as a percent by moving the point as text", () => {
    expect(formatRate("0.001", "en")).toBe("0.1%");
    expect(formatRate("0.001", "vi")).toBe("0,1%");
    expect(formatRate("0.00075", "de")).toBe(`0,075${NBSP}%`);
    expect(formatRate("0.123456789", "en")).toBe("12.3456%");
    expect(formatRate("1", "en")).toBe("100%");
    expect(formatRate("0", "en")).toBe("0%");
  });
});

describe("formatAmount in a language (spec §9 compact)", () => {
  it("keeps K and M and uses the language's decimal separator and grouping", () => {
    expect(formatAmount("1299.99", "vi")).toBe("1,2K");
    expect(formatAmount("123456789.123", "de")).toBe("123,4M");
    expect(formatAmount("0.123456", "ru")).toBe("0,1234");
    expect(formatAmount("12345678901234567890.5", "en")).toBe("12,345,678,901,234.5M");
    expect(formatAmount("-2500", "fr")).toBe("-2,5K");
  });
});

describe("dates: one style everywhere", () => {
  const at = Date.UTC(2026, 10, 24, 12, 12, 55, 123);

  it("writes the date part of a date-time as formatDate does", () => {
    // ICU may pick a narrow or a plain no-break space between the parts
    const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]/g, " ");
    for (const locale of ["en", "vi", "de", "zh-CN", "fr", "ru"]) {
      const date = spaced(formatDate(at, locale));
      expect(spaced(formatDateTime(at, locale))).toContain(date);
      expect(spaced(formatDateTime(at, locale, "second"))).toContain(date);
      expect(spaced(formatDateTime(at, locale, "millisecond"))).toContain(date);
    }
    expect(formatDate(at, "en")).toBe("Nov 24, 2026");
  });

  it("adds seconds, and milliseconds with the language's decimal separator", () => {
    expect(formatDateTime(at, "en", "second")).toMatch(/^Nov 24, 2026, \d{1,2}:12:55\s?[AP]M$/);
    expect(formatDateTime(at, "en", "millisecond")).toMatch(/^Nov 24, 2026, \d{1,2}:12:55\.123\s?[AP]M$/);
    expect(formatDateTime(at, "de", "millisecond")).toMatch(/^24\.11\.2026, \d{2}:12:55,123$/);
    expect(formatDateTime(at, "en")).not.toMatch(/:55/);
    expect(formatDateTime("not a date", "en")).toBe("--");
  });
});
