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
import { formatExact, formatRate } from "../../../ui/format";
import { formatPercent, NO_VALUE } from "../../../ui/quote";

/**
 * The copy screens' figures as text. The server sends every amount and percent as a decimal string;
 * they are shown with every decimal sent, in the language's number format, or moved by whole powers
 * of ten (a rate 0.1 is 10 %), never through floats.
 */

/** Every decimal a percent may carry: none is cut. */
const ALL_DECIMALS = 18;

/**
 * "12.5" → "12.5%" ("12,5%" in Vietnamese), signed "+12.5%" when asked; "--" for a missing figure (no
 * trades yet).
 */
export function percentText(value: string | null | undefined, locale: string, signed = false): string {
  if (!isDecimal(value)) return NO_VALUE;
  return formatPercent(value.trim(), locale, ALL_DECIMALS, signed, 0);
}

/** An amount, price or lot size as the server wrote it, in `locale`: "51753.4" → "51.753,4" in Vietnamese. */
export function amountText(value: string | null | undefined, locale: string): string {
  if (!isDecimal(value)) return NO_VALUE;
  return formatExact(value.trim(), locale);
}

/** An amount with its sign: "+1.5", "-0.2", "0" ("+1.234,5" in Vietnamese); "--" when missing. */
export function signedText(value: string | null | undefined, locale: string): string {
  if (!isDecimal(value)) return NO_VALUE;
  return formatExact(value.trim(), locale, true);
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

/** A share rate as the screens show it: "0.1" → "10%", "0.0525" → "5,25%" in Vietnamese. */
export function rateText(rate: string | null | undefined, locale: string): string {
  if (!isDecimal(rate)) return NO_VALUE;
  return formatRate(rate.trim(), locale, ALL_DECIMALS);
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

/** followers of max, as the list shows it: "12 / 500" ("12 / 1.000" in Vietnamese). */
export function seatsText(followers: number, max: number, locale: string): string {
  return `${formatExact(followers, locale)} / ${formatExact(max, locale)}`;
}
