import {
  compare,
  decimalsIn,
  divide,
  isDecimal,
  isNegative,
  isPositive,
  multiply,
  sum,
} from "../../../ui/decimal";
import { NO_VALUE } from "../../../ui/quote";

/**
 * The copy screens' figures as text. The server sends every amount and percent as a decimal string;
 * they are shown as sent or moved by whole powers of ten (a rate 0.1 is 10 %), never through floats.
 */

/** "12.5" → "12.5%", signed "+12.5%" when asked; "--" for a missing figure (no trades yet). */
export function percentText(value: string | null | undefined, signed = false): string {
  if (!isDecimal(value)) return NO_VALUE;
  const text = value.trim();
  return `${signed && isPositive(text) ? "+" : ""}${text}%`;
}

/** An amount with its sign: "+1.5", "-0.2", "0"; "--" when missing. */
export function signedText(value: string | null | undefined): string {
  if (!isDecimal(value)) return NO_VALUE;
  const text = value.trim();
  return isPositive(text) ? `+${text}` : text;
}

/** "up" for a gain, "down" for a loss, "flat" for zero or unknown: the `data-tone` of a figure. */
export function toneOf(value: string | null | undefined): "up" | "down" | "flat" {
  if (isPositive(value)) return "up";
  if (isNegative(value)) return "down";
  return "flat";
}

/** A share rate as a percent: "0.1" → "10", "0.0525" → "5.25"; null when malformed. */
export function rateToPercent(rate: string | null | undefined): string | null {
  if (!isDecimal(rate)) return null;
  return multiply(rate.trim(), "100");
}

/** A share rate as the screens show it: "0.1" → "10%". */
export function rateText(rate: string | null | undefined): string {
  const percent = rateToPercent(rate);
  return percent === null ? NO_VALUE : `${percent}%`;
}

/**
 * The share rate a percent asks for ("10" → "0.1", "5.25" → "0.0525"): at most two decimals of a
 * percent (the server keeps four of the rate); null otherwise.
 */
export function percentToRate(percent: string): string | null {
  const text = percent.trim();
  if (!isDecimal(text) || isNegative(text) || decimalsIn(text) > 2) return null;
  return divide(text, "100", 4, "down");
}

/** percent ≤ cap, the cap given as a rate ("10" against "0.1" is fine). */
export function withinRateCap(percent: string, cap: string): boolean {
  const rate = percentToRate(percent);
  return rate !== null && compare(rate, cap) !== 1;
}

/** The exact total of amounts (margins of open copies, profit shares paid). */
export function total(amounts: readonly string[]): string {
  return sum(amounts);
}

/** followers of max, as the list shows it: "12 / 500". */
export function seatsText(followers: number, max: number): string {
  return `${followers} / ${max}`;
}
