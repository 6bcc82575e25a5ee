/**
 * Exact decimal text arithmetic for display totals (BigInt on scaled integers, never floats): the
 * Assets screen adds the accounts' USDT values and converts them at a display rate.
 */
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(text: string): Scaled | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[3] ?? "";
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] === "-" ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(-scale).replace(/0+$/, "") : "";
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== "0" ? `-${text}` : text;
}

/** The exact sum of decimal strings; malformed parts count as zero. */
export function sumDecimals(values: string[]): string {
  const parsed = values.map(parse).filter((v): v is Scaled => v !== null);
  const scale = Math.max(0, ...parsed.map((v) => v.scale));
  return format(
    parsed.reduce((sum, v) => sum + rescale(v, scale), 0n),
    scale,
  );
}

/** a × b, exact; null when either is malformed. */
export function multiplyDecimals(a: string, b: string): string | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  return format(x.units * y.units, x.scale + y.scale);
}

/** True when the decimal text is above zero. */
export function isPositive(value: string): boolean {
  const v = parse(value);
  return v !== null && v.units > 0n;
}
