import type { SpotMarket as SpotMarketInfo } from "@bourse/contract";
import { filterRefusal, type OrderFilters } from "@bourse/engine";
import { type Amount, fromUnits, MAX_SCALE, parse, rescale, toPlainString } from "@bourse/money";
import type { Queryable } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";

/** A spot market's trading rules, as the server applies them. */
export interface MarketRules {
  id: number;
  symbol: string;
  currencyId: number;
  legalId: number;
  baseName: string;
  quoteName: string;
  /** decimals of the base and quote assets */
  baseScale: number;
  quoteScale: number;
  priceDecimals: number;
  amountDecimals: number;
  /** one price tick, in the quote asset */
  tickSize: Amount;
  /** one quantity step, in the base asset */
  stepSize: Amount;
  minNotional: Amount;
  makerFee: Amount;
  takerFee: Amount;
  /** percent */
  priceBand: Amount;
  open: boolean;
  /** an order's price is a multiple of this (quote asset; one tick or more ticks) */
  priceStep: Amount;
  /** an order's quantity is a multiple of this (base asset; one step or more steps) */
  lotStep: Amount;
  /** halted by an operator: new orders are refused, cancels go through */
  halted: boolean;
}

const exact = (text: string) => {
  const parsed = parse(text, MAX_SCALE);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
};

export async function loadRules(db: Queryable): Promise<MarketRules[]> {
  const rows = await db.query<{
    id: number;
    currency_id: number;
    legal_id: number;
    base: string;
    quote: string;
    base_scale: number;
    quote_scale: number;
    price_decimals: number;
    amount_decimals: number;
    min_notional: string;
    maker_fee: string;
    taker_fee: string;
    price_band: string;
    open: boolean;
    price_step: string | null;
    lot_step: string | null;
    halted: boolean;
  }>(
    `SELECT m.id, m.currency_id, m.legal_id, b.name AS base, l.name AS quote, b.decimals AS base_scale,
       l.decimals AS quote_scale, m.price_decimals, m.amount_decimals, m.min_notional::text AS min_notional,
       m.maker_fee::text AS maker_fee, m.taker_fee::text AS taker_fee, m.price_band::text AS price_band,
       m.open_spot AND m.enabled AS open, m.price_step::text AS price_step, m.lot_step::text AS lot_step, m.halted
     FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
     ORDER BY m.id`,
  );
  return rows.map((r) => {
    if (r.price_decimals > r.quote_scale || r.amount_decimals > r.base_scale)
      throw new Error(`market ${r.id}: price or amount decimals finer than the asset's`);
    const tickSize = fromUnits(10n ** BigInt(r.quote_scale - r.price_decimals), r.quote_scale);
    const stepSize = fromUnits(10n ** BigInt(r.base_scale - r.amount_decimals), r.base_scale);
    return {
      id: r.id,
      symbol: `${r.base}/${r.quote}`,
      currencyId: r.currency_id,
      legalId: r.legal_id,
      baseName: r.base,
      quoteName: r.quote,
      baseScale: r.base_scale,
      quoteScale: r.quote_scale,
      priceDecimals: r.price_decimals,
      amountDecimals: r.amount_decimals,
      tickSize,
      stepSize,
      minNotional: rescale(exact(r.min_notional), r.quote_scale, "up"),
      makerFee: exact(r.maker_fee),
      takerFee: exact(r.taker_fee),
      priceBand: exact(r.price_band),
      open: r.open,
      priceStep: r.price_step === null ? tickSize : rescale(exact(r.price_step), r.quote_scale, "down"),
      lotStep: r.lot_step === null ? stepSize : rescale(exact(r.lot_step), r.base_scale, "down"),
      halted: r.halted,
    };
  });
}

/** The market's filters as the engine checks them: the steps counted in the book's ticks and steps. */
export function filtersOf(r: MarketRules): OrderFilters {
  return {
    tickSize: r.tickSize,
    stepSize: r.stepSize,
    priceStepTicks: r.priceStep.units / r.tickSize.units,
    lotStepSteps: r.lotStep.units / r.stepSize.units,
    minNotional: r.minNotional,
  };
}

/** A halted market's refusal of a new order, naming the market; undefined while it trades. */
export const haltedRefusal = (r: MarketRules) =>
  r.halted ? failure("SPOT_MARKET_HALTED", { market: r.symbol }) : undefined;

/**
 * Whether the market takes a new order: refused while halted (naming the market), or when the order is
 * off the price or lot step or below the minimum notional. `spot.place` runs it, so every way of placing
 * an order (the app, the legacy calls, the trading API) meets the same checks.
 */
export function orderRefusal(
  r: MarketRules,
  order: { price: number | null; quantity: number | null; budget: Amount | null },
): Outcome<null> {
  const halted = haltedRefusal(r);
  if (halted) return halted;
  const refused = filterRefusal(
    order.budget !== null
      ? { budget: order.budget }
      : order.price !== null
        ? { price: order.price, quantity: order.quantity ?? 0 }
        : { price: null, quantity: order.quantity ?? 0 },
    filtersOf(r),
  );
  if (refused === "price_step") return failure("SPOT_PRICE_STEP", { step: toPlainString(r.priceStep) });
  if (refused === "lot_step") return failure("SPOT_LOT_STEP", { step: toPlainString(r.lotStep) });
  if (refused === "min_notional")
    return failure("SPOT_BELOW_MIN_NOTIONAL", { min: toPlainString(r.minNotional), currency: r.quoteName });
  return success(null);
}

/**
 * A decimal from a user as a whole number of `unit`s (ticks or steps): more decimals than the market
 * allows, zero, negative or malformed input each get their own error naming the field.
 */
export function wholeUnits(
  text: string,
  decimals: number,
  field: string,
  invalid: "SPOT_INVALID_PRICE" | "WALLET_INVALID_AMOUNT",
): Outcome<number> {
  const parsed = parse(text.trim(), decimals);
  if (!parsed.ok)
    return parsed.code === "MONEY_TOO_PRECISE"
      ? failure("SPOT_TOO_PRECISE", { field, decimals })
      : failure(invalid);
  const units = parsed.value.units;
  if (units <= 0n || units > BigInt(Number.MAX_SAFE_INTEGER)) return failure(invalid);
  return success(Number(units));
}

/** Ticks to a price text ("65000.1"). */
export const priceText = (ticks: number | bigint, r: MarketRules) =>
  toPlainString(fromUnits(BigInt(ticks), r.priceDecimals));
/** Steps to an amount text. */
export const amountText = (steps: number | bigint, r: MarketRules) =>
  toPlainString(fromUnits(BigInt(steps), r.amountDecimals));

export function marketInfo(r: MarketRules, lastPrice: string | null): SpotMarketInfo {
  return {
    symbol: r.symbol,
    market_id: r.id,
    currency_id: r.currencyId,
    legal_id: r.legalId,
    currency_name: r.baseName,
    legal_name: r.quoteName,
    price_decimals: r.priceDecimals,
    amount_decimals: r.amountDecimals,
    tick_size: toPlainString(r.priceStep),
    step_size: toPlainString(r.lotStep),
    min_notional: toPlainString(r.minNotional),
    maker_fee: toPlainString(r.makerFee),
    taker_fee: toPlainString(r.takerFee),
    price_band: toPlainString(r.priceBand),
    last_price: lastPrice,
    open: r.open,
    halted: r.halted,
  };
}
