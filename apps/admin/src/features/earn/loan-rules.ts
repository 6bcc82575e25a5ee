/**
 * The checks of the loan forms, mirroring what the server (module `loan`) takes so the operator hears
 * of a mistake before saving; the server stays the authority and refuses the rest, naming the field.
 * Rates are fractions (0.65 = 65 %), compared digit by digit, never as floats.
 */
import { compareDecimals } from "../contracts/terms-rules";

/** A daily (or overdue) interest rate: below 1, at most 8 places ("0.0003"). */
export const DAILY_RATE = /^\s*0(\.\d{1,8})?\s*$/;

/** The share of the borrower's available assets a loan may reach: up to 3 whole digits and 4 places, above 0. */
export const ASSET_LIMIT = /^\s*\d{1,3}(\.\d{1,4})?\s*$/;

/** An LTV step: from 0 to 1, at most 4 places. */
export const LTV = /^\s*(0(\.\d{1,4})?|1(\.0{1,4})?)\s*$/;

/** A collateral coin's LTV steps, each above the one before it (and the first above 0). */
export const LTV_STEPS = ["initial_ltv", "margin_call", "top_up", "liquidate"] as const;
export type LtvStep = (typeof LTV_STEPS)[number];

/** Whether a rate (already matching its pattern) is above zero. */
export const aboveZero = (rate: string) => compareDecimals(rate, "0") > 0;

/**
 * What is wrong with step `step` given the values of the form: "zero" for a first step at 0, "order"
 * when it is not above the step before it; null when fine, or while either is not a rate yet (their own
 * pattern speaks).
 */
export function stepProblem(
  values: Partial<Record<LtvStep, string | undefined>>,
  step: LtvStep,
): "zero" | "order" | null {
  const index = LTV_STEPS.indexOf(step);
  const value = values[step]?.trim() ?? "";
  if (!LTV.test(value)) return null;
  const before = LTV_STEPS[index - 1];
  if (before === undefined) return aboveZero(value) ? null : "zero";
  const previous = values[before]?.trim() ?? "";
  if (!LTV.test(previous)) return null;
  return compareDecimals(value, previous) > 0 ? null : "order";
}
