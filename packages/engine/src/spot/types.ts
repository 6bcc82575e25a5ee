/**
 * The spot matching engine's contract: commands, events, results and result codes, shared by the fast
 * `OrderBook` and the naive `ReferenceBook`.
 *
 * Units: prices are integer TICKS and quantities integer STEPS of the market (the caller converts with
 * the market's tick and step sizes, see settlement.ts); both are plain safe integers. A price × quantity
 * product ("notional", in tick × step units) is always a bigint.
 *
 * Precondition on the market's configuration: a level's total quantity is a sum of real resting
 * quantities, so the step must be small enough that the asset's whole supply in steps is a safe integer
 * (BTC at a step of 10^-8: 2.1 × 10^15 < 2^53).
 */

export type Side = "buy" | "sell";

/** GTC: rest the unfilled rest as a limit order. IOC: cancel the unfilled rest. FOK: fill completely or do nothing. */
export type TimeInForce = "GTC" | "IOC" | "FOK";

/**
 * Stable result codes. A result whose code is not OK changed nothing (its event list is empty).
 */
export const SpotCode = {
  OK: "OK",
  /** a malformed command: a non-integer or out-of-range number, a missing or extra field */
  INVALID: "SPOT_INVALID",
  /** an order with this id is resting in the book */
  DUPLICATE_ID: "SPOT_DUPLICATE_ID",
  /** a limit order's price × quantity is below the book's minNotional */
  BELOW_MIN_NOTIONAL: "SPOT_BELOW_MIN_NOTIONAL",
  /** a post-only order would take liquidity */
  REJECTED_POST_ONLY: "SPOT_REJECTED_POST_ONLY",
  /** a fill-or-kill order cannot be filled completely (orders of the same owner do not count) */
  REJECTED_FOK: "SPOT_REJECTED_FOK",
  /** a market order that would neither trade nor cancel anything (empty side, budget below one step) */
  NO_LIQUIDITY: "SPOT_NO_LIQUIDITY",
  /** cancel or move of an order that is not resting */
  UNKNOWN_ORDER: "SPOT_UNKNOWN_ORDER",
} as const;
export type SpotCode = (typeof SpotCode)[keyof typeof SpotCode];

/**
 * Place an order. `id` is caller-assigned and must not be resting in the book (the server hands out ids
 * from a sequence, so they are unique forever; the book only checks the resting ones).
 *
 * - limit: `price` and `quantity` required; `tif` defaults to GTC; `postOnly` only with GTC.
 * - market: no `price`, no `postOnly`; `tif` IOC (default) or FOK; never rests.
 *   A market sell gives `quantity`. A market buy gives either `quantity` or `quoteBudget` (notional
 *   units, ticks × steps): at each level it buys as many whole steps as the remaining budget affords.
 *   FOK needs `quantity`.
 */
export interface PlaceOrder {
  id: number;
  owner: number;
  side: Side;
  type: "limit" | "market";
  price?: number;
  quantity?: number;
  quoteBudget?: bigint;
  tif?: TimeInForce;
  postOnly?: boolean;
}

/** Cancel a resting order; its remaining quantity is returned in a cancel event (reason "user"). */
export interface CancelOrder {
  id: number;
}

/**
 * Move a resting order to a new price: cancel-replace with the same id, owner, side and remaining
 * quantity, losing time priority (even at the same price). If the new price crosses, the order takes
 * liquidity like a GTC limit order, then rests what is left. A post-only order moved to a crossing
 * price is rejected and stays where it was. The min-notional check is not repeated. For a buy, moving
 * up raises what the order may spend: the caller adjusts the hold first.
 */
export interface MoveOrder {
  id: number;
  newPrice: number;
}

export type CancelReason = "user" | "ioc" | "market" | "self-trade";

/** A trade: the resting (maker) order fills `quantity` at its own price. */
export interface FillEvent {
  kind: "fill";
  makerId: number;
  takerId: number;
  makerOwner: number;
  takerOwner: number;
  price: number;
  quantity: number;
  takerSide: Side;
  /** what is left of the maker order after this fill; 0 means it is done and left the book */
  makerRemaining: number;
}

/**
 * An order's rest leaves the book (or never enters it). `price` is 0 for a market order; `remaining` is
 * 0 for a market buy by budget (its unspent budget is the result's `quoteLeft`).
 */
export interface CancelEvent {
  kind: "cancel";
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
  reason: CancelReason;
}

/** The order now rests in the book at `price` with `remaining` steps (after place or move). */
export interface RestEvent {
  kind: "rest";
  id: number;
  owner: number;
  side: Side;
  price: number;
  remaining: number;
}

export type BookEvent = FillEvent | CancelEvent | RestEvent;

/**
 * - rejected: the code says why; nothing changed.
 * - filled: nothing left (a market buy by budget: the budget is spent down to less than one step at the
 *   price where it stopped).
 * - resting: `remaining` rests in the book.
 * - cancelled: `remaining` was cancelled (IOC or market rest, a user cancel, a market order that ran out
 *   of liquidity).
 */
export type OrderStatus = "rejected" | "filled" | "resting" | "cancelled";

/**
 * What one command did. `events` are in the order they happened; the server turns fills into ledger
 * postings and cancels into released holds.
 *
 * OWNERSHIP: `OrderBook` returns the same result object (and reuses its event array and event objects)
 * for every command, so a result is valid only until the next command on that book. Use it at once or
 * keep `copyResult(result)`. `ReferenceBook` returns fresh objects.
 */
export interface BookResult {
  code: SpotCode;
  /** the order the command was about */
  id: number;
  status: OrderStatus;
  /** steps this order filled during this command (as taker) */
  filled: number;
  /** steps left of this order: resting (status resting) or cancelled (status cancelled); else 0 */
  remaining: number;
  /** a market buy by budget: the budget not spent, in notional units; otherwise 0n */
  quoteLeft: bigint;
  events: BookEvent[];
}

/** A resting order as the book holds it. `quantity` is the quantity it was placed with. */
export interface RestingOrder {
  id: number;
  owner: number;
  side: Side;
  price: number;
  quantity: number;
  remaining: number;
  postOnly: boolean;
}

/** Aggregated levels, best first, as [price, total quantity]. */
export interface Depth {
  bids: [price: number, quantity: number][];
  asks: [price: number, quantity: number][];
}

export interface BookConfig {
  /** limit orders with price × quantity below this (notional units) are rejected; market orders are not checked */
  minNotional?: bigint;
}

/** What both books implement; tests and the benchmark drive either through it. */
export interface SpotBook {
  place(command: PlaceOrder): BookResult;
  cancel(command: CancelOrder): BookResult;
  move(command: MoveOrder): BookResult;
  /**
   * Loads resting orders into an empty book (recovery), without matching: `orders` in priority order
   * within each price level (oldest first), e.g. `openOrders()` of the book that is being restored.
   * OK, or INVALID (book not empty, a malformed order, the result would be crossed) or DUPLICATE_ID,
   * leaving the book unchanged.
   */
  restore(orders: Iterable<RestingOrder>): SpotCode;
  bestBid(): number | undefined;
  bestAsk(): number | undefined;
  depth(levels: number): Depth;
  order(id: number): RestingOrder | undefined;
  /** every resting order in priority order: bids best price first, then asks best price first; FIFO within a level */
  openOrders(): Generator<RestingOrder>;
  /** number of resting orders */
  readonly size: number;
  /** FNV-1a over `openOrders()` (see hash.ts): equal for two books exactly when they rest the same orders in the same order, up to collisions */
  stateHash(): number;
}

/** price × quantity in notional units (ticks × steps), exact. */
export function notional(priceTicks: number, quantitySteps: number): bigint {
  return BigInt(priceTicks) * BigInt(quantitySteps);
}

/** A deep copy of a result, safe to keep after the next command. */
export function copyResult(r: BookResult): BookResult {
  return { ...r, events: r.events.map((e) => ({ ...e })) };
}
