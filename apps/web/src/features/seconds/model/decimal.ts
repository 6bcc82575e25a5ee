/**
 * Exact decimal text arithmetic for the seconds screens (BigInt on scaled integers, never floats):
 * the stake checks and the expected-profit preview. The server decides; these only preview.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(value: string | null | undefined): Scaled | null {
  const match = DECIMAL.exec((value ?? "").trim());
  if (!match) return null;
  const fraction = match[3] ?? "";
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] === "-" ? -units : units, scale: fraction.length };
}

function at(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** `units` × 10^-scale as text, trailing zeros of the fraction dropped. */
function text(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(-scale).replace(/0+$/, "") : "";
  const out = fraction ? `${whole}.${fraction}` : whole;
  return negative && out !== "0" ? `-${out}` : out;
}

export function isDecimal(value: string | null | undefined): value is string {
  return parse(value) !== null;
}

/** -1, 0 or 1; null when either is malformed. */
export function compare(a: string, b: string): -1 | 0 | 1 | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  const scale = Math.max(x.scale, y.scale);
  const d = at(x, scale) - at(y, scale);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

export function isPositive(value: string | null | undefined): boolean {
  const v = parse(value);
  return v !== null && v.units > 0n;
}

export function add(a: string, b: string): string | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  const scale = Math.max(x.scale, y.scale);
  return text(at(x, scale) + at(y, scale), scale);
}

export function subtract(a: string, b: string): string | null {
  const y = parse(b);
  return y ? add(a, text(-y.units, y.scale)) : null;
}

/** `amount` × `percent` %, exact (dividing by 100 only moves the point): "10" × "20" → "2". */
export function percentOf(amount: string, percent: string): string | null {
  const x = parse(amount);
  const y = parse(percent);
  if (!x || !y) return null;
  return text(x.units * y.units, x.scale + y.scale + 2);
}

/** Keeps digits and the first point only, as the user types ("1,5" → "1.5"). */
export function decimalInput(value: string): string {
  const cleaned = value.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const point = cleaned.indexOf(".");
  return point < 0 ? cleaned : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, "")}`;
}
