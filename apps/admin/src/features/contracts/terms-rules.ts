/**
 * Checks of the contract-terms forms, mirroring what the server accepts (lever.terms.ts and
 * seconds.config.ts) so the operator hears about a mistake before saving. Amounts and rates stay
 * decimal text: they are compared digit by digit as bigints, never as floats.
 */
import { type DecimalProblem, decimalProblem } from "../../ui/decimal";

export type TermsProblem =
  | DecimalProblem
  /** zero where only a positive value makes sense (lot size, min. lots, a payout rate) */
  | "positive"
  /** a lever rate at or above 0.1 */
  | "rateRange"
  /** a payout rate above 1000 % */
  | "percentRange"
  /** max. below min. */
  | "minAboveMax"
  | "multiples"
  | "presets"
  | "seconds";

/** Places the server keeps lever rates at (NUMERIC(12, 10)). */
export const RATE_DECIMALS = 10;
/** Lever rates stay below this (spread, handling fee, overnight fee). */
export const RATE_LIMIT = "0.1";
/** Places of a lot size or a stake; the server narrows them to the currency's own. */
export const AMOUNT_DECIMALS = 18;
/** Places of a payout rate in percent. */
export const PERCENT_DECIMALS = 4;
export const PERCENT_LIMIT = "1000";
export const MAX_MULTIPLES = 30;
export const MAX_MULTIPLE = 1000;
export const MAX_PRESETS = 20;
export const MAX_DURATION_SECONDS = 86_400;

/** The decimal text as units of 10^-places; `text` must be a plain decimal with at most `places` places. */
function units(text: string, places: number): bigint {
  const [whole = "0", fraction = ""] = text.trim().split(".");
  return BigInt(whole + fraction.padEnd(places, "0").slice(0, places));
}

const placesOf = (text: string) => (text.trim().split(".")[1] ?? "").length;

/** -1, 0 or 1 as plain non-negative decimal `a` is below, equal to or above `b`. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const places = Math.max(placesOf(a), placesOf(b));
  const x = units(a, places);
  const y = units(b, places);
  return x < y ? -1 : x > y ? 1 : 0;
}

const isZero = (text: string) => /^0*(\.0*)?$/.test(text.trim());

/** A decimal above zero with at most `decimals` places (lot size, min./max. lots, a stake limit). */
export function positiveProblem(text: string, decimals: number): TermsProblem | null {
  const problem = decimalProblem(text, decimals);
  if (problem) return problem;
  return isZero(text) ? "positive" : null;
}

/** A lever rate: 0 ≤ rate < 0.1, at most 10 places. */
export function rateProblem(text: string): TermsProblem | null {
  const problem = decimalProblem(text, RATE_DECIMALS);
  if (problem) return problem;
  return compareDecimals(text, RATE_LIMIT) >= 0 ? "rateRange" : null;
}

/** A payout rate in percent: 0 < rate ≤ 1000, at most 4 places. */
export function percentProblem(text: string): TermsProblem | null {
  const problem = positiveProblem(text, PERCENT_DECIMALS);
  if (problem) return problem;
  return compareDecimals(text, PERCENT_LIMIT) > 0 ? "percentRange" : null;
}

/** A maximum below its minimum; nothing to say while either is not a number yet (their own rules speak). */
export function rangeProblem(min: string, max: string, decimals: number): TermsProblem | null {
  if (decimalProblem(min, decimals) || decimalProblem(max, decimals)) return null;
  return compareDecimals(max, min) < 0 ? "minAboveMax" : null;
}

/** "1, 2,5,10" → [1, 2, 5, 10] (sorted, unique), or null unless 1–30 whole numbers from 1 to 1000. */
export function parseMultiples(text: string): number[] | null {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length === 0 || parts.length > MAX_MULTIPLES || parts.some((p) => !/^\d{1,4}$/.test(p)))
    return null;
  const values = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  return values.every((v) => v >= 1 && v <= MAX_MULTIPLE) ? values : null;
}

/**
 * Preset stakes as the server stores them: "10, 50,100" → ["10", "50", "100"]; empty items are
 * skipped, so "" is no preset at all. Null when an item is not a positive decimal or there are
 * more than 20.
 */
export function parsePresets(text: string, decimals = AMOUNT_DECIMALS): string[] | null {
  const items = text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  if (items.length > MAX_PRESETS || items.some((item) => positiveProblem(item, decimals))) return null;
  return items;
}

/** A new duration's length: whole seconds from 1 to 86,400. */
export function secondsProblem(value: number | null | undefined): TermsProblem | null {
  return value !== null &&
    value !== undefined &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_DURATION_SECONDS
    ? null
    : "seconds";
}

/** A rate as a percent text, exactly: "0.0005" → "0.05". */
export function ratePercent(rate: string): string {
  if (decimalProblem(rate, RATE_DECIMALS)) return rate;
  const scaled = units(rate, RATE_DECIMALS)
    .toString()
    .padStart(RATE_DECIMALS - 1, "0");
  const whole = scaled.slice(0, -(RATE_DECIMALS - 2)) || "0";
  const fraction = scaled.slice(-(RATE_DECIMALS - 2)).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}
