import {
  ceilDiv,
  type LeverDirection,
  type LeverPosition,
  type LeverTerms,
  notionalFraction,
  type Rate,
  unrealizedAt,
} from "../lever/math.ts";

/**
 * The house's exposure (docs/product-decisions.md "House exposure"): the house is the counterparty of every lever
 * position (a user's own and copied ones) and of every seconds order, so its position in a market is the
 * opposite of its users' together. Integer units only, as in the lever math: lots in 10^-lotDecimals,
 * prices in 10^-priceDecimals, money in the quote (or stake) currency's smallest unit.
 */

/** A lever trade as exposure counts it: an open position or a pending limit order. */
export interface ExposurePosition extends Pick<LeverPosition, "owner" | "direction" | "lots" | "openPrice"> {
  /** the user the trade belongs to (a copied position counts as its owner's) */
  owner: number;
  direction: LeverDirection;
  lots: bigint;
  /** true for an open position (dealt at `openPrice`), false for a pending limit order */
  open: boolean;
  /** the terms the trade was placed under */
  terms: LeverTerms;
}

/** One user's own position in a market: net lots (long positive), open and pending together. */
export interface AccountExposure {
  owner: number;
  lots: bigint;
  /** the net lots' value at the index, in quote units (long positive), rounded away from zero */
  quote: bigint;
}

export interface MarketExposure {
  /** users' open long and short lots */
  longLots: bigint;
  shortLots: bigint;
  /** users' pending limit orders, long and short */
  pendingLongLots: bigint;
  pendingShortLots: bigint;
  /** the house's net position from open positions: −(longs − shorts) */
  netLots: bigint;
  /** `netLots` at the index, in quote units, rounded away from zero */
  netQuote: bigint;
  /** the house's net position counting pending limit orders too: what the limits hold */
  committedNetLots: bigint;
  committedNetQuote: bigint;
  /** the house's unrealised result at the index: minus the sum of users' unrealised PnL (open positions) */
  unrealized: bigint;
  /** the users with the largest |quote|, largest first (ties by owner), at most the `top` asked */
  accounts: AccountExposure[];
}

/** a + b for fractions whose denominators are positive (powers of ten here: no growth in the common case) */
function addFractions(a: Rate, b: Rate): Rate {
  if (a.den === b.den) return { num: a.num + b.num, den: a.den };
  if (a.den % b.den === 0n) return { num: a.num + b.num * (a.den / b.den), den: a.den };
  if (b.den % a.den === 0n) return { num: a.num * (b.den / a.den) + b.num, den: b.den };
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

/** A fraction rounded away from zero to a whole unit. */
const awayFromZero = (f: Rate) => (f.num >= 0n ? ceilDiv(f.num, f.den) : -ceilDiv(-f.num, f.den));

const signed = (p: Pick<ExposurePosition, "direction" | "lots">) =>
  p.direction === "long" ? p.lots : -p.lots;

/** A position's signed value at `index` (long positive), exact. */
function valueAt(p: ExposurePosition, index: bigint): Rate {
  const n = notionalFraction(index, p.lots, p.terms);
  return p.direction === "long" ? n : { num: -n.num, den: n.den };
}

/**
 * The house's exposure in one market at `index`: users' longs and shorts, the house's net position in
 * lots and quote, its unrealised result (what users see as their unrealised PnL, with the sign turned,
 * by the lever math's `unrealizedAt`), and the `top` users by |value| of their own net position.
 */
export function marketExposure(
  positions: readonly ExposurePosition[],
  index: bigint,
  top = 10,
): MarketExposure {
  let longLots = 0n;
  let shortLots = 0n;
  let pendingLongLots = 0n;
  let pendingShortLots = 0n;
  let open: Rate = { num: 0n, den: 1n };
  let committed: Rate = { num: 0n, den: 1n };
  let userUnrealized = 0n;
  const byOwner = new Map<number, { lots: bigint; value: Rate }>();
  for (const p of positions) {
    const value = valueAt(p, index);
    if (p.open) {
      if (p.direction === "long") longLots += p.lots;
      else shortLots += p.lots;
      open = addFractions(open, value);
      userUnrealized += unrealizedAt(p, index, p.terms);
    } else if (p.direction === "long") pendingLongLots += p.lots;
    else pendingShortLots += p.lots;
    committed = addFractions(committed, value);
    if (top > 0) {
      const a = byOwner.get(p.owner) ?? { lots: 0n, value: { num: 0n, den: 1n } };
      byOwner.set(p.owner, { lots: a.lots + signed(p), value: addFractions(a.value, value) });
    }
  }
  const accounts = [...byOwner]
    .filter(([, a]) => a.lots !== 0n || a.value.num !== 0n)
    .map(([owner, a]) => ({ owner, lots: a.lots, quote: awayFromZero(a.value) }))
    .sort((x, y) => {
      const ax = x.quote < 0n ? -x.quote : x.quote;
      const ay = y.quote < 0n ? -y.quote : y.quote;
      return ax === ay ? x.owner - y.owner : ax > ay ? -1 : 1;
    })
    .slice(0, top);
  const negate = (f: Rate) => ({ num: -f.num, den: f.den });
  return {
    longLots,
    shortLots,
    pendingLongLots,
    pendingShortLots,
    netLots: shortLots - longLots,
    netQuote: awayFromZero(negate(open)),
    committedNetLots: shortLots + pendingShortLots - longLots - pendingLongLots,
    committedNetQuote: awayFromZero(negate(committed)),
    unrealized: -userUnrealized,
    accounts,
  };
}

/** One user's net lots in a market (long positive), open positions and pending orders together. */
export function userNetLots(positions: Iterable<ExposurePosition>, owner: number): bigint {
  let lots = 0n;
  for (const p of positions) if (p.owner === owner) lots += signed(p);
  return lots;
}

/* ------------------------------------------------------------------------------------------- seconds */

/** An open seconds order as the house's worst case counts it. */
export interface SecondsExposureOrder {
  direction: "up" | "down";
  /** the stake, held until settlement: the house keeps it on a loss */
  stake: bigint;
  /** what a win pays on top of the stake (the settlement's profit), from the house */
  profit: bigint;
  /** the open tick's index price, at one scale for every order compared */
  openPrice: bigint;
}

/** What the house loses (negative: gains) on a set of orders, by how the price ends against their opens. */
export interface SecondsWorstCase {
  orders: number;
  stakes: bigint;
  /** every order's price rose: up orders win, down orders lose */
  up: bigint;
  /** every order's price fell: down orders win, up orders lose */
  down: bigint;
  /**
   * the largest loss over every end price: orders opened at different prices can see the end price on
   * different sides (an up order opened low and a down order opened high both win between them); a
   * tie refunds the stake (neither pays)
   */
  worst: bigint;
}

/** The house's result on one order: + the profit it pays on a win, − the stake it keeps on a loss. */
const ifRises = (o: SecondsExposureOrder) => (o.direction === "up" ? o.profit : -o.stake);
const ifFalls = (o: SecondsExposureOrder) => (o.direction === "down" ? o.profit : -o.stake);

/**
 * The house's worst case on orders that settle on the same tick: the end price swept upward past each
 * distinct open price, each order counted as falling, tied, then rising.
 */
export function secondsWorstCase(orders: readonly SecondsExposureOrder[]): SecondsWorstCase {
  let up = 0n;
  let down = 0n;
  let stakes = 0n;
  for (const o of orders) {
    up += ifRises(o);
    down += ifFalls(o);
    stakes += o.stake;
  }
  const sorted = [...orders].sort((a, b) =>
    a.openPrice < b.openPrice ? -1 : a.openPrice > b.openPrice ? 1 : 0,
  );
  // below every open price: each order falls
  let loss = down;
  let worst = orders.length === 0 ? 0n : down;
  for (let i = 0; i < sorted.length; ) {
    const price = sorted[i]!.openPrice;
    let fall = 0n;
    let rise = 0n;
    for (; i < sorted.length && sorted[i]!.openPrice === price; i++) {
      fall += ifFalls(sorted[i]!);
      rise += ifRises(sorted[i]!);
    }
    // at this price its orders tie; just above it they rise
    const atTie = loss - fall;
    loss = atTie + rise;
    if (atTie > worst) worst = atTie;
    if (loss > worst) worst = loss;
  }
  return { orders: orders.length, stakes, up, down, worst };
}

/** An open seconds order with what groups it: its market, stake currency and settle time. */
export interface SecondsOpenOrder extends SecondsExposureOrder {
  marketId: number;
  currencyId: number;
  /** when it settles (ms); orders of one expiry settle on the same tick */
  expiry: number;
}

export interface SecondsExpiry extends SecondsWorstCase {
  marketId: number;
  currencyId: number;
  expiry: number;
}

/** The worst case per market, stake currency and expiry, ordered by market, currency and expiry. */
export function secondsExpiries(orders: readonly SecondsOpenOrder[]): SecondsExpiry[] {
  const groups = new Map<string, SecondsOpenOrder[]>();
  for (const o of orders) {
    const key = `${o.marketId}:${o.currencyId}:${o.expiry}`;
    const list = groups.get(key);
    if (list) list.push(o);
    else groups.set(key, [o]);
  }
  return [...groups.values()]
    .map((list) => ({
      marketId: list[0]!.marketId,
      currencyId: list[0]!.currencyId,
      expiry: list[0]!.expiry,
      ...secondsWorstCase(list),
    }))
    .sort((a, b) => a.marketId - b.marketId || a.currencyId - b.currencyId || a.expiry - b.expiry);
}

/* -------------------------------------------------------------------------------------------- limits */

export type LimitVerdict =
  /** `reducing`: the change lowers |figure| (allowed whatever the limit) */
  { allowed: true; reducing: boolean } | { allowed: false };

const abs = (x: bigint) => (x < 0n ? -x : x);

/**
 * Whether a change that moves a figure from `before` to `after` passes `limit` (null: no limit). Sizes
 * are compared, not signs: a change that does not grow |figure| is always allowed (closing or reducing
 * is never refused), even above the limit; one that grows it passes while |after| ≤ limit.
 */
export function limitCheck(change: { before: bigint; after: bigint; limit: bigint | null }): LimitVerdict {
  const before = abs(change.before);
  const after = abs(change.after);
  if (after <= before) return { allowed: true, reducing: after < before };
  if (change.limit === null || after <= change.limit) return { allowed: true, reducing: false };
  return { allowed: false };
}

/** The alert threshold: a figure at 80 % of its limit warns; at 100 % it is at the limit. */
export const ALERT_PERCENT = 80n;

/**
 * How far a figure has come to its limit: 100 at or past it, 80 at or past 80 % of it, else 0. No
 * limit, or a figure of zero, is never alerted.
 */
export function alertLevel(figure: bigint, limit: bigint | null): 0 | 80 | 100 {
  const size = abs(figure);
  if (limit === null || size === 0n) return 0;
  if (size >= limit) return 100;
  if (size * 100n >= limit * ALERT_PERCENT) return 80;
  return 0;
}

/** A figure's use of its limit in whole percent, rounded down (null: no limit; a zero limit in use: 100+). */
export function usePercent(figure: bigint, limit: bigint | null): number | null {
  if (limit === null) return null;
  const size = abs(figure);
  if (limit === 0n) return size === 0n ? 0 : 100;
  return Number((size * 100n) / limit);
}
