/**
 * IEO allocation (PRODUCT-RULES "Earn products"), in integer units: tokens in units of 10^-tokenScale of
 * the new token, payments in the payment coin's smallest unit. Pure: the server runs it once when a
 * project's subscription window ends, and anyone can run it again on the published list to check it.
 *
 * Rounding, in full:
 * - A subscription's demand is the whole token units its frozen payment buys at the issue price,
 *   rounded down to the token unit: floor(amount × 10^tokenScale ÷ priceUnits).
 * - Not oversubscribed (total demand ≤ supply): every subscription gets its full demand. The tokens nobody
 *   asked for (supply − total demand) are unsold and go back to the project.
 * - Oversubscribed (total demand > supply): each subscription gets floor(supply × demand ÷ total demand),
 *   its pro-rata share of the supply rounded down to the token unit. Shares are never rounded up and no
 *   leftover unit is handed out by any tie-break, so the result does not depend on the order of the list.
 *   The units the rounding leaves over (the remainder, fewer than the number of subscriptions) stay with
 *   the venue and go back to the project with the unsold tokens.
 * - A subscription pays for exactly the tokens it gets, at the issue price, rounded down to the payment
 *   unit: floor(tokens × priceUnits ÷ 10^tokenScale). The venue never charges more than the tokens are
 *   worth; the fraction of a payment unit it forgoes (less than one unit per subscription) is the
 *   project's. The rest of the frozen amount is refunded: refund = amount − paid, never negative.
 */

/** The issue price of one whole token, exact in payment units. */
export interface IeoPrice {
  /**
   * payment-coin units (10^-paymentScale of the payment coin) per ONE WHOLE token; > 0. An issue price
   * finer than the payment coin's unit cannot be expressed and is rejected where it is configured.
   */
  priceUnits: bigint;
  /** the token's decimals: one whole token is 10^tokenScale token units */
  tokenScale: number;
}

export interface IeoSubscription<Id extends string | number = string | number> {
  /** the subscriber (or its published hash); each id appears at most once */
  id: Id;
  /** payment units frozen by the subscription; ≥ 0 */
  amount: bigint;
}

export interface IeoAllocation<Id extends string | number = string | number> {
  id: Id;
  /** token units the frozen amount buys at the issue price, rounded down */
  demand: bigint;
  /** token units allocated (credited, locked until the lock period ends); ≤ demand */
  tokens: bigint;
  /** payment units charged for `tokens`, rounded down; ≤ amount */
  paid: bigint;
  /** payment units unfrozen back to the subscriber: amount − paid */
  refund: bigint;
}

export interface IeoTotals {
  /** Σ demand, in token units */
  demand: bigint;
  /** Σ tokens allocated; ≤ supply */
  allocated: bigint;
  /**
   * supply − allocated: token units that go back to the project. Oversubscribed, the rounding leftover
   * of the pro-rata shares; otherwise the unsold tokens.
   */
  remainder: bigint;
  /** Σ amount frozen, in payment units */
  subscribed: bigint;
  /** Σ paid: what the project raises */
  paid: bigint;
  /** Σ refund; paid + refunded = subscribed */
  refunded: bigint;
  /** total demand > supply (allocation was pro-rata) */
  oversubscribed: boolean;
}

export interface IeoResult<Id extends string | number = string | number> {
  /** one per subscription, in the order given */
  allocations: IeoAllocation<Id>[];
  totals: IeoTotals;
}

/** 10^n as a bigint. */
const pow10 = (n: number) => 10n ** BigInt(n);

function checkPrice(price: IeoPrice) {
  if (price.priceUnits <= 0n) throw new RangeError("IEO price must be positive");
  if (!Number.isSafeInteger(price.tokenScale) || price.tokenScale < 0 || price.tokenScale > 36)
    throw new RangeError("IEO token scale must be an integer from 0 to 36");
}

/**
 * Token units a payment of `amount` buys at `price`, rounded down to the token unit:
 * floor(amount × 10^tokenScale ÷ priceUnits). The subscriber's demand.
 */
export function tokensFor(amount: bigint, price: IeoPrice): bigint {
  checkPrice(price);
  if (amount < 0n) throw new RangeError("IEO amount must not be negative");
  return (amount * pow10(price.tokenScale)) / price.priceUnits;
}

/**
 * The payment for exactly `tokens` token units at `price`, rounded down to the payment unit:
 * floor(tokens × priceUnits ÷ 10^tokenScale). Never more than the tokens are worth.
 */
export function paymentFor(tokens: bigint, price: IeoPrice): bigint {
  checkPrice(price);
  if (tokens < 0n) throw new RangeError("IEO tokens must not be negative");
  return (tokens * price.priceUnits) / pow10(price.tokenScale);
}

/**
 * Allocates `supply` token units among `subscriptions` at `price` (the rounding rules are at the top of
 * this file). Depends on nothing but its inputs (no clock, no randomness, no order): the same supply,
 * price and (id, amount) list give the same allocation for every id, whatever order the list is in.
 * Throws a RangeError on a negative supply or amount, a price ≤ 0, a bad token scale or a repeated id.
 */
export function allocateIeo<Id extends string | number>(input: {
  /** token units for sale; ≥ 0 */
  supply: bigint;
  price: IeoPrice;
  subscriptions: readonly IeoSubscription<Id>[];
}): IeoResult<Id> {
  const { supply, price, subscriptions } = input;
  checkPrice(price);
  if (supply < 0n) throw new RangeError("IEO supply must not be negative");
  const scale = pow10(price.tokenScale);
  const seen = new Set<Id>();
  const demands: bigint[] = [];
  let demand = 0n;
  let subscribed = 0n;
  for (const s of subscriptions) {
    if (seen.has(s.id)) throw new RangeError(`IEO subscriber ${String(s.id)} appears twice`);
    seen.add(s.id);
    if (s.amount < 0n) throw new RangeError("IEO amount must not be negative");
    const d = (s.amount * scale) / price.priceUnits;
    demands.push(d);
    demand += d;
    subscribed += s.amount;
  }
  const oversubscribed = demand > supply;
  let allocated = 0n;
  let paid = 0n;
  const allocations = subscriptions.map((s, i): IeoAllocation<Id> => {
    const d = demands[i] ?? 0n;
    const tokens = oversubscribed ? (supply * d) / demand : d;
    const cost = (tokens * price.priceUnits) / scale;
    allocated += tokens;
    paid += cost;
    return { id: s.id, demand: d, tokens, paid: cost, refund: s.amount - cost };
  });
  return {
    allocations,
    totals: {
      demand,
      allocated,
      remainder: supply - allocated,
      subscribed,
      paid,
      refunded: subscribed - paid,
      oversubscribed,
    },
  };
}

/** One line of a project's published subscription list: a subscriber's hashed id and frozen amount. */
export interface PublishedSubscription {
  hashedId: string;
  amount: bigint;
}

/**
 * Anyone's check of a published allocation: runs {@link allocateIeo} on the published supply, price and
 * (hashed id, amount) list. Since `allocateIeo` reads nothing but these, the tokens, payment and refund of
 * every hashed id equal those the venue computed with the real ids.
 */
export function recompute(published: {
  supply: bigint;
  price: IeoPrice;
  subscriptions: readonly PublishedSubscription[];
}): IeoResult<string> {
  return allocateIeo({
    supply: published.supply,
    price: published.price,
    subscriptions: published.subscriptions.map((s) => ({ id: s.hashedId, amount: s.amount })),
  });
}
