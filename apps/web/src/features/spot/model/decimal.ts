/**
 * Exact decimal text arithmetic for the order form (BigInt on scaled integers, never floats): totals,
 * fee previews, steppers and the percent-of-balance amounts. The server decides; these only preview.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(text: string | null | undefined): Scaled | null {
  const match = DECIMAL.exec((text ?? "").trim());
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

/** Division rounded towards minus infinity (BigInt division truncates towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function isDecimal(value: string | null | undefined): value is string {
  return parse(value) !== null;
}

/** Decimals a step or tick has: "0.01" → 2, "1" → 0, "0.50" → 1. */
export function decimalsOf(step: string): number {
  const fraction = (step.split(".")[1] ?? "").replace(/0+$/, "");
  return fraction.length;
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

export function multiply(a: string, b: string): string | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return null;
  return text(x.units * y.units, x.scale + y.scale);
}

/** a ÷ b cut down to `decimals` decimals; null when either is malformed or b is zero. */
export function divideDown(a: string, b: string, decimals: number): string | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y || y.units === 0n) return null;
  // a/b × 10^d = (xu × 10^(ys + d)) / (yu × 10^xs)
  const numerator = x.units * 10n ** BigInt(y.scale + decimals);
  const denominator = y.units * 10n ** BigInt(x.scale);
  return text(floorDiv(numerator, denominator), decimals);
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

export function isPositive(value: string): boolean {
  const v = parse(value);
  return v !== null && v.units > 0n;
}

/** The largest multiple of `step` not above `value` ("65000.129", "0.01" → "65000.12"). */
export function floorToStep(value: string, step: string): string | null {
  const v = parse(value);
  const s = parse(step);
  if (!v || !s || s.units <= 0n) return null;
  const scale = Math.max(v.scale, s.scale);
  const stepUnits = at(s, scale);
  return text(floorDiv(at(v, scale), stepUnits) * stepUnits, scale);
}

/** One step up or down from `value`, on the step grid, never below zero. */
export function nudge(value: string, step: string, direction: 1 | -1): string | null {
  const base = isDecimal(value) ? value : "0";
  const onGrid = floorToStep(base, step);
  if (onGrid === null) return null;
  // up: the next grid point above; down: the grid point below (the value itself when off the grid)
  const next =
    direction === 1 ? add(onGrid, step) : compare(onGrid, base) === 0 ? subtract(onGrid, step) : onGrid;
  if (next === null) return null;
  return compare(next, "0") === 1 ? next : "0";
}

/** `value` shown with exactly `decimals` decimals (cut, not rounded): "65000" → "65000.00". */
export function withDecimals(value: string, decimals: number): string {
  const v = parse(value);
  if (!v) return value;
  const cut = v.scale > decimals ? floorDiv(v.units, 10n ** BigInt(v.scale - decimals)) : at(v, decimals);
  const out = text(cut, decimals);
  if (decimals === 0) return out;
  const [whole, fraction = ""] = out.split(".");
  return `${whole}.${fraction.padEnd(decimals, "0")}`;
}
