import { type Amount, add, fromUnits, MAX_SCALE, MoneyError, money, mulRate, sub } from "@bourse/money";
import { notional, type Side } from "./types.ts";

/**
 * Spot money math, pure: from ticks and steps to asset amounts, fees and holds (PRODUCT-RULES "Spot").
 * The book never sees these; the server applies them to each fill when it posts to the ledger.
 *
 * `tickSize` is an amount of the QUOTE asset at its scale (0.01 USDT per 1 BTC), `stepSize` an amount
 * of the BASE asset at its scale (0.000001 BTC). A fill's quote amount is price × tick × quantity × step;
 * when tick × step is finer than the quote asset's unit (BTC/USDT with tick 0.01, step 10^-6 and USDT at
 * 6 decimals gives 10^-8), it is rounded DOWN to the quote unit: buyer and seller use the same rounded
 * amount, so nothing is created or lost, and the buyer never pays more than the exact price.
 */
export interface SpotMarket {
  tickSize: Amount;
  stepSize: Amount;
}

/** Fee rates as decimal strings ("0.001" = 0.1 %) or amounts; each 0 ≤ rate < 1. */
export interface FeeRates {
  maker: string | Amount;
  taker: string | Amount;
}

/** What one fill moves. Each side pays its fee in the asset it receives, rounded down to that asset's scale. */
export interface FillSettlement {
  /** base the seller gives up (= quantity × step) */
  base: Amount;
  /** quote the buyer gives up */
  quote: Amount;
  /** base kept from what the buyer receives, to the fee account */
  buyerFee: Amount;
  /** quote kept from what the seller receives, to the fee account */
  sellerFee: Amount;
  /** base − buyerFee, credited to the buyer */
  buyerReceives: Amount;
  /** quote − sellerFee, credited to the seller */
  sellerReceives: Amount;
}

/** quantity × step, in the base asset (exact). */
export function baseAmount(quantitySteps: number, market: SpotMarket): Amount {
  return fromUnits(BigInt(quantitySteps) * market.stepSize.units, market.stepSize.scale);
}

/** price × quantity in the quote asset, rounded down to its unit: what the buyer pays for one fill. */
export function quoteAmount(priceTicks: number, quantitySteps: number, market: SpotMarket): Amount {
  return quoteFromNotional(notional(priceTicks, quantitySteps), market, "down");
}

/** Notional units (ticks × steps) as a quote amount, rounded down ("down") or up ("up") to the quote unit. */
export function quoteFromNotional(units: bigint, market: SpotMarket, rounding: "down" | "up"): Amount {
  const { tickSize, stepSize } = market;
  if (units < 0n) throw new MoneyError("MONEY_BAD_ARGUMENT", "a notional is never negative");
  // exact value at scale quote + base; one rounding division down to the quote scale
  const exact = units * tickSize.units * stepSize.units;
  const divisor = 10n ** BigInt(stepSize.scale);
  const quotient = exact / divisor;
  const up = rounding === "up" && quotient * divisor !== exact;
  return fromUnits(up ? quotient + 1n : quotient, tickSize.scale);
}

/**
 * A quote amount as a market buy's `quoteBudget`, in notional units, rounded down: the book then never
 * spends more than `amount` (each fill's quote is rounded down as well).
 */
export function notionalFromQuote(amount: Amount, market: SpotMarket): bigint {
  const { tickSize, stepSize } = market;
  if (amount.scale !== tickSize.scale)
    throw new MoneyError("MONEY_SCALE_MISMATCH", "budget is not in the quote asset");
  // amount.units / 10^qs ÷ (tick.units × step.units / 10^(qs + bs)) = amount.units × 10^bs ÷ (tick.units × step.units)
  const unitValue = tickSize.units * stepSize.units;
  if (unitValue <= 0n) throw new MoneyError("MONEY_BAD_ARGUMENT", "tick and step sizes must be positive");
  if (amount.units <= 0n) return 0n;
  return (amount.units * 10n ** BigInt(stepSize.scale)) / unitValue;
}

/** Splits one fill into what the buyer, the seller and the fee account get. */
export function settleFill(
  fill: { price: number; quantity: number; takerSide: Side },
  market: SpotMarket,
  fees: FeeRates,
): FillSettlement {
  const buyerRate = checkRate(fill.takerSide === "buy" ? fees.taker : fees.maker);
  const sellerRate = checkRate(fill.takerSide === "sell" ? fees.taker : fees.maker);
  const base = baseAmount(fill.quantity, market);
  const quote = quoteAmount(fill.price, fill.quantity, market);
  const buyerFee = mulRate(base, buyerRate, "down");
  const sellerFee = mulRate(quote, sellerRate, "down");
  return {
    base,
    quote,
    buyerFee,
    sellerFee,
    buyerReceives: sub(base, buyerFee),
    sellerReceives: sub(quote, sellerFee),
  };
}

/**
 * What a limit buy freezes (PRODUCT-RULES "Buy limit freezes price × amount + fee"), in the quote asset:
 * price × quantity rounded UP, plus that times `takerFeeRate` rounded UP. Pass the larger of the maker
 * and taker rates. It covers every way the order can fill: fills happen at the order's price or better
 * and each fill's quote is rounded down. Since the buyer's fee is charged in base (the asset it
 * receives), the fee part is not spent on trades and comes back when the order ends.
 */
export function buyHold(
  priceTicks: number,
  quantitySteps: number,
  takerFeeRate: string | Amount,
  market: SpotMarket,
): Amount {
  const cost = quoteFromNotional(notional(priceTicks, quantitySteps), market, "up");
  return add(cost, mulRate(cost, checkRate(takerFeeRate), "up"));
}

/** What a sell freezes: quantity × step of the base asset. */
export function sellHold(quantitySteps: number, market: SpotMarket): Amount {
  return baseAmount(quantitySteps, market);
}

function checkRate(rate: string | Amount): Amount {
  const r = typeof rate === "string" ? money(rate, MAX_SCALE) : rate;
  if (r.units < 0n || r.units >= 10n ** BigInt(r.scale))
    throw new MoneyError("MONEY_BAD_ARGUMENT", `a fee rate must be at least 0 and below 1, got ${r}`);
  return r;
}
