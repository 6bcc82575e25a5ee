/**
 * Leveraged contracts dealt by the house at the index price (PRODUCT-RULES "Lever"), in integer units:
 * prices in units of 10^-priceDecimals of the quote asset, lots in units of 10^-lotDecimals, money in
 * the quote (margin) asset's smallest unit. Every result is exact, rounded once, against the user by
 * at most one unit: margin, fees and open prices round up for longs; profits round down.
 */

export type LeverDirection = "long" | "short";

/** An exact rate: "0.0005" is { num: 5n, den: 10000n }. */
export interface Rate {
  num: bigint;
  den: bigint;
}

/** One market's contract terms (operator configuration). */
export interface LeverTerms {
  priceDecimals: number;
  baseScale: number;
  quoteScale: number;
  /** base units (10^-baseScale) per lot */
  lotSize: bigint;
  lotDecimals: number;
  /** open long / close short at index × (1 + spread); open short / close long at index × (1 − spread) */
  spread: Rate;
  /** handling fee: rate × notional at the open price, charged at submit */
  fee: Rate;
  /** per day at 00:00 UTC: rate × notional at the open price */
  overnight: Rate;
}

export interface LeverPosition {
  id: number;
  owner: number;
  marketId: number;
  direction: LeverDirection;
  /** lot units (10^-lotDecimals) */
  lots: bigint;
  openPrice: bigint;
  /** quote units held for the position */
  margin: bigint;
  takeProfit: bigint | null;
  stopLoss: bigint | null;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** Parses a non-negative decimal rate ("0.0005"); undefined when it is not one. */
export function parseRate(text: string): Rate | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,18}))?$/.exec(text.trim());
  if (!m) return undefined;
  const decimals = m[2] ?? "";
  return { num: BigInt(m[1]! + decimals), den: pow10(decimals.length) };
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export function ceilDiv(a: bigint, b: bigint): bigint {
  return -floorDiv(-a, b);
}

/** The price the house deals at: the index moved by the spread against the user. */
export function dealingPrice(
  index: bigint,
  direction: LeverDirection,
  side: "open" | "close",
  terms: Pick<LeverTerms, "spread">,
): bigint {
  const { num, den } = terms.spread;
  const pays = (direction === "long") === (side === "open");
  return pays ? ceilDiv(index * (den + num), den) : floorDiv(index * (den - num), den);
}

/** price × lots × lot size in quote units, as an exact fraction { num, den }. */
export function notionalFraction(price: bigint, lots: bigint, terms: LeverTerms): Rate {
  return {
    num: price * lots * terms.lotSize * pow10(terms.quoteScale),
    den: pow10(terms.priceDecimals + terms.lotDecimals + terms.baseScale),
  };
}

/** Notional at `price`, rounded up to the quote unit. */
export function notional(price: bigint, lots: bigint, terms: LeverTerms): bigint {
  const n = notionalFraction(price, lots, terms);
  return ceilDiv(n.num, n.den);
}

/** Margin = open price × lots × lot size ÷ multiple, rounded up. */
export function marginFor(openPrice: bigint, lots: bigint, multiple: number, terms: LeverTerms): bigint {
  const n = notionalFraction(openPrice, lots, terms);
  return ceilDiv(n.num, n.den * BigInt(multiple));
}

/** rate × notional at `price`, rounded up: the handling fee (terms.fee) or the daily overnight fee. */
export function feeFor(price: bigint, lots: bigint, rate: Rate, terms: LeverTerms): bigint {
  const n = notionalFraction(price, lots, terms);
  return ceilDiv(n.num * rate.num, n.den * rate.den);
}

/** Base-asset size of `lots`, as units of 10^-(lotDecimals + baseScale). */
export const sizeUnits = (lots: bigint, terms: LeverTerms) => lots * terms.lotSize;

/** Profit (or loss, negative) of a position closed at `closePrice`, rounded down (toward −∞). */
export function pnlAt(
  p: Pick<LeverPosition, "direction" | "lots" | "openPrice">,
  closePrice: bigint,
  terms: LeverTerms,
): bigint {
  const move = p.direction === "long" ? closePrice - p.openPrice : p.openPrice - closePrice;
  const n = notionalFraction(move, p.lots, terms);
  return floorDiv(n.num, n.den);
}

/** Profit or loss if the position were closed at this index price (at the close dealing price). */
export const unrealizedAt = (
  p: Pick<LeverPosition, "direction" | "lots" | "openPrice">,
  index: bigint,
  terms: LeverTerms,
) => pnlAt(p, dealingPrice(index, p.direction, "close", terms), terms);

/** Which stop an index price reaches: stops trigger on the index; the stop loss wins a tie. */
export function stopReached(
  p: Pick<LeverPosition, "direction" | "takeProfit" | "stopLoss">,
  index: bigint,
): "stop_loss" | "take_profit" | null {
  const long = p.direction === "long";
  if (p.stopLoss !== null && (long ? index <= p.stopLoss : index >= p.stopLoss)) return "stop_loss";
  if (p.takeProfit !== null && (long ? index >= p.takeProfit : index <= p.takeProfit)) return "take_profit";
  return null;
}

/** A pending limit order deals once its open dealing price is at its target or better. */
export const limitReached = (direction: LeverDirection, target: bigint, openDealingPrice: bigint) =>
  direction === "long" ? openDealingPrice <= target : openDealingPrice >= target;

/**
 * Where a take profit or stop loss may sit relative to `reference` (the open price, a limit order's
 * target, or the current dealing price): a long takes profit above and stops loss below; a short the
 * opposite. Null when fine.
 */
export function stopSideError(
  direction: LeverDirection,
  kind: "take_profit" | "stop_loss",
  price: bigint,
  reference: bigint,
): "above" | "below" | null {
  const mustBeAbove = (direction === "long") === (kind === "take_profit");
  if (mustBeAbove) return price > reference ? null : "above";
  return price < reference ? null : "below";
}

export interface AccountRisk {
  /** margin of open positions */
  usedMargin: bigint;
  unrealized: bigint;
  /** everything in the lever account (available + frozen) + unrealized */
  equity: bigint;
}

/** The lever account's state: `balance` is available + frozen in the margin currency. */
export function accountRisk(
  balance: bigint,
  positions: Iterable<{ margin: bigint; unrealized: bigint }>,
): AccountRisk {
  let usedMargin = 0n;
  let unrealized = 0n;
  for (const p of positions) {
    usedMargin += p.margin;
    unrealized += p.unrealized;
  }
  return { usedMargin, unrealized, equity: balance + unrealized };
}

/** Risk rate = equity ÷ used margin; liquidation when it is at or below `threshold` (with positions). */
export const atLiquidation = (risk: AccountRisk, threshold: Rate) =>
  risk.usedMargin > 0n && risk.equity * threshold.den <= risk.usedMargin * threshold.num;

/** Risk rate in hundredths of a percent (12345 = 123.45 %), rounded down; null without positions. */
export function riskRateBasisPoints(risk: AccountRisk): bigint | null {
  if (risk.usedMargin === 0n) return null;
  return floorDiv(risk.equity * 10_000n, risk.usedMargin);
}

/**
 * The index price of one market at which the account reaches the liquidation threshold, other markets
 * held where they are (an estimate: the close dealing price's rounding is ignored). `others` is the
 * account's equity without this market's positions' unrealized PnL. A net long reaches the threshold
 * at or below the returned price, a net short at or above it (0 when it does at every price). Null when
 * the estimate does not depend on this market's price (no net exposure) or a net long would need a price
 * at or below zero.
 */
export function liquidationPrice(
  positions: readonly Pick<LeverPosition, "direction" | "lots" | "openPrice">[],
  others: bigint,
  usedMargin: bigint,
  threshold: Rate,
  terms: LeverTerms,
): bigint | null {
  if (positions.length === 0 || usedMargin === 0n) return null;
  // equity(p) = others + Σ sign × (p × (1 ∓ s) − open) × size, all over D; solve equity(p) = target
  const D = pow10(terms.priceDecimals + terms.lotDecimals + terms.baseScale) * terms.spread.den;
  const q = pow10(terms.quoteScale) * terms.lotSize;
  const { num: s, den: sd } = terms.spread;
  let slope = 0n; // × p / D
  let constant = 0n; // / D
  for (const p of positions) {
    const size = p.lots * q;
    if (p.direction === "long") {
      slope += size * (sd - s);
      constant -= size * p.openPrice * sd;
    } else {
      slope -= size * (sd + s);
      constant += size * p.openPrice * sd;
    }
  }
  if (slope === 0n) return null;
  // others + (slope × p + constant) / D = usedMargin × threshold
  const rhs = (usedMargin * threshold.num * D) / threshold.den - others * D - constant;
  const price = slope > 0n ? ceilDiv(rhs, slope) : floorDiv(rhs, slope);
  if (slope > 0n) return price > 0n ? price : null;
  return price > 0n ? price : 0n;
}

/**
 * How a close pays: a profit comes from the house; a loss is taken from the position's margin, then
 * from the available balance; what neither covers is absorbed by the house (recorded, never owed).
 */
export function closeSettlement(c: { pnl: bigint; margin: bigint; available: bigint }): {
  fromMargin: bigint;
  fromAvailable: bigint;
  profit: bigint;
  absorbed: bigint;
} {
  if (c.pnl >= 0n) return { fromMargin: 0n, fromAvailable: 0n, profit: c.pnl, absorbed: 0n };
  const loss = -c.pnl;
  const fromMargin = loss < c.margin ? loss : c.margin;
  const rest = loss - fromMargin;
  const fromAvailable = rest < c.available ? rest : c.available;
  return { fromMargin, fromAvailable, profit: 0n, absorbed: rest - fromAvailable };
}

/**
 * Liquidation closes every position of the account at once: the net result is paid against everything
 * in the lever account (`balance`, available + frozen), and a loss beyond it is absorbed by the house.
 * `paid` is what the user receives (negative: pays); never below −balance.
 */
export function liquidationSettlement(
  balance: bigint,
  pnls: readonly bigint[],
): { paid: bigint; absorbed: bigint } {
  const net = pnls.reduce((a, b) => a + b, 0n);
  if (net >= -balance) return { paid: net, absorbed: 0n };
  return { paid: -balance, absorbed: -net - balance };
}

/**
 * The daily overnight fee: from the available balance first, then from the position's margin; what
 * neither covers is not charged.
 */
export function overnightCharge(c: { fee: bigint; available: bigint; margin: bigint }): {
  fromAvailable: bigint;
  fromMargin: bigint;
  waived: bigint;
} {
  const fromAvailable = c.fee < c.available ? c.fee : c.available;
  const rest = c.fee - fromAvailable;
  const fromMargin = rest < c.margin ? rest : c.margin;
  return { fromAvailable, fromMargin, waived: rest - fromMargin };
}
