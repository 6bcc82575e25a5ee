import { compare, decimalsIn, isDecimal, isPositive } from "../../../ui/decimal";

/**
 * The copy settings and trader application forms, checked as the server checks them
 * (apps/server copy.service): each problem names its field.
 */

/** 1: proportional (a multiple of the trader's lots), 2: fixed lots. */
export type CopyType = 1 | 2;

export const MULTIPLE_MIN = "0.01";
export const MULTIPLE_MAX = "100";

export interface FollowDraft {
  type: CopyType;
  number: string;
  maxOrder: string;
  maxTotal: string;
}

export type FollowField = "number" | "max_margin_order" | "max_margin_total";
export type FollowProblem = "required" | "multipleRange" | "multipleDecimals" | "lotsInvalid" | "capInvalid";

const positive = (value: string, decimals: number) =>
  isDecimal(value) && isPositive(value) && decimalsIn(value) <= decimals;

/** A margin cap: empty (no cap) or a positive amount with at most 6 decimals. */
const capProblem = (value: string): FollowProblem | undefined =>
  value.trim() === "" || positive(value.trim(), 6) ? undefined : "capInvalid";

export function checkFollow(draft: FollowDraft): Partial<Record<FollowField, FollowProblem>> {
  const found: Partial<Record<FollowField, FollowProblem>> = {};
  const n = draft.number.trim();
  if (n === "") found.number = "required";
  else if (draft.type === 1) {
    if (!isDecimal(n)) found.number = "multipleRange";
    else if (decimalsIn(n) > 2) found.number = "multipleDecimals";
    else if (compare(n, MULTIPLE_MIN) === -1 || compare(n, MULTIPLE_MAX) === 1)
      found.number = "multipleRange";
  } else if (!positive(n, 8)) found.number = "lotsInvalid";
  const order = capProblem(draft.maxOrder);
  if (order) found.max_margin_order = order;
  const totalCap = capProblem(draft.maxTotal);
  if (totalCap) found.max_margin_total = totalCap;
  return found;
}

/** The body of `POST /follow/follow`: an empty cap is left out (no cap). */
export function followBody(traderUserId: number, draft: FollowDraft) {
  const cap = (value: string) => (value.trim() === "" ? undefined : value.trim());
  return {
    trader_user_id: traderUserId,
    type: draft.type,
    number: draft.number.trim(),
    max_margin_order: cap(draft.maxOrder),
    max_margin_total: cap(draft.maxTotal),
  };
}

export const NAME_MIN = 2;
export const NAME_MAX = 30;
export const BIO_MAX = 300;

/** A trader's display name: 2 to 30 characters once trimmed. */
export function nameProblem(name: string): "nameLength" | undefined {
  const length = Array.from(name.trim()).length;
  return length < NAME_MIN || length > NAME_MAX ? "nameLength" : undefined;
}

/** The most followers asked for: empty (the venue's cap) or a whole number from 1 to the cap. */
export function maxFollowersProblem(value: string, cap: number): "maxFollowers" | undefined {
  const text = value.trim();
  if (text === "") return undefined;
  const n = Number(text);
  return /^\d+$/.test(text) && n >= 1 && n <= cap ? undefined : "maxFollowers";
}

/** The form field a server refusal names (`field` of the failure), when it is one of `fields`. */
export function fieldOfRefusal<F extends string>(
  error: { field?: string | undefined },
  fields: readonly F[],
): F | null {
  return fields.find((f) => f === error.field) ?? null;
}
