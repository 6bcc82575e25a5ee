import { describe, expect, it } from "vitest";
import {
  cutText,
  formatAmount,
  formatCountdown,
  formatDate,
  formatRelativeTime,
  relativeTime,
  truncateDecimal,
} from "./format";

const now = new Date("2026-03-31T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("relativeTime (spec §9)", () => {
  it("is 'just now' under 5 minutes, and for times in the future", () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: "now" });
    expect(relativeTime(ago(5 * MIN - 1), now)).toEqual({ unit: "now" });
    expect(relativeTime(new Date(now.getTime() + HOUR), now)).toEqual({ unit: "now" });
  });

  it("counts minutes, then hours, then days up to 30 days", () => {
    expect(relativeTime(ago(5 * MIN), now)).toEqual({ unit: "minute", count: 5 });
    expect(relativeTime(ago(59 * MIN + 59_000), now)).toEqual({ unit: "minute", count: 59 });
    expect(relativeTime(ago(HOUR), now)).toEqual({ unit: "hour", count: 1 });
    expect(relativeTime(ago(DAY - 1), now)).toEqual({ unit: "hour", count: 23 });
    expect(relativeTime(ago(DAY), now)).toEqual({ unit: "day", count: 1 });
    expect(relativeTime(ago(30 * DAY - 1), now)).toEqual({ unit: "day", count: 29 });
  });

  it("shows the date from 30 days on, and nothing for a bad date", () => {
    expect(relativeTime(ago(30 * DAY), now)).toEqual({ unit: "date", date: ago(30 * DAY) });
    expect(relativeTime("not a date", now)).toBeNull();
  });

  it("formats in the locale, with the caller's 'just now'", () => {
    expect(formatRelativeTime(ago(MIN), now, "en", "just now")).toBe("just now");
    expect(formatRelativeTime(ago(7 * MIN), now, "en", "just now")).toBe("7 minutes ago");
    expect(formatRelativeTime(ago(3 * HOUR).toISOString(), now, "en", "just now")).toBe("3 hours ago");
    expect(formatRelativeTime(ago(2 * DAY), now, "zh-CN", "刚刚")).toBe("2天前");
    expect(formatRelativeTime(new Date("2026-01-05T08:00:00Z"), now, "en", "just now")).toBe(
      formatDate("2026-01-05T08:00:00Z", "en"),
    );
    expect(formatRelativeTime(null, now, "en", "just now")).toBe("--");
  });
});

describe("formatAmount (spec §9: M above 1e6, K above 1e3 with 1 decimal, else 4 decimals)", () => {
  it("uses 4 decimals up to 1000, cut not rounded", () => {
    expect(formatAmount("0")).toBe("0.0000");
    expect(formatAmount("12.5")).toBe("12.5000");
    expect(formatAmount("0.123456")).toBe("0.1234");
    expect(formatAmount("999.99999")).toBe("999.9999");
    expect(formatAmount("1000")).toBe("1000.0000");
    expect(formatAmount("-3.14159")).toBe("-3.1415");
  });

  it("uses K above 1000 and M above 1,000,000", () => {
    expect(formatAmount("1000.5")).toBe("1.0K");
    expect(formatAmount("1299.99")).toBe("1.2K");
    expect(formatAmount("999999")).toBe("999.9K");
    expect(formatAmount("1000000")).toBe("1000.0K");
    expect(formatAmount("1000001")).toBe("1.0M");
    expect(formatAmount("123456789.123")).toBe("123.4M");
    expect(formatAmount("-2500")).toBe("-2.5K");
  });

  it("keeps digits beyond float precision exact", () => {
    expect(formatAmount("12345678901234567890.5")).toBe("12345678901234.5M");
    expect(formatAmount("0.10000000000000000001")).toBe("0.1000");
  });

  it("accepts JSON numbers and shows -- for anything else", () => {
    expect(formatAmount(1500)).toBe("1.5K");
    expect(formatAmount(0.1)).toBe("0.1000");
    expect(formatAmount(null)).toBe("--");
    expect(formatAmount("abc")).toBe("--");
    expect(formatAmount("1e5")).toBe("--");
    expect(formatAmount(Number.NaN)).toBe("--");
  });
});

describe("truncateDecimal (spec §9: 5 digits by default)", () => {
  it("cuts to 5 decimals without rounding and drops trailing zeros", () => {
    expect(truncateDecimal("1.23456789")).toBe("1.23456");
    expect(truncateDecimal("0.999999")).toBe("0.99999");
    expect(truncateDecimal("2.50000")).toBe("2.5");
    expect(truncateDecimal("7")).toBe("7");
    expect(truncateDecimal("1.23456789", 2)).toBe("1.23");
    expect(truncateDecimal("-0.000001")).toBe("0");
    expect(truncateDecimal("-1.000019")).toBe("-1.00001");
    expect(truncateDecimal("0012.5")).toBe("12.5");
    expect(truncateDecimal(1e-7)).toBe("0");
    expect(truncateDecimal(undefined)).toBe("--");
  });
});

describe("cutText (spec §9: 12 characters)", () => {
  it("keeps short text and cuts long text with an ellipsis", () => {
    expect(cutText("Bitcoin")).toBe("Bitcoin");
    expect(cutText("123456789012")).toBe("123456789012");
    expect(cutText("1234567890123")).toBe("123456789012…");
    expect(cutText("比特币比特币比特币比特币比特币")).toBe("比特币比特币比特币比特币…");
    expect(cutText("😀😀😀", 2)).toBe("😀😀…");
    expect(cutText(null)).toBe("");
  });
});

describe("formatCountdown", () => {
  it("shows hours, minutes and seconds, rounding up to the next second", () => {
    expect(formatCountdown(24 * HOUR)).toBe("24:00:00");
    expect(formatCountdown(HOUR + 61_500)).toBe("01:01:02");
    expect(formatCountdown(-5)).toBe("00:00:00");
  });
});
