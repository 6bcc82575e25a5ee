import { EventBuffer } from "./events.ts";
import { FNV_OFFSET, hashOrder } from "./hash.ts";
import { BookSide, type CompactionPolicy, DEFAULT_COMPACTION, OrderNode } from "./price-levels.ts";
import {
  type BookConfig,
  type BookResult,
  type CancelOrder,
  type Depth,
  type MoveOrder,
  notional,
  type OrderStatus,
  type PlaceOrder,
  type RestingOrder,
  type Side,
  type SpotBook,
  SpotCode,
} from "./types.ts";
import { checkMove, checkPlace, isId, isRestingOrder } from "./validate.ts";

const UNBOUNDED = Number.MAX_SAFE_INTEGER;
const TWO_POW_53 = 2 ** 53;

/**
 * One market's order book: price-time priority over integer ticks and steps, pure and deterministic.
 * Each command runs the stages validate → pre-checks (duplicate id, min notional, post-only, FOK) →
 * match → rest or cancel the remainder, and either changes nothing (a rejection) or reports every change
 * as an event. Checked against ReferenceBook by state hash (order-book.differential.test.ts).
 *
 * Self-trade prevention: when the taker reaches a resting order of the same owner, that resting order is
 * cancelled (reason "self-trade") and matching continues.
 *
 * Allocation: the result, its event array and event objects, emptied levels and order nodes are reused,
 * so the steady state allocates only for a new order id in the id map. A result is valid until the next
 * command on this book (copyResult keeps one).
 */
export class OrderBook implements SpotBook {
  private readonly bids: BookSide;
  private readonly asks: BookSide;
  private readonly orders = new Map<number, OrderNode>();
  private readonly spareNodes: OrderNode[] = [];
  private readonly out = new EventBuffer();
  private readonly result: BookResult;
  private readonly minNotional: bigint | undefined;
  /** minNotional as a number when it is a safe integer: limit orders below 2^53 notional then need no bigint */
  private readonly minNotionalNumber: number;
  // Outputs of match(), kept as fields so a match allocates no tuple.
  private selfTrades = 0;
  private budgetLeft = 0n;
  private budgetStopped = false;

  /** `compaction` tunes when emptied levels are dropped (price-levels.ts); tests set it, callers leave it. */
  constructor(config: BookConfig = {}, compaction: CompactionPolicy = DEFAULT_COMPACTION) {
    this.bids = new BookSide(true, compaction);
    this.asks = new BookSide(false, compaction);
    this.minNotional = config.minNotional;
    const m = config.minNotional;
    this.minNotionalNumber = m !== undefined && m <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(m) : -1;
    this.result = {
      code: SpotCode.OK,
      id: 0,
      status: "rejected",
      filled: 0,
      remaining: 0,
      quoteLeft: 0n,
      events: this.out.list,
    };
  }

  get size(): number {
    return this.orders.size;
  }

  place(c: PlaceOrder): BookResult {
    this.out.clear();
    const code = checkPlace(c);
    if (code !== SpotCode.OK) return this.reject(c.id, code);
    if (this.orders.has(c.id)) return this.reject(c.id, SpotCode.DUPLICATE_ID);
    const isBuy = c.side === "buy";
    const opposite = isBuy ? this.asks : this.bids;
    return c.type === "limit" ? this.placeLimit(c, isBuy, opposite) : this.placeMarket(c, isBuy, opposite);
  }

  cancel(c: CancelOrder): BookResult {
    this.out.clear();
    if (!isId(c.id)) return this.reject(c.id, SpotCode.INVALID);
    const node = this.orders.get(c.id);
    if (node === undefined) return this.reject(c.id, SpotCode.UNKNOWN_ORDER);
    const remaining = node.remaining;
    this.out.cancel(node.id, node.owner, node.side, node.price, remaining, "user");
    this.removeResting(node, node.side === "buy" ? this.bids : this.asks);
    return this.done(c.id, "cancelled", 0, remaining, 0n);
  }

  move(c: MoveOrder): BookResult {
    this.out.clear();
    if (checkMove(c) !== SpotCode.OK) return this.reject(c.id, SpotCode.INVALID);
    const node = this.orders.get(c.id);
    if (node === undefined) return this.reject(c.id, SpotCode.UNKNOWN_ORDER);
    const isBuy = node.side === "buy";
    const own = isBuy ? this.bids : this.asks;
    const opposite = isBuy ? this.asks : this.bids;
    const price = c.newPrice;
    const crosses = crossesBest(opposite, isBuy, price);
    if (node.postOnly && crosses) return this.reject(c.id, SpotCode.REJECTED_POST_ONLY);
    own.unlink(node);
    node.price = price;
    const quantity = node.remaining;
    const left = crosses
      ? this.match(node.id, node.owner, node.side, isBuy, opposite, price, quantity)
      : quantity;
    if (left === 0) {
      this.orders.delete(node.id);
      this.spareNodes.push(node);
      return this.done(c.id, "filled", quantity, 0, 0n);
    }
    node.remaining = left;
    own.append(node);
    this.out.rest(node.id, node.owner, node.side, price, left);
    return this.done(c.id, "resting", quantity - left, left, 0n);
  }

  restore(orders: Iterable<RestingOrder>): SpotCode {
    if (this.orders.size > 0) return SpotCode.INVALID;
    const list = [...orders];
    const ids = new Set<number>();
    let highestBid = 0;
    let lowestAsk = Number.POSITIVE_INFINITY;
    for (const o of list) {
      if (!isRestingOrder(o)) return SpotCode.INVALID;
      if (ids.has(o.id)) return SpotCode.DUPLICATE_ID;
      ids.add(o.id);
      if (o.side === "buy") highestBid = Math.max(highestBid, o.price);
      else lowestAsk = Math.min(lowestAsk, o.price);
    }
    if (highestBid >= lowestAsk) return SpotCode.INVALID;
    for (const o of list) {
      const node = this.newNode(o.id, o.owner, o.side, o.price, o.quantity, o.remaining, o.postOnly);
      (o.side === "buy" ? this.bids : this.asks).append(node);
    }
    return SpotCode.OK;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  depth(levels: number): Depth {
    return { bids: sideDepth(this.bids, levels), asks: sideDepth(this.asks, levels) };
  }

  order(id: number): RestingOrder | undefined {
    const node = this.orders.get(id);
    return node === undefined ? undefined : snapshot(node);
  }

  *openOrders(): Generator<RestingOrder> {
    for (const side of [this.bids, this.asks]) {
      for (let i = side.levels.length - 1; i >= 0; i--) {
        // placeholders (empty levels) have no head, so they yield nothing
        for (let node = side.levels[i]!.head; node !== null; node = node.next) yield snapshot(node);
      }
    }
  }

  stateHash(): number {
    let h = FNV_OFFSET;
    for (const side of [this.bids, this.asks]) {
      for (let i = side.levels.length - 1; i >= 0; i--) {
        for (let node = side.levels[i]!.head; node !== null; node = node.next) h = hashOrder(h, node);
      }
    }
    return h >>> 0;
  }

  private placeLimit(c: PlaceOrder, isBuy: boolean, opposite: BookSide): BookResult {
    const price = c.price!;
    const quantity = c.quantity!;
    if (this.belowMinNotional(price, quantity)) return this.reject(c.id, SpotCode.BELOW_MIN_NOTIONAL);
    const tif = c.tif ?? "GTC";
    const crosses = crossesBest(opposite, isBuy, price);
    if (c.postOnly === true && crosses) return this.reject(c.id, SpotCode.REJECTED_POST_ONLY);
    if (tif === "FOK" && !canFill(opposite, isBuy, price, quantity, c.owner))
      return this.reject(c.id, SpotCode.REJECTED_FOK);
    const left = crosses ? this.match(c.id, c.owner, c.side, isBuy, opposite, price, quantity) : quantity;
    const filled = quantity - left;
    if (left === 0) return this.done(c.id, "filled", filled, 0, 0n);
    if (tif === "GTC") {
      const node = this.newNode(c.id, c.owner, c.side, price, quantity, left, c.postOnly === true);
      (isBuy ? this.bids : this.asks).append(node);
      this.out.rest(c.id, c.owner, c.side, price, left);
      return this.done(c.id, "resting", filled, left, 0n);
    }
    if (tif === "FOK") throw new Error("spot: a fill-or-kill order passed its check but did not fill");
    this.out.cancel(c.id, c.owner, c.side, price, left, "ioc");
    return this.done(c.id, "cancelled", filled, left, 0n);
  }

  private placeMarket(c: PlaceOrder, isBuy: boolean, opposite: BookSide): BookResult {
    const byBudget = c.quoteBudget !== undefined;
    const quantity = byBudget ? UNBOUNDED : c.quantity!;
    const limit = isBuy ? Number.POSITIVE_INFINITY : 0;
    if (c.tif === "FOK" && !canFill(opposite, isBuy, limit, quantity, c.owner))
      return this.reject(c.id, SpotCode.REJECTED_FOK);
    const left = this.match(c.id, c.owner, c.side, isBuy, opposite, limit, quantity, c.quoteBudget);
    const filled = quantity - left;
    if (filled === 0 && this.selfTrades === 0) return this.reject(c.id, SpotCode.NO_LIQUIDITY);
    if (byBudget) {
      const quoteLeft = this.budgetLeft;
      if (this.budgetStopped || quoteLeft === 0n) return this.done(c.id, "filled", filled, 0, quoteLeft);
      this.out.cancel(c.id, c.owner, c.side, 0, 0, "market");
      return this.done(c.id, "cancelled", filled, 0, quoteLeft);
    }
    if (left === 0) return this.done(c.id, "filled", filled, 0, 0n);
    this.out.cancel(c.id, c.owner, c.side, 0, left, "market");
    return this.done(c.id, "cancelled", filled, left, 0n);
  }

  /**
   * Takes liquidity from `opposite`, best price first and FIFO within a level, while the taker has
   * quantity left and the level price is within `limit`. With a budget, each level takes at most the
   * whole steps the budget affords at its price; a level it cannot afford one step of stops the match.
   * Returns the quantity left; sets selfTrades, budgetLeft and budgetStopped.
   */
  private match(
    id: number,
    owner: number,
    side: Side,
    isBuy: boolean,
    opposite: BookSide,
    limit: number,
    quantity: number,
    budget?: bigint,
  ): number {
    const out = this.out;
    let left = quantity;
    let selfTrades = 0;
    let budgetLeft = budget ?? 0n;
    this.budgetStopped = false;
    while (left > 0) {
      const level = opposite.best();
      if (level === undefined) break;
      const price = level.price;
      if (isBuy ? price > limit : price < limit) break;
      let take = left;
      if (budget !== undefined) {
        const afford = budgetLeft / BigInt(price);
        if (afford === 0n) {
          this.budgetStopped = true;
          break;
        }
        if (afford < BigInt(take)) take = Number(afford);
      }
      const wanted = take;
      let node = level.head;
      while (node !== null && take > 0) {
        const next = node.next;
        if (node.owner === owner) {
          out.cancel(node.id, owner, node.side, price, node.remaining, "self-trade");
          selfTrades++;
          this.removeResting(node, opposite);
        } else {
          const q = node.remaining < take ? node.remaining : take;
          node.remaining -= q;
          level.total -= q;
          take -= q;
          out.fill(node.id, id, node.owner, owner, price, q, side, node.remaining);
          if (node.remaining === 0) this.removeResting(node, opposite);
        }
        node = next;
      }
      const traded = wanted - take;
      left -= traded;
      if (budget !== undefined) budgetLeft -= BigInt(traded) * BigInt(price);
    }
    this.selfTrades = selfTrades;
    this.budgetLeft = budgetLeft;
    return left;
  }

  private belowMinNotional(price: number, quantity: number): boolean {
    if (this.minNotional === undefined) return false;
    if (this.minNotionalNumber >= 0) {
      // Below 2^53 the float product is exact; at or above it, it exceeds any safe minimum.
      const product = price * quantity;
      return product < TWO_POW_53 && product < this.minNotionalNumber;
    }
    return notional(price, quantity) < this.minNotional;
  }

  private newNode(
    id: number,
    owner: number,
    side: Side,
    price: number,
    quantity: number,
    remaining: number,
    postOnly: boolean,
  ): OrderNode {
    const node = this.spareNodes.pop() ?? new OrderNode();
    node.id = id;
    node.owner = owner;
    node.side = side;
    node.price = price;
    node.quantity = quantity;
    node.remaining = remaining;
    node.postOnly = postOnly;
    this.orders.set(id, node);
    return node;
  }

  private removeResting(node: OrderNode, side: BookSide): void {
    side.unlink(node);
    this.orders.delete(node.id);
    this.spareNodes.push(node);
  }

  private done(
    id: number,
    status: OrderStatus,
    filled: number,
    remaining: number,
    quoteLeft: bigint,
  ): BookResult {
    const r = this.result;
    r.code = SpotCode.OK;
    r.id = id;
    r.status = status;
    r.filled = filled;
    r.remaining = remaining;
    r.quoteLeft = quoteLeft;
    return r;
  }

  private reject(id: number, code: SpotCode): BookResult {
    this.out.clear();
    const r = this.result;
    r.code = code;
    r.id = id;
    r.status = "rejected";
    r.filled = 0;
    r.remaining = 0;
    r.quoteLeft = 0n;
    return r;
  }
}

function crossesBest(opposite: BookSide, isBuy: boolean, price: number): boolean {
  const best = opposite.best();
  return best !== undefined && (isBuy ? best.price <= price : best.price >= price);
}

/** FOK check: can `quantity` fill within `limit` from orders of other owners (own orders would be cancelled)? */
function canFill(
  opposite: BookSide,
  isBuy: boolean,
  limit: number,
  quantity: number,
  owner: number,
): boolean {
  let available = 0;
  for (let i = opposite.levels.length - 1; i >= 0; i--) {
    const level = opposite.levels[i]!;
    if (isBuy ? level.price > limit : level.price < limit) return false;
    for (let node = level.head; node !== null; node = node.next) {
      if (node.owner === owner) continue;
      available += node.remaining;
      if (available >= quantity) return true;
    }
  }
  return false;
}

function sideDepth(side: BookSide, levels: number): [number, number][] {
  const rows: [number, number][] = [];
  for (let i = side.levels.length - 1; i >= 0 && rows.length < levels; i--) {
    const level = side.levels[i]!;
    if (level.count > 0) rows.push([level.price, level.total]);
  }
  return rows;
}

function snapshot(n: OrderNode): RestingOrder {
  return {
    id: n.id,
    owner: n.owner,
    side: n.side,
    price: n.price,
    quantity: n.quantity,
    remaining: n.remaining,
    postOnly: n.postOnly,
  };
}
