import { MoneyError } from "./amount.ts";

/**
 * How to drop digits that do not fit:
 * - "down": toward zero (fees charged, quantity steps — never give away a unit we do not have)
 * - "up": away from zero
 * - "half-up": nearest, ties away from zero (display; matches decimal.js ROUND_HALF_UP)
 * - "floor": toward −∞
 * - "ceil": toward +∞
 */
export type RoundingMode = "down" | "up" | "half-up" | "floor" | "ceil";

/** Every rounding mode, for validation and exhaustive tests. */
export const ROUNDING_MODES: readonly RoundingMode[] = ["down", "up", "half-up", "floor", "ceil"];

/** Type guard for untrusted mode names (config, query strings). */
export function isRoundingMode(value: unknown): value is RoundingMode {
  return typeof value === "string" && (ROUNDING_MODES as readonly string[]).includes(value);
}

/** numerator / denominator rounded to an integer by `mode`; the single place where digits are ever dropped. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (!isRoundingMode(mode))
    throw new MoneyError("MONEY_BAD_ARGUMENT", `unknown rounding mode: ${String(mode)}`);
  if (denominator === 0n) throw new MoneyError("MONEY_DIVISION_BY_ZERO", "division by zero");
  const quotient = numerator / denominator; // bigint division truncates toward zero
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const direction = numerator < 0n !== denominator < 0n ? -1n : 1n; // sign of the exact result
  switch (mode) {
    case "down":
      return quotient;
    case "up":
      return quotient + direction;
    case "floor":
      return direction < 0n ? quotient - 1n : quotient;
    case "ceil":
      return direction > 0n ? quotient + 1n : quotient;
    case "half-up": {
      const twiceRemainder = remainder < 0n ? -2n * remainder : 2n * remainder;
      const magnitude = denominator < 0n ? -denominator : denominator;
      return twiceRemainder >= magnitude ? quotient + direction : quotient;
    }
  }
}
