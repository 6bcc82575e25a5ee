/** Shown where a price or change is not known yet (e.g. `now_price` null before the first tick). */
export const NO_VALUE = "--";

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f;
}

type Decimal = string | number | null | undefined;

function isDecimal(value: Decimal): value is string | number {
  return value !== null && value !== undefined && value !== "" && Number.isFinite(Number(value));
}

/**
 * Formats a decimal string for display without float arithmetic on the value itself
 * (Intl formats numeric strings exactly); more digits for small prices.
 */
export function formatPrice(value: Decimal, locale: string): string {
  if (!isDecimal(value)) return NO_VALUE;
  const magnitude = Math.abs(Number(value));
  const digits = magnitude >= 1000 ? 2 : magnitude >= 1 ? 4 : 8;
  return formatter(locale, digits).format(String(value) as Intl.StringNumericLiteral);
}

/** "+1.23%" / "-0.50%" / "--". */
export function formatChange(value: Decimal): string {
  if (!isDecimal(value)) return NO_VALUE;
  const n = Number(value);
  return `${n > 0 ? "+" : ""}${n.toFixed(2)}%`;
}

/** 1 up, -1 down, 0 flat or unknown; picks the `--up` / `--down` colour. */
export function direction(value: Decimal): -1 | 0 | 1 {
  if (!isDecimal(value)) return 0;
  const n = Number(value);
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}

/** Compact volume: 1.2M, 3.4K (spec §9 number format). */
export function formatVolume(value: Decimal, locale: string): string {
  if (!isDecimal(value)) return NO_VALUE;
  return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(
    Number(value),
  );
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** The value as an integer count of 10^-scale units, or null when it is not a plain decimal. */
function scaled(value: Decimal, scale: number): bigint | null {
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
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(...[a, b].map((v) => String(v ?? "").split(".")[1]?.length ?? 0));
  const x = scaled(a, scale);
  const y = scaled(b, scale);
  if (x === null || y === null) return x !== null ? 1 : y !== null ? -1 : 0;
  return x > y ? 1 : x < y ? -1 : 0;
}
