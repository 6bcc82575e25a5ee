/**
 * Display formatters (spec §9): the one way the app writes amounts, prices, percents and dates.
 * Amounts arrive from the server as decimal strings; they are cut and shifted as text (BigInt for
 * comparisons), never through float arithmetic, so what is shown never exceeds what the server said.
 * Only the language's symbols (group and decimal separators, signs, where "%" goes) come from `Intl`.
 */

import { dateTimeFormat, relativeTimeFormat } from "./intl";
import {
  type Decimal,
  type DecimalInput,
  formatDecimal,
  fractionFor,
  localized,
  NO_VALUE,
  numberSymbols,
  parseDecimal,
  percentText,
} from "./quote";

export {
  type DecimalStyle,
  formatDecimal,
  formatNumber,
  formatPercent,
  NO_VALUE,
  type NumberSymbols,
  numberSymbols,
} from "./quote";

/** A JSON number as plain decimal text (no exponent); floats are only converted, never computed on. */
function numberText(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return Math.abs(n) < 1 ? n.toFixed(20) : BigInt(Math.trunc(n)).toString();
}

/** `parseDecimal`, with JSON numbers in exponent form ("1e-7") written out first. */
const parse = (value: DecimalInput) =>
  parseDecimal(typeof value === "number" && Number.isFinite(value) ? numberText(value) : value);

/** Decimals an amount is shown with when its currency's scale is not known (yet). */
export const DEFAULT_SCALE = 8;

function isZero(d: Decimal): boolean {
  return /^0*$/.test(d.whole) && /^0*$/.test(d.fraction);
}

function join(d: Decimal, fraction: string, suffix = ""): string {
  const sign = d.negative && !(/^0*$/.test(d.whole) && /^0*$/.test(fraction)) ? "-" : "";
  return `${sign}${d.whole}${fraction ? `.${fraction}` : ""}${suffix}`;
}

/** The fraction cut (not rounded) to `digits`, padded with zeros when `pad`. */
function cut(fraction: string, digits: number, pad: boolean): string {
  const kept = fraction.slice(0, digits);
  return pad ? kept.padEnd(digits, "0") : kept.replace(/0+$/, "");
}

/**
 * Spec §9 "default truncation is 5 digits": at most `digits` decimals, cut rather than rounded,
 * trailing zeros dropped. "--" for a missing or malformed value.
 */
export function truncateDecimal(value: DecimalInput, digits = 5): string {
  const d = parse(value);
  if (!d) return NO_VALUE;
  return join(d, cut(d.fraction, digits, false));
}

/** |d| > 10^power, exactly. */
function above(d: Decimal, power: number): boolean {
  const whole = BigInt(d.whole);
  const limit = 10n ** BigInt(power);
  return whole > limit || (whole === limit && !/^0*$/.test(d.fraction));
}

/** d / 10^power as text: the point moves left. */
function shift(d: Decimal, power: number): Decimal {
  const whole = d.whole.padStart(power + 1, "0");
  return {
    negative: d.negative,
    whole: whole.slice(0, -power).replace(/^0+(?=\d)/, ""),
    fraction: whole.slice(-power) + d.fraction,
  };
}

/**
 * Spec §9 number format: above 1e6 as millions ("3.4M"), above 1e3 as thousands ("1.2K"), both
 * with 1 decimal; otherwise 4 decimals ("12.5000"). Digits are cut, not rounded. With `locale`, the
 * language's separators ("1,2K" in Vietnamese).
 */
export function formatAmount(value: DecimalInput, locale?: string): string {
  const d = parse(value);
  if (!d) return NO_VALUE;
  const write = (n: Decimal, fraction: string, suffix = "") =>
    locale === undefined ? join(n, fraction, suffix) : `${localized(n, fraction, locale, false)}${suffix}`;
  if (isZero(d)) return write(d, "0000");
  if (above(d, 6)) {
    const m = shift(d, 6);
    return write(m, cut(m.fraction, 1, true), "M");
  }
  if (above(d, 3)) {
    const k = shift(d, 3);
    return write(k, cut(k.fraction, 1, true), "K");
  }
  return write(d, cut(d.fraction, 4, true));
}

/**
 * An amount of a currency: its significant decimals up to the currency's `scale` (cut, trailing zeros
 * dropped), grouped: "10,354.407747" (USDT, scale 6), "0.05" (BTC). The caller adds the coin's name.
 */
export function formatCoinAmount(
  value: DecimalInput,
  locale: string,
  scale: number = DEFAULT_SCALE,
  signed = false,
): string {
  return formatDecimal(value, locale, { max: scale, signed });
}

/**
 * An amount exactly as the server wrote it, in `locale`: the whole part grouped, every decimal kept
 * (none cut, none added, trailing zeros included), the language's separators: "51753.4" → "51.753,4"
 * in Vietnamese, "0.1" → "0,1". For decimals from the server that must be shown in full (balances,
 * limits, yields) whatever their length; never through a float, so 20-digit values keep every digit.
 */
export function formatExact(value: DecimalInput, locale: string, signed = false): string {
  const d = parse(value);
  if (!d) return NO_VALUE;
  // a JSON number written out ("1e-7" → "0.00000010000000000000") has no digits of its own to keep
  const fraction = typeof value === "number" ? d.fraction.replace(/0+$/, "") : d.fraction;
  return localized(d, fraction, locale, signed);
}

/**
 * A rate as a fraction ("0.001") shown in percent with up to `maxDecimals` decimals ("0.1%"): the
 * point moves two places as text.
 */
export function formatRate(value: DecimalInput, locale: string, maxDecimals = 4): string {
  const d = parse(value);
  if (!d) return NO_VALUE;
  const fraction = d.fraction.padEnd(2, "0");
  const percent: Decimal = {
    negative: d.negative,
    whole: `${d.whole}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, ""),
    fraction: fraction.slice(2),
  };
  return percentText(percent, fractionFor(percent, { max: maxDecimals }), locale, false);
}

/** Spec §9: text is cut at 12 characters (code points, so emoji and CJK are not split) with "…". */
export function cutText(text: string | null | undefined, max = 12): string {
  const chars = Array.from(text ?? "");
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime =
  | { unit: "now" }
  | { unit: "minute" | "hour" | "day"; count: number }
  | { unit: "date"; date: Date };

/**
 * Spec §9 relative time: under 5 minutes "just now", then minutes, hours and days, up to 30 days;
 * older is shown as the date. A time in the future (clock skew) counts as just now.
 */
export function relativeTime(value: string | number | Date, now: Date): RelativeTime | null {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const ago = now.getTime() - at.getTime();
  if (ago < 5 * MINUTE) return { unit: "now" };
  if (ago < HOUR) return { unit: "minute", count: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { unit: "hour", count: Math.floor(ago / HOUR) };
  if (ago < 30 * DAY) return { unit: "day", count: Math.floor(ago / DAY) };
  return { unit: "date", date: at };
}

/** relativeTime as text in `locale`: "just now" is the caller's translation, the rest comes from Intl. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: Date,
  locale: string,
  justNow: string,
): string {
  if (value === null || value === undefined || value === "") return NO_VALUE;
  const r = relativeTime(value, now);
  if (!r) return NO_VALUE;
  if (r.unit === "now") return justNow;
  if (r.unit === "date") return formatDate(r.date, locale);
  return relativeTimeFormat(locale, { numeric: "always" }).format(-r.count, r.unit);
}

/** A calendar date in `locale` ("Mar 5, 2026", "2026年3月5日"). */
export function formatDate(value: string | number | Date, locale: string): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return NO_VALUE;
  return dateTimeFormat(locale, { dateStyle: "medium" }).format(at);
}

/**
 * A date and time in `locale`, in the date style of `formatDate`: to the minute by default, to the
 * second, or to the millisecond (tick times: "Nov 24, 2026, 4:12:55.123 AM").
 */
export function formatDateTime(
  value: string | number | Date,
  locale: string,
  precision: "minute" | "second" | "millisecond" = "minute",
): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return NO_VALUE;
  const format = dateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: precision === "minute" ? "short" : "medium",
  });
  if (precision !== "millisecond") return format.format(at);
  const millis = `${numberSymbols(locale).decimal}${String(at.getMilliseconds()).padStart(3, "0")}`;
  return format
    .formatToParts(at)
    .map((p) => (p.type === "second" ? `${p.value}${millis}` : p.value))
    .join("");
}

/** A duration as "HH:MM:SS" (hours may exceed 24); negative durations show as 00:00:00. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}

/** A time of day in `locale`, to the second, on a 24-hour clock (trade tapes). */
export function formatClock(value: string | number | Date, locale: string): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return NO_VALUE;
  return dateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(at);
}
