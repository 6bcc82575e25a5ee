/**
 * Prices, changes and the number text underneath every formatter (`format.ts` builds on it; this part
 * is small enough for the first screen): decimal text grouped and cut as text, never through a float;
 * only the language's symbols (group and decimal separators, the minus, where "%" goes) come from
 * `Intl.NumberFormat(locale).formatToParts`.
 */

import { numberFormat } from "./intl";

/** Shown where a figure is not known yet (e.g. `now_price` null before the first tick). */
export const NO_VALUE = "--";

export type DecimalInput = string | number | null | undefined;

export interface Decimal {
  negative: boolean;
  /** Digits before the point, without leading zeros ("0" for zero). */
  whole: string;
  /** Digits after the point, possibly empty. */
  fraction: string;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

export function parseDecimal(value: DecimalInput): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = (match[2] ?? "0").replace(/^0+(?=\d)/, "");
  return { negative: match[1] === "-", whole, fraction: match[3] ?? "" };
}

/** A language's number symbols (those of `Intl.NumberFormat(locale).formatToParts`). */
export interface NumberSymbols {
  group: string;
  decimal: string;
  minus: string;
  /** 2 where a 4-digit whole part stays ungrouped (Spanish "1234", but "12.345"), else 1. */
  minGrouping: number;
  /** What comes before and after the number in a percent ("", "%"; "", " %"; "%", ""). */
  percent: [string, string];
}

/** What "50%" looks like in each pattern below. */
const PCT: [string, string] = ["", "%"];
const PCT_SPACED: [string, string] = ["", "\u00a0%"];
const COMMA_POINT = { group: ",", decimal: ".", minus: "-", minGrouping: 1, percent: PCT };
const POINT_COMMA = { group: ".", decimal: ",", minus: "-", minGrouping: 1, percent: PCT };

/**
 * The symbols of the app's own languages (by their tags in i18n/languages.ts), as CLDR and Intl give
 * them (quote.test.ts checks that they still are): reading them from Intl loads its number data,
 * which costs a phone tens of milliseconds before the first figure of a visit.
 */
const LANGUAGE_SYMBOLS: Readonly<Record<string, NumberSymbols>> = {
  en: COMMA_POINT,
  "zh-CN": COMMA_POINT,
  "zh-HK": COMMA_POINT,
  ja: COMMA_POINT,
  ko: COMMA_POINT,
  th: COMMA_POINT,
  id: POINT_COMMA,
  vi: POINT_COMMA,
  pt: POINT_COMMA,
  tr: { ...POINT_COMMA, percent: ["%", ""] },
  es: { ...POINT_COMMA, minGrouping: 2, percent: PCT_SPACED },
  de: { ...POINT_COMMA, percent: PCT_SPACED },
  fr: { ...POINT_COMMA, group: "\u202f", percent: PCT_SPACED },
  ru: { ...POINT_COMMA, group: "\u00a0", percent: PCT_SPACED },
};

const symbolCache = new Map<string, NumberSymbols>();

/** A language's symbols as `Intl.NumberFormat(locale)` writes them. */
export function intlNumberSymbols(locale: string): NumberSymbols {
  const format = new Intl.NumberFormat(locale);
  const part = (type: string) => format.formatToParts(-1234567.5).find((p) => p.type === type)?.value;
  const [before = "", after = ""] = new Intl.NumberFormat(locale, { style: "percent" })
    .format(0.5)
    .split("50");
  return {
    group: part("group") ?? ",",
    decimal: part("decimal") ?? ".",
    minus: part("minusSign") ?? "-",
    minGrouping: format.format(1234).length > 4 ? 1 : 2,
    percent: [before, after],
  };
}

export function numberSymbols(locale: string): NumberSymbols {
  const known = LANGUAGE_SYMBOLS[locale];
  if (known) return known;
  let symbols = symbolCache.get(locale);
  if (!symbols) {
    symbols = intlNumberSymbols(locale);
    symbolCache.set(locale, symbols);
  }
  return symbols;
}

/** The sign shown: none for zero (or a value cut to zero), the language's minus, "+" when `signed`. */
function signOf(d: Decimal, fraction: string, signed: boolean, symbols: NumberSymbols): string {
  if (/^0*$/.test(d.whole + fraction)) return "";
  return d.negative ? symbols.minus : signed ? "+" : "";
}

/** `d`'s digits with `fraction` as its decimals, grouped, in the language's symbols (no sign). */
function digits(d: Decimal, fraction: string, symbols: NumberSymbols): string {
  let whole = d.whole;
  if (whole.length >= 3 + symbols.minGrouping) {
    const head = whole.length % 3 || 3;
    whole = [whole.slice(0, head), ...(whole.slice(head).match(/\d{3}/g) ?? [])].join(symbols.group);
  }
  return fraction ? `${whole}${symbols.decimal}${fraction}` : whole;
}

/** `d` with `fraction` as its decimals, in the language's symbols; "+" first when `signed` and above zero. */
export function localized(d: Decimal, fraction: string, locale: string, signed: boolean): string {
  const symbols = numberSymbols(locale);
  return signOf(d, fraction, signed, symbols) + digits(d, fraction, symbols);
}

/** `d` in percent, in the language's pattern ("50%", "50 %", "%50"), the sign first. */
export function percentText(d: Decimal, fraction: string, locale: string, signed: boolean): string {
  const symbols = numberSymbols(locale);
  const [before, after] = symbols.percent;
  return `${signOf(d, fraction, signed, symbols)}${before}${digits(d, fraction, symbols)}${after}`;
}

export interface DecimalStyle {
  /** The most decimals shown: finer digits are cut, never rounded. */
  max: number;
  /** The fewest decimals shown (padded with zeros); `max` for a fixed number of decimals. Default 0. */
  min?: number;
  /** "+" before a value above zero (changes, profits). */
  signed?: boolean;
}

/** The digits of the fraction shown for `style`: cut to `max`, trailing zeros beyond `min` dropped. */
export function fractionFor(d: Decimal, style: DecimalStyle): string {
  const min = Math.min(style.min ?? 0, style.max);
  const kept = d.fraction.slice(0, style.max).padEnd(min, "0");
  return kept.slice(0, min) + kept.slice(min).replace(/0+$/, "");
}

/**
 * The one number formatter: decimal text (or a JSON number, converted, never computed on) written as
 * text in `locale`'s symbols, cut to `style.max` decimals. "--" for a missing or malformed value.
 */
export function formatDecimal(value: DecimalInput, locale: string, style: DecimalStyle): string {
  const d = parseDecimal(value);
  if (!d) return NO_VALUE;
  return localized(d, fractionFor(d, style), locale, style.signed ?? false);
}

/**
 * A number with exactly `decimals` decimals (cut, padded), e.g. a price at its market's precision or a
 * chart axis label: `formatNumber("65335.559", "vi", 2)` → "65.335,55".
 */
export function formatNumber(
  value: DecimalInput,
  locale: string,
  decimals: number,
  minDecimals = decimals,
): string {
  return formatDecimal(value, locale, { max: decimals, min: minDecimals });
}

/**
 * A value already in percent ("1.234" → "1.23%", "-0,5 %" in German…), cut to `decimals` (padded to
 * `minDecimals`, by default all of them), with "+" before a rise when `signed`.
 */
export function formatPercent(
  value: DecimalInput,
  locale: string,
  decimals = 2,
  signed = false,
  minDecimals = decimals,
): string {
  const d = parseDecimal(value);
  return d ? percentText(d, fractionFor(d, { max: decimals, min: minDecimals }), locale, signed) : NO_VALUE;
}

function isDecimal(value: DecimalInput): value is string | number {
  return value !== null && value !== undefined && value !== "" && Number.isFinite(Number(value));
}

/**
 * A price in `locale`, as text (never through a float). With the market's `decimals` (its price
 * precision), always exactly that many, cut not rounded, so a price never changes width as it moves;
 * without, 2 decimals at least and more for small prices (up to 2 from 1000, 4 from 1, else 8).
 */
export function formatPrice(value: DecimalInput, locale: string, decimals?: number): string {
  if (decimals !== undefined) return formatNumber(value, locale, decimals);
  const whole = parseDecimal(value)?.whole ?? "";
  return formatDecimal(value, locale, { max: whole.length > 3 ? 2 : whole === "0" ? 8 : 4, min: 2 });
}

/** A 24 h change in percent: "+1.23%" / "-0.50%" (in `locale`'s symbols) / "--". */
export function formatChange(value: DecimalInput, locale = "en"): string {
  return formatPercent(value, locale, 2, true);
}

/** 1 up, -1 down, 0 flat or unknown; picks the `--up` / `--down` colour. */
export function direction(value: DecimalInput): -1 | 0 | 1 {
  if (!isDecimal(value)) return 0;
  const n = Number(value);
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}

/** Compact volume: 1.2M, 3.4K (spec §9 number format). */
export function formatVolume(value: DecimalInput, locale: string): string {
  if (!isDecimal(value)) return NO_VALUE;
  // Intl reads the decimal text exactly (no float on the way)
  return numberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(
    String(value) as Intl.StringNumericLiteral,
  );
}

/** The value as an integer count of 10^-scale units, or null when it is not a plain decimal. */
function scaled(value: DecimalInput, scale: number): bigint | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const units = BigInt(`${match[2]}${(match[3] ?? "").padEnd(scale, "0")}`);
  return match[1] === "-" ? -units : units;
}

/**
 * Orders two decimal strings exactly, without float arithmetic: -1, 0 or 1. A missing value orders
 * below every number (so it sorts last in a descending list).
 */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const scale = Math.max(...[a, b].map((v) => String(v ?? "").split(".")[1]?.length ?? 0));
  const x = scaled(a, scale);
  const y = scaled(b, scale);
  if (x === null || y === null) return x !== null ? 1 : y !== null ? -1 : 0;
  return x > y ? 1 : x < y ? -1 : 0;
}
