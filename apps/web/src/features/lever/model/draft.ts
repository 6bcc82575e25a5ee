/**
 * The contract form's draft, what is plainly wrong with it before anything is sent, and the fields
 * of `POST /lever/submit` it becomes. The server checks everything again (balance, range, stops).
 */
import type { LeverTerms } from "@bourse/contract";
import { compare, decimalsIn, isPositive } from "../../../ui/decimal";
import type { Direction } from "./preview";
import { isEmptyStop, type StopProblem, stopsProblem } from "./stops";

export type OrderKind = "market" | "limit";

export interface Draft {
  direction: Direction;
  kind: OrderKind;
  /** limit price (ignored for a market order) */
  price: string;
  lots: string;
  multiple: number | undefined;
  takeProfit: string;
  stopLoss: string;
}

export type LotRange = { min: string; max: string };

export type DraftProblem =
  | { key: "form.priceInvalid" }
  | { key: "form.lotsInvalid"; decimals: number }
  | { key: "form.lotsRange"; min: string; max: string }
  | { key: "form.multipleMissing" }
  | ({ key: "form.stopProblem" } & StopProblem);

/**
 * What is wrong with the draft, in the order the form shows it; null when it can be sent.
 * `openPrice` is the current open dealing price a market order's stops are checked against.
 */
export function draftProblem(
  draft: Draft,
  terms: Pick<LeverTerms, "lot_decimals" | "price_decimals">,
  range: LotRange,
  openPrice: string | null,
): DraftProblem | null {
  const price = draft.price.trim();
  if (draft.kind === "limit" && (!isPositive(price) || decimalsIn(price) > terms.price_decimals)) {
    return { key: "form.priceInvalid" };
  }
  const lots = draft.lots.trim();
  if (!isPositive(lots) || decimalsIn(lots) > terms.lot_decimals) {
    return { key: "form.lotsInvalid", decimals: terms.lot_decimals };
  }
  if (compare(lots, range.min) === -1 || compare(lots, range.max) === 1) {
    return { key: "form.lotsRange", ...range };
  }
  if (draft.multiple === undefined) return { key: "form.multipleMissing" };
  const reference = draft.kind === "limit" ? price : openPrice;
  const stops = stopsProblem(draft.direction, draft, reference, terms.price_decimals);
  return stops ? { key: "form.stopProblem", ...stops } : null;
}

export interface SubmitFields {
  share: string;
  multiple: number;
  currency_id: number;
  legal_id: number;
  type: 1 | 2;
  status: OrderKind;
  target_price?: string;
  target_profit_price?: string;
  stop_loss_price?: string;
}

/** `POST /lever/submit`'s fields for a valid draft: empty stops are left out. */
export function submitFields(
  draft: Draft & { multiple: number },
  market: Pick<LeverTerms, "currency_id" | "legal_id">,
): SubmitFields {
  const stop = (value: string) => (isEmptyStop(value) ? undefined : value.trim());
  return {
    share: draft.lots.trim(),
    multiple: draft.multiple,
    currency_id: market.currency_id,
    legal_id: market.legal_id,
    type: draft.direction === "long" ? 1 : 2,
    status: draft.kind,
    target_price: draft.kind === "limit" ? draft.price.trim() : undefined,
    target_profit_price: stop(draft.takeProfit),
    stop_loss_price: stop(draft.stopLoss),
  };
}
