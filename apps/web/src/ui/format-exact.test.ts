import { describe, expect, it } from "vitest";
import { formatCoinAmount, formatExact } from "./format";
import { formatDecimal, formatPrice } from "./quote";

describe("formatExact: the server's decimal text in the language's separators, every digit kept", () => {
  it("groups the whole part and keeps the fraction as written", () => {
    expect(formatExact("51753.4", "en")).toBe("51,753.4");
    expect(formatExact("51753.4", "vi")).toBe("51.753,4");
    expect(formatExact("990.099009", "vi")).toBe("990,099009");
    expect(formatExact("65503.62", "vi")).toBe("65.503,62");
  });

  it("writes a lot below one with the language's decimal separator", () => {
    expect(formatExact("0.1", "vi")).toBe("0,1");
    expect(formatExact("0.1", "en")).toBe("0.1");
  });

  it("writes a whole number grouped, without a decimal separator", () => {
    expect(formatExact("50000", "en")).toBe("50,000");
    expect(formatExact("100000", "vi")).toBe("100.000");
    expect(formatExact("180083", "en")).toBe("180,083");
    expect(formatExact("999", "vi")).toBe("999");
    expect(formatExact("0", "vi")).toBe("0");
  });

  it("keeps negatives, their minus, and a sign only when asked", () => {
    expect(formatExact("-1234.5", "en")).toBe("-1,234.5");
    expect(formatExact("-1234.5", "vi")).toBe("-1.234,5");
    expect(formatExact("1234.5", "en", true)).toBe("+1,234.5");
    expect(formatExact("-0.000", "en")).toBe("0.000");
  });

  it("keeps many decimals, trailing zeros included", () => {
    expect(formatExact("0.000000000000000001", "vi")).toBe("0,000000000000000001");
    expect(formatExact("12.500000", "en")).toBe("12.500000");
  });

  it("keeps every digit of values beyond float precision", () => {
    expect(formatExact("123456789012345678901234.123456789012345678", "en")).toBe(
      "123,456,789,012,345,678,901,234.123456789012345678",
    );
    expect(formatExact("9007199254740993", "vi")).toBe("9.007.199.254.740.993");
  });

  it("converts a JSON number without arithmetic, and answers -- for anything else", () => {
    expect(formatExact(51701.925, "en")).toBe("51,701.925");
    expect(formatExact(1e-7, "vi")).toBe("0,0000001");
    expect(formatExact(null, "en")).toBe("--");
    expect(formatExact(undefined, "vi")).toBe("--");
    expect(formatExact("", "en")).toBe("--");
    expect(formatExact("1e5", "en")).toBe("--");
    expect(formatExact("12,5", "vi")).toBe("--");
  });
});

describe("the scaled formatters share the rule", () => {
  it("cut to the coin's scale, never rounded, grouped in the language", () => {
    expect(formatCoinAmount("10354.4077479", "vi", 6)).toBe("10.354,407747");
    expect(formatCoinAmount("-10354.4", "en", 6)).toBe("-10,354.4");
    expect(formatCoinAmount("12345678901234567890.12", "en", 2)).toBe("12,345,678,901,234,567,890.12");
    expect(formatDecimal("1.5", "vi", { max: 8 })).toBe("1,5");
    expect(formatPrice("65503.629", "vi", 2)).toBe("65.503,62");
    expect(formatPrice("65503", "en", 2)).toBe("65,503.00");
  });
});
