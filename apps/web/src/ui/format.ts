/**
 * Display formatters (spec §9). Amounts arrive from the server as decimal strings; they are cut and
 * shifted as text (BigInt for comparisons), never through float arithmetic, so what is shown never
 * exceeds what the server said.
 */
import { NO_VALUE } from "./quote";

type DecimalInput = string | number | null | undefined;

interface Decimal {
  negative: boolean;
  /** Digits before the point, without leading zeros ("0" for zero). */
  whole: string;
  /** Digits after the point, possibly empty. */
  fraction: string;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/** A JSON number as plain decimal text (no exponent); floats are only converted, never computed on. */
function numberText(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return Math.abs(n) < 1 ? n.toFixed(20) : BigInt(Math.trunc(n)).toString();
}

function parseDecimal(value: DecimalInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const text = typeof value === "number" ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = (match[2] ?? "0").replace(/^0+(?=\d)/, "");
  return { negative: match[1] === "-", whole, fraction: match[3] ?? "" };
}

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
  const d = parseDecimal(value);
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
 * with 1 decimal; otherwise 4 decimals ("12.5000"). Digits are cut, not rounded.
 */
export function formatAmount(value: DecimalInput): string {
  const d = parseDecimal(value);
  if (!d) return NO_VALUE;
  if (isZero(d)) return join(d, "0000");
  if (above(d, 6)) {
    const m = shift(d, 6);
    return join(m, cut(m.fraction, 1, true), "M");
  }
  if (above(d, 3)) {
    const k = shift(d, 3);
    return join(k, cut(k.fraction, 1, true), "K");
  }
  return join(d, cut(d.fraction, 4, true));
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
  return new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(-r.count, r.unit);
}

/** A calendar date in `locale` ("Mar 5, 2026", "2026年3月5日"). */
export function formatDate(value: string | number | Date, locale: string): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return NO_VALUE;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(at);
}

/** A date and time in `locale`, to the minute. */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return NO_VALUE;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(at);
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
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(at);
}
