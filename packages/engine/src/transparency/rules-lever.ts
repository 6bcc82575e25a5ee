import { fromUnits, toPlainString } from "@bourse/money";
import { dealingPrice, feeFor, type LeverTerms, limitReached, marginFor, parseRate } from "../lever/math.ts";
import { fail, int, type OutcomeRule, oneOf, type Recomputed, record, tick, units } from "./inputs.ts";
import { step } from "./steps.ts";

/**
 * Perpetual contracts' terms as an outcome proof states them: `{ price_decimals, base_scale, quote_scale,
 * lot_size (base asset per lot), lot_decimals, spread_rate, fee_rate? }`.
 */
export function leverTermsOf(inputs: Record<string, unknown>): LeverTerms {
  const t = record(inputs.terms, "terms");
  const baseScale = int(t, "base_scale", 0, 18);
  const rate = (name: string) => {
    const v = t[name];
    if (v === undefined && name === "fee_rate") return { num: 0n, den: 1n };
    const r = typeof v === "string" ? parseRate(v) : undefined;
    return r ?? fail(`${name} ${JSON.stringify(v)} is not a rate`);
  };
  return {
    priceDecimals: int(t, "price_decimals", 0, 18),
    baseScale,
    quoteScale: int(t, "quote_scale", 0, 18),
    lotDecimals: int(t, "lot_decimals", 0, 18),
    lotSize: units(t, "lot_size", baseScale, 1n),
    spread: rate("spread_rate"),
    fee: rate("fee_rate"),
    // not used by an open or a close
    overnight: { num: 0n, den: 1n },
  };
}

const decimal = (u: bigint, scale: number) => toPlainString(fromUnits(u, scale));

/**
 * `lever.open`, rule `lever-open` v1: the price a position opened at, its margin and its handling fee.
 *   inputs  { terms (with fee_rate), direction, order_type: "market"|"limit", lots, multiple,
 *             target (limit orders), fee_discount (a coupon's saving on the fee, "0" without one),
 *             open_tick (the tick a market order dealt at, or the tick that filled a limit order), ticks }
 *   result  { open_price, margin, fee }
 *   also checked ("tick times"): a limit order's fill tick is one whose open dealing price reached its
 *   target (at or below it for a long, at or above for a short).
 */
function leverOpen(inputs: Record<string, unknown>): Recomputed {
  const terms = leverTermsOf(inputs);
  const direction = oneOf(inputs, "direction", ["long", "short"] as const);
  const type = oneOf(inputs, "order_type", ["market", "limit"] as const);
  const lots = units(inputs, "lots", terms.lotDecimals, 1n);
  const multiple = int(inputs, "multiple", 1, 1000);
  const discount = units(inputs, "fee_discount", terms.quoteScale, 0n);
  const openTick = tick(inputs, "open_tick");
  const index = units({ price: openTick.price }, "price", terms.priceDecimals, 1n);
  const dealt = dealingPrice(index, direction, "open", terms);
  const target = type === "limit" ? units(inputs, "target", terms.priceDecimals, 1n) : undefined;
  const price = target ?? dealt;
  const fee = feeFor(price, lots, terms.fee, terms) - discount;
  if (fee < 0n) fail("fee_discount is more than the fee");
  const reached = target === undefined || limitReached(direction, target, dealt);
  return {
    ...(target !== undefined
      ? {
          check: step(
            "tick times",
            reached,
            reached
              ? undefined
              : `tick ${openTick.id}: the open dealing price ${decimal(dealt, terms.priceDecimals)} did not reach the target`,
          ),
        }
      : {}),
    result: {
      open_price: decimal(price, terms.priceDecimals),
      margin: decimal(marginFor(price, lots, multiple, terms), terms.quoteScale),
      fee: decimal(fee, terms.quoteScale),
    },
  };
}

/** Perpetual contracts' opens in the one proof format (closes are in `outcome.ts`). */
export const LEVER_RULES: Record<string, OutcomeRule> = {
  "lever.open": { name: "lever-open", version: 1, recompute: leverOpen },
};
