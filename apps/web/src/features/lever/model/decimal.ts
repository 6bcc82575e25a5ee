/**
 * Exact decimal text arithmetic for the contract form's previews (BigInt on scaled integers, never
 * floats). The server decides every amount; these only preview it, rounded the way it rounds.
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

const pow10 = (n: number) => 10n ** BigInt(n);

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

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

export function isDecimal(value: string | null | undefined): value is string {
  return parse(value) !== null;
}

/** Decimals a value is written with: "0.01" → 2, "1" → 0, "0.50" → 2. */
export function decimalsIn(value: string): number {
  return parse(value)?.scale ?? 0;
}

/** One unit of the last of `decimals` decimals: 2 → "0.01", 0 → "1". */
export function unitOf(decimals: number): string {
  return text(1n, decimals);
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

export function isNegative(value: string | null | undefined): boolean {
  const v = parse(value);
  return v !== null && v.units < 0n;
}

/**
 * One step up or down from `value`, on the grid of `step`, kept within [min, max] when given. An
 * empty or malformed value steps from `min` (or zero).
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
