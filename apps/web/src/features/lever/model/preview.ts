/**
 * What opening a position costs, previewed exactly as the server computes it (PRODUCT-RULES "Lever"):
 * open price = index ± spread; margin = open price × lots × lot size ÷ multiple; handling fee =
 * fee rate × notional; overnight fee = overnight rate × notional a day. Money rounds up to the margin
 * currency's unit, the open price against the trader to the market's price unit.
 */
import type { LeverTerms } from "@bourse/contract";
import { add, divide, isPositive, multiply, roundTo, subtract } from "../../../ui/decimal";

export type Direction = "long" | "short";

/**
 * The price the house opens at for an index price: a long pays index × (1 + spread) rounded up, a
 * short receives index × (1 − spread) rounded down.
 */
export function openDealingPrice(
  index: string,
  direction: Direction,
  terms: Pick<LeverTerms, "spread_rate" | "price_decimals">,
): string | null {
  const factor = direction === "long" ? add("1", terms.spread_rate) : subtract("1", terms.spread_rate);
  const moved = factor === null ? null : multiply(index, factor);
  return moved === null ? null : roundTo(moved, terms.price_decimals, direction === "long" ? "up" : "down");
}

export interface OpenPreview {
  /** open price × lots × lot size, exact */
  notional: string;
  margin: string;
  fee: string;
  overnightPerDay: string;
  /** what the lever account must hold: margin + handling fee */
  total: string;
}

export interface PreviewInput {
  /** the open price: the limit price, or the current open dealing price */
  price: string;
  lots: string;
  multiple: number;
  terms: Pick<LeverTerms, "lot_size" | "fee_rate" | "overnight_rate">;
  /** decimals of the margin currency (USDT: 6) */
  moneyDecimals: number;
}

/** The costs of opening `lots` at `price`; null while the price or the lots are not positive. */
export function previewOpen({
  price,
  lots,
  multiple,
  terms,
  moneyDecimals,
}: PreviewInput): OpenPreview | null {
  if (!isPositive(price) || !isPositive(lots) || !Number.isInteger(multiple) || multiple < 1) return null;
  const notional = multiply(price, lots, terms.lot_size);
  if (notional === null) return null;
  const charge = (rate: string) => {
    const amount = multiply(notional, rate);
    return amount === null ? null : roundTo(amount, moneyDecimals, "up");
  };
  const margin = divide(notional, String(multiple), moneyDecimals, "up");
  const fee = charge(terms.fee_rate);
  const overnightPerDay = charge(terms.overnight_rate);
  const total = margin !== null && fee !== null ? add(margin, fee) : null;
  if (margin === null || fee === null || overnightPerDay === null || total === null) return null;
  return { notional, margin, fee, overnightPerDay, total };
}
