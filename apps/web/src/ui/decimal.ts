/**
 * Exact decimal text arithmetic for the trade and wallet previews (BigInt on scaled integers, never
 * floats): totals, fees, steppers, percent-of-balance amounts and display sums. The server decides
 * every amount; these only preview it, rounded the way it rounds.
 *
 * A decimal is digits with an optional leading "-" and an optional fraction ("1.5", "-0.01"; not
 * "1.", ".5", "+1" or "1e3"), surrounding spaces ignored. Helpers answer null (or false) when an
 * operand is not one, except `sum`, where a malformed part counts as zero.
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

const pow10 = (n: number) => 10n ** BigInt(n);

/** `value`'s units at a scale at least its own. */
function at(value: Scaled, scale: number): bigint {
  return value.units * pow10(scale - value.scale);
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

const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

export function isDecimal(value: string | null | undefined): value is string {
  return parse(value) !== null;
}

export function isPositive(value: string | null | undefined): boolean {
  const v = parse(value);
  return v !== null && v.units > 0n;
}

export function isNegative(value: string | null | undefined): boolean {
  const v = parse(value);
  return v !== null && v.units < 0n;
}

/** Decimals a value is written with: "0.01" → 2, "1" → 0, "0.50" → 2; 0 when malformed. */
export function decimalsIn(value: string): number {
  return parse(value)?.scale ?? 0;
}

/** Decimals a step or tick has, trailing zeros aside: "0.01" → 2, "1" → 0, "0.50" → 1. */
export function decimalsOf(step: string): number {
  const fraction = (step.split(".")[1] ?? "").replace(/0+$/, "");
  return fraction.length;
}

/** One unit of the last of `decimals` decimals: 2 → "0.01", 0 → "1". */
export function unitOf(decimals: number): string {
  return text(1n, decimals);
}

/** Keeps digits and the first point only, as the user types ("1,5" → "1.5"). */
export function decimalInput(value: string): string {
  const cleaned = value.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const point = cleaned.indexOf(".");
  return point < 0 ? cleaned : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, "")}`;
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

/** The exact sum of a display total; a malformed part counts as zero, so the total always shows. */
export function sum(values: readonly string[]): string {
  const parsed = values.map(parse).filter((v): v is Scaled => v !== null);
  const scale = Math.max(0, ...parsed.map((v) => v.scale));
  return text(
    parsed.reduce((total, v) => total + at(v, scale), 0n),
    scale,
  );
}

/** The exact product of every factor (no rounding); null when one is malformed. */
export function multiply(...factors: string[]): string | null {
  let units = 1n;
  let scale = 0;
  for (const factor of factors) {
    const f = parse(factor);
    if (!f) return null;
    units *= f.units;
    scale += f.scale;
  }
  return text(units, scale);
}

/** `amount` × `percent` %, exact (dividing by 100 only moves the point): "10" × "20" → "2". */
export function percentOf(amount: string, percent: string): string | null {
  const x = parse(amount);
  const y = parse(percent);
  if (!x || !y) return null;
  return text(x.units * y.units, x.scale + y.scale + 2);
}

/** a ÷ b to `decimals` decimals, rounded up (towards +∞) or down; null when malformed or b is zero. */
export function divide(a: string, b: string, decimals: number, rounding: "up" | "down"): string | null {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y || y.units === 0n) return null;
  // a/b × 10^d = (xu × 10^(ys + d)) / (yu × 10^xs)
  const numerator = x.units * pow10(y.scale + decimals);
  const denominator = y.units * pow10(x.scale);
  const q = rounding === "up" ? ceilDiv(numerator, denominator) : floorDiv(numerator, denominator);
  return text(q, decimals);
}

/** `value` rounded up (towards +∞) or down to `decimals` decimals. */
export function roundTo(value: string, decimals: number, rounding: "up" | "down"): string | null {
  return divide(value, "1", decimals, rounding);
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

/**
 * One step up or down from `value`, on the grid of `step`, never below zero and kept within
 * [min, max] when given. An empty or malformed value steps from `min` (or zero).
 */
export function nudge(
  value: string,
  step: string,
  direction: 1 | -1,
  min?: string,
  max?: string,
): string | null {
  const s = parse(step);
  if (!s || s.units <= 0n) return null;
  const start = isDecimal(value) ? value : (min ?? "0");
  const v = parse(start);
  if (!v) return null;
  const scale = Math.max(v.scale, s.scale);
  const stepUnits = at(s, scale);
  const onGrid = floorDiv(at(v, scale), stepUnits) * stepUnits;
  // up: the next grid point above; down: the grid point below (the value itself when off the grid)
  const nextUnits =
    direction === 1 ? onGrid + stepUnits : onGrid === at(v, scale) ? onGrid - stepUnits : onGrid;
  let next = text(nextUnits > 0n ? nextUnits : 0n, scale);
  if (!isDecimal(value) && min !== undefined) next = min;
  if (min !== undefined && compare(next, min) === -1) next = min;
  if (max !== undefined && compare(next, max) === 1) next = max;
  return next;
}

/** `value` shown with exactly `decimals` decimals (cut, not rounded): "65000" → "65000.00". */
export function withDecimals(value: string, decimals: number): string {
  const v = parse(value);
  if (!v) return value;
  const cut = v.scale > decimals ? floorDiv(v.units, pow10(v.scale - decimals)) : at(v, decimals);
  const out = text(cut, decimals);
  if (decimals === 0) return out;
  const [whole, fraction = ""] = out.split(".");
  return `${whole}.${fraction.padEnd(decimals, "0")}`;
}
