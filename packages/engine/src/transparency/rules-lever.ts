import { fromUnits, toPlainString } from "@bourse/money";
import {
  accountRisk,
  atLiquidation,
  dealingPrice,
  feeFor,
  type LeverTerms,
  limitReached,
  liquidationSettlement,
  marginFor,
  parseRate,
  pnlAt,
} from "../lever/math.ts";
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

/**
 * `lever.liquidate`, rule `lever-liquidation` v1: every open position of the account closed at once at its
 * market's close dealing price ({@link dealingPrice}, {@link pnlAt}), the net paid against the account's
 * whole balance ({@link liquidationSettlement}).
 *   inputs  { balance (the lever account's available + frozen before the liquidation), scale (its
 *             currency's decimals), threshold (the liquidation risk rate, "0.2" = 20 %),
 *             positions: [{ id, symbol, terms (as lever.close), direction, lots, open_price, margin,
 *             tick (the id of the tick of the position's market the liquidation used) }],
 *             ticks: { [symbol]: { [id]: { price, time } } } (tick ids are per market) }
 *   result  { "close_price.<id>", "pnl.<id>" for each position, paid (what the account received,
 *             negative: paid), absorbed (loss beyond the balance, taken by the house) }
 *   also checked ("at liquidation"): the account's risk rate (balance + unrealized PnL at the close
 *   dealing prices, over the positions' margin) at those ticks is at or below the threshold.
 */
function leverLiquidate(inputs: Record<string, unknown>): Recomputed {
  const scale = int(inputs, "scale", 0, 18);
  const balance = units(inputs, "balance", scale, 0n);
  const t = inputs.threshold;
  const threshold =
    (typeof t === "string" ? parseRate(t) : undefined) ??
    fail(`threshold ${JSON.stringify(t)} is not a rate`);
  const list = inputs.positions;
  if (!Array.isArray(list) || list.length === 0) fail("positions is not a list of positions");
  const ticks = record(inputs.ticks, "ticks");
  const seen = new Set<number>();
  const closes = (list as unknown[]).map((raw, i) => {
    const p = record(raw, `positions[${i}]`);
    const id = int(p, "id", 0);
    if (seen.has(id)) fail(`position ${id} is listed twice`);
    seen.add(id);
    const terms = leverTermsOf(p);
    if (terms.quoteScale !== scale) fail(`position ${id}: quote_scale is not the balance's scale ${scale}`);
    const symbol = typeof p.symbol === "string" ? p.symbol : fail(`position ${id}: symbol is missing`);
    const position = {
      direction: oneOf(p, "direction", ["long", "short"] as const),
      lots: units(p, "lots", terms.lotDecimals, 1n),
      openPrice: units(p, "open_price", terms.priceDecimals, 1n),
    };
    const margin = units(p, "margin", scale, 0n);
    const used = tick({ tick: p.tick, ticks: record(ticks[symbol], `ticks of ${symbol}`) }, "tick");
    const index = units({ price: used.price }, "price", terms.priceDecimals, 1n);
    const closePrice = dealingPrice(index, position.direction, "close", terms);
    return { id, terms, margin, closePrice, pnl: pnlAt(position, closePrice, terms) };
  });
  const risk = accountRisk(
    balance,
    closes.map((c) => ({ margin: c.margin, unrealized: c.pnl })),
  );
  const at = atLiquidation(risk, threshold);
  const settled = liquidationSettlement(
    balance,
    closes.map((c) => c.pnl),
  );
  const result: Record<string, string> = {};
  for (const c of closes) {
    result[`close_price.${c.id}`] = decimal(c.closePrice, c.terms.priceDecimals);
    result[`pnl.${c.id}`] = decimal(c.pnl, scale);
  }
  result.paid = decimal(settled.paid, scale);
  result.absorbed = decimal(settled.absorbed, scale);
  return {
    check: step(
      "at liquidation",
      at,
      at
        ? undefined
        : `equity ${decimal(risk.equity, scale)} over used margin ${decimal(risk.usedMargin, scale)} is above the threshold ${t}`,
    ),
    result,
  };
}

/** Perpetual contracts' opens and liquidations in the one proof format (closes are in `outcome.ts`). */
export const LEVER_RULES: Record<string, OutcomeRule> = {
  "lever.open": { name: "lever-open", version: 1, recompute: leverOpen },
  "lever.liquidate": { name: "lever-liquidation", version: 1, recompute: leverLiquidate },
};
