import { toUnits } from "./figures";

/**
 * The amount to lock, checked before it is sent as the server checks it (apps/server lockmining): a
 * positive amount with at most the coin's decimals, within the plan's single-order limits; and, when
 * known, within what is left of the plan's quota and what the financial account has available.
 */
export type AmountProblem =
  | "required"
  | "invalid"
  | "decimals"
  | "belowMin"
  | "aboveMax"
  | "aboveRemaining"
  | "aboveAvailable";

export interface AmountLimits {
  /** the coin's decimals; undefined while unknown (the decimals are then left to the server) */
  decimals: number | undefined;
  min: string;
  max: string;
  /** what is left of the plan's quota; null: no quota */
  remaining: string | null;
  /** the financial account's available balance of the coin; undefined while unknown */
  available: string | undefined;
}

/** Compared at 18 decimals, the most any coin (and the server's NUMERIC(36,18) columns) has. */
const FINE = 18;
const fine = (text: string) => toUnits(text, FINE);

/** What is wrong with `text` as an amount to lock, or null when it may be sent. */
export function amountProblem(text: string, limits: AmountLimits): AmountProblem | null {
  const value = text.trim();
  if (value === "") return "required";
  const amount = fine(value);
  if (!/^\d+(\.\d+)?$/.test(value) || amount === null) return "invalid";
  if (amount <= 0n) return "invalid";
  if (limits.decimals !== undefined && toUnits(value, limits.decimals) === null) return "decimals";
  const above = (limit: string | null | undefined) => {
    const l = limit === null || limit === undefined ? null : fine(limit);
    return l !== null && amount > l;
  };
  const min = fine(limits.min);
  if (min !== null && amount < min) return "belowMin";
  if (above(limits.max)) return "aboveMax";
  if (above(limits.remaining)) return "aboveRemaining";
  if (above(limits.available)) return "aboveAvailable";
  return null;
}
