/**
 * The trade form's draft and what it previews (total, fee, percent-of-balance amounts), computed
 * exactly on decimal text. Only previews: the server checks tick, step, minimum and balance.
 */
import type { SpotMarket } from "@bourse/contract";
import {
  add,
  compare,
  decimalsOf,
  divide,
  floorToStep,
  isPositive,
  multiply,
  roundTo,
} from "../../../ui/decimal";

export type Side = "buy" | "sell";
export type OrderKind = "limit" | "market";

export interface Draft {
  side: Side;
  kind: OrderKind;
  /** Limit price (ignored for a market order). */
  price: string;
  /** Base amount; for a market buy, the quote amount to spend. */
  amount: string;
}

export type Rules = Pick<
  SpotMarket,
  "tick_size" | "step_size" | "maker_fee" | "taker_fee" | "currency_id" | "legal_id"
>;

/** The rate a buy limit's fee reserve is reckoned at: the larger of the maker and taker rates. */
export function holdFeeRate(rules: Pick<Rules, "maker_fee" | "taker_fee">): string {
  return compare(rules.maker_fee, rules.taker_fee) === 1 ? rules.maker_fee : rules.taker_fee;
}

/** True when the amount field holds a quote amount (a market buy spends USDT). */
export function spendsQuote(draft: Pick<Draft, "side" | "kind">): boolean {
  return draft.side === "buy" && draft.kind === "market";
}

export interface Preview {
  /** Quote value (exact for a limit order, estimated at `lastPrice` for a market sell). */
  total: string | null;
  /** The most the taker fee could be, in the asset received. */
  fee: string | null;
  feeCoin: "base" | "quote";
}

/** Digits an estimate at the last price is cut to. */
const ESTIMATE_DECIMALS = 8;

export function preview(draft: Draft, rules: Rules, lastPrice: string | null): Preview {
  const amount = isPositive(draft.amount) ? draft.amount : null;
  const price = draft.kind === "limit" ? (isPositive(draft.price) ? draft.price : null) : lastPrice;
  const feeCoin = draft.side === "buy" ? "base" : "quote";
  if (!amount) return { total: null, fee: null, feeCoin };
  if (spendsQuote(draft)) {
    const base = price && isPositive(price) ? divide(amount, price, ESTIMATE_DECIMALS, "down") : null;
    return { total: amount, fee: base ? multiply(base, rules.taker_fee) : null, feeCoin };
  }
  const total = price ? multiply(price, amount) : null;
  if (draft.side === "buy") return { total, fee: multiply(amount, rules.taker_fee), feeCoin };
  return { total, fee: total ? multiply(total, rules.taker_fee) : null, feeCoin };
}

/** What placing the order freezes, as the server reckons it. */
export interface Hold {
  /** The whole amount frozen (cost + fee reserve for a buy limit). */
  frozen: string;
  coin: "base" | "quote";
  /** A buy limit's parts: price × amount, and the fee reserve on it (both rounded up to the quote's unit). */
  cost: string | null;
  feeReserve: string | null;
}

/**
 * The amount the order freezes, exactly as the server does: a buy limit price × amount rounded up to
 * the quote currency's unit (`quoteScale` decimals), plus the larger fee rate on that, also rounded
 * up; a market buy its quote amount; a sell its base amount. The fee reserve comes back when the order
 * ends (a buy's fee is charged in the base it receives).
 */
export function holdOf(draft: Draft, rules: Rules, quoteScale: number): Hold | null {
  if (!isPositive(draft.amount)) return null;
  const amount = draft.amount.trim();
  if (draft.side === "sell") return { frozen: amount, coin: "base", cost: null, feeReserve: null };
  if (spendsQuote(draft)) return { frozen: amount, coin: "quote", cost: null, feeReserve: null };
  if (!isPositive(draft.price)) return null;
  const product = multiply(draft.price.trim(), amount);
  const cost = product === null ? null : roundTo(product, quoteScale, "up");
  const reserveExact = cost === null ? null : multiply(cost, holdFeeRate(rules));
  const feeReserve = reserveExact === null ? null : roundTo(reserveExact, quoteScale, "up");
  const frozen = cost !== null && feeReserve !== null ? add(cost, feeReserve) : null;
  return frozen === null ? null : { frozen, coin: "quote", cost, feeReserve };
}

export interface Available {
  base: string | undefined;
  quote: string | undefined;
}

/**
 * The amount that uses `percent` % of the available balance: a sell, of the base; a limit buy, of
 * the quote at the limit price with room for the taker fee the server also freezes; a market buy,
 * the quote amount itself (cut to the tick).
 */
export function percentAmount(
  percent: number,
  draft: Draft,
  rules: Rules,
  available: Available,
  lastPrice: string | null,
): string | null {
  const share = divide(String(percent), "100", 2, "down");
  if (share === null) return null;
  if (draft.side === "sell") {
    const base = available.base && multiply(available.base, share);
    return base ? floorToStep(base, rules.step_size) : null;
  }
  const quote = available.quote && multiply(available.quote, share);
  if (!quote) return null;
  if (draft.kind === "market") return floorToStep(quote, rules.tick_size);
  const price = isPositive(draft.price) ? draft.price : lastPrice;
  if (!price || !isPositive(price)) return null;
  const perUnit = multiply(price, add("1", holdFeeRate(rules)) ?? "1");
  if (!perUnit) return null;
  const base = divide(quote, perUnit, decimalsOf(rules.step_size), "down");
  return base ? floorToStep(base, rules.step_size) : null;
}

export type DraftProblem = "form.priceInvalid" | "form.amountInvalid";

/** What is plainly wrong before anything is sent (the server checks the rest). */
export function draftProblem(draft: Draft): DraftProblem | null {
  if (draft.kind === "limit" && !isPositive(draft.price)) return "form.priceInvalid";
  if (!isPositive(draft.amount)) return "form.amountInvalid";
  return null;
}

/** `POST /coin/trade`'s form fields for a draft: no `target_price` makes it a market order. */
export function orderFields(draft: Draft, rules: Rules) {
  return {
    type: draft.side,
    amount: draft.amount.trim(),
    target_price: draft.kind === "limit" ? draft.price.trim() : undefined,
    currency_id: rules.currency_id,
    legal_id: rules.legal_id,
  };
}
