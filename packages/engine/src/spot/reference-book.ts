import { hashOrders } from "./hash.ts";
import {
  type BookConfig,
  type BookEvent,
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

interface Taker {
  id: number;
  owner: number;
  side: Side;
  /** highest price a buy pays, lowest a sell accepts; undefined for a market order */
  limit: number | undefined;
  /** steps wanted; undefined for a market buy by budget */
  quantity: number | undefined;
  budget: bigint | undefined;
}

const other = (side: Side): Side => (side === "buy" ? "sell" : "buy");

/**
 * The obviously correct book the fast one is checked against: per side, one array of resting orders
 * in priority order (best price first, oldest first within a price), searched and spliced linearly.
 * Same contract as OrderBook (see types.ts and OrderBook), no cleverness, no reuse: every result is a
 * fresh object.
 */
export class ReferenceBook implements SpotBook {
  private readonly bids: RestingOrder[] = [];
  private readonly asks: RestingOrder[] = [];

  constructor(private readonly config: BookConfig = {}) {}

  get size(): number {
    return this.bids.length + this.asks.length;
  }

  place(c: PlaceOrder): BookResult {
    const invalid = checkPlace(c);
    if (invalid !== SpotCode.OK) return rejected(c.id, invalid);
    if (this.find(c.id)) return rejected(c.id, SpotCode.DUPLICATE_ID);
    const isLimit = c.type === "limit";
    const tif = c.tif ?? (isLimit ? "GTC" : "IOC");
    const min = this.config.minNotional;
    if (isLimit && min !== undefined && notional(c.price!, c.quantity!) < min)
      return rejected(c.id, SpotCode.BELOW_MIN_NOTIONAL);
    const taker: Taker = {
      id: c.id,
      owner: c.owner,
      side: c.side,
      limit: isLimit ? c.price : undefined,
      quantity: c.quantity,
      budget: c.quoteBudget,
    };
    const opposite = this.queue(other(c.side));
    const first = opposite[0];
    if (c.postOnly === true && first && crosses(taker, first.price))
      return rejected(c.id, SpotCode.REJECTED_POST_ONLY);
    if (tif === "FOK") {
      let available = 0;
      for (const o of opposite) if (crosses(taker, o.price) && o.owner !== c.owner) available += o.remaining;
      if (available < c.quantity!) return rejected(c.id, SpotCode.REJECTED_FOK);
    }

    const events: BookEvent[] = [];
    const m = this.match(taker, events);
    const price = c.price ?? 0;
    if (isLimit) {
      if (m.left === 0) return ok(c.id, "filled", m.filled, 0, 0n, events);
      if (tif === "GTC") {
        this.add({
          ...base(c),
          price,
          quantity: c.quantity!,
          remaining: m.left,
          postOnly: c.postOnly === true,
        });
        events.push({ kind: "rest", ...base(c), price, remaining: m.left });
        return ok(c.id, "resting", m.filled, m.left, 0n, events);
      }
      if (tif === "FOK") throw new Error("reference: a fill-or-kill order passed its check but did not fill");
      events.push({ kind: "cancel", ...base(c), price, remaining: m.left, reason: "ioc" });
      return ok(c.id, "cancelled", m.filled, m.left, 0n, events);
    }
    if (m.filled === 0 && m.selfTrades === 0) return rejected(c.id, SpotCode.NO_LIQUIDITY);
    if (c.quoteBudget !== undefined) {
      if (m.budgetStopped || m.budgetLeft === 0n)
        return ok(c.id, "filled", m.filled, 0, m.budgetLeft, events);
      events.push({ kind: "cancel", ...base(c), price: 0, remaining: 0, reason: "market" });
      return ok(c.id, "cancelled", m.filled, 0, m.budgetLeft, events);
    }
    if (m.left === 0) return ok(c.id, "filled", m.filled, 0, 0n, events);
    events.push({ kind: "cancel", ...base(c), price: 0, remaining: m.left, reason: "market" });
    return ok(c.id, "cancelled", m.filled, m.left, 0n, events);
  }

  cancel(c: CancelOrder): BookResult {
    if (!isId(c.id)) return rejected(c.id, SpotCode.INVALID);
    const o = this.find(c.id);
    if (!o) return rejected(c.id, SpotCode.UNKNOWN_ORDER);
    this.remove(o.id);
    const events: BookEvent[] = [
      { kind: "cancel", ...base(o), price: o.price, remaining: o.remaining, reason: "user" },
    ];
    return ok(c.id, "cancelled", 0, o.remaining, 0n, events);
  }

  move(c: MoveOrder): BookResult {
    if (checkMove(c) !== SpotCode.OK) return rejected(c.id, SpotCode.INVALID);
    const o = this.find(c.id);
    if (!o) return rejected(c.id, SpotCode.UNKNOWN_ORDER);
    const taker: Taker = {
      id: o.id,
      owner: o.owner,
      side: o.side,
      limit: c.newPrice,
      quantity: o.remaining,
      budget: undefined,
    };
    const first = this.queue(other(o.side))[0];
    if (o.postOnly && first && crosses(taker, first.price))
      return rejected(c.id, SpotCode.REJECTED_POST_ONLY);
    this.remove(o.id);
    const events: BookEvent[] = [];
    const m = this.match(taker, events);
    if (m.left === 0) return ok(c.id, "filled", m.filled, 0, 0n, events);
    this.add({ ...o, price: c.newPrice, remaining: m.left });
    events.push({ kind: "rest", ...base(o), price: c.newPrice, remaining: m.left });
    return ok(c.id, "resting", m.filled, m.left, 0n, events);
  }

  restore(orders: Iterable<RestingOrder>): SpotCode {
    if (this.size > 0) return SpotCode.INVALID;
    const list = [...orders];
    if (!list.every(isRestingOrder)) return SpotCode.INVALID;
    const ids = list.map((o) => o.id);
    if (new Set(ids).size !== ids.length) return SpotCode.DUPLICATE_ID;
    const bids = list.filter((o) => o.side === "buy").map((o) => o.price);
    const asks = list.filter((o) => o.side === "sell").map((o) => o.price);
    if (bids.length > 0 && asks.length > 0 && Math.max(...bids) >= Math.min(...asks)) return SpotCode.INVALID;
    for (const o of list) this.add({ ...o });
    return SpotCode.OK;
  }

  bestBid(): number | undefined {
    return this.queue("buy")[0]?.price;
  }

  bestAsk(): number | undefined {
    return this.queue("sell")[0]?.price;
  }

  depth(levels: number): Depth {
    const aggregate = (side: Side) => {
      const rows: [number, number][] = [];
      for (const o of this.queue(side)) {
        const last = rows[rows.length - 1];
        if (last && last[0] === o.price) last[1] += o.remaining;
        else rows.push([o.price, o.remaining]);
      }
      return rows.slice(0, levels);
    };
    return { bids: aggregate("buy"), asks: aggregate("sell") };
  }

  order(id: number): RestingOrder | undefined {
    const o = this.find(id);
    return o ? view(o) : undefined;
  }

  *openOrders(): Generator<RestingOrder> {
    for (const o of [...this.queue("buy"), ...this.queue("sell")]) yield view(o);
  }

  stateHash(): number {
    return hashOrders([...this.bids, ...this.asks]);
  }

  /** One side in priority order: best price first (highest bid, lowest ask), then oldest first. */
  private queue(side: Side): RestingOrder[] {
    return side === "buy" ? this.bids : this.asks;
  }

  private match(t: Taker, events: BookEvent[]) {
    let left = t.quantity ?? Number.POSITIVE_INFINITY;
    let budgetLeft = t.budget ?? 0n;
    let budgetStopped = false;
    let filled = 0;
    let selfTrades = 0;
    while (left > 0) {
      const maker = this.queue(other(t.side))[0];
      if (!maker || !crosses(t, maker.price)) break;
      let take = left;
      if (t.budget !== undefined) {
        const afford = budgetLeft / BigInt(maker.price);
        if (afford === 0n) {
          budgetStopped = true;
          break;
        }
        take = Math.min(take, Number(afford));
      }
      if (maker.owner === t.owner) {
        this.remove(maker.id);
        events.push({
          kind: "cancel",
          ...base(maker),
          price: maker.price,
          remaining: maker.remaining,
          reason: "self-trade",
        });
        selfTrades += 1;
        continue;
      }
      const quantity = Math.min(take, maker.remaining);
      maker.remaining -= quantity;
      left -= quantity;
      filled += quantity;
      budgetLeft -= BigInt(quantity) * BigInt(maker.price);
      if (maker.remaining === 0) this.remove(maker.id);
      events.push({
        kind: "fill",
        makerId: maker.id,
        takerId: t.id,
        makerOwner: maker.owner,
        takerOwner: t.owner,
        price: maker.price,
        quantity,
        takerSide: t.side,
        makerRemaining: maker.remaining,
      });
    }
    return { left: t.quantity === undefined ? 0 : left, filled, selfTrades, budgetLeft, budgetStopped };
  }

  private find(id: number): RestingOrder | undefined {
    return this.bids.find((o) => o.id === id) ?? this.asks.find((o) => o.id === id);
  }

  /** Puts the order behind every order at its price or better: last in line at its price. */
  private add(o: RestingOrder): void {
    const queue = this.queue(o.side);
    const worse = (p: number) => (o.side === "buy" ? p < o.price : p > o.price);
    const at = queue.findIndex((q) => worse(q.price));
    queue.splice(at === -1 ? queue.length : at, 0, view(o));
  }

  private remove(id: number): void {
    for (const queue of [this.bids, this.asks]) {
      const at = queue.findIndex((o) => o.id === id);
      if (at !== -1) queue.splice(at, 1);
    }
  }
}

function crosses(t: Taker, price: number): boolean {
  if (t.limit === undefined) return true;
  return t.side === "buy" ? price <= t.limit : price >= t.limit;
}

function base(o: { id: number; owner: number; side: Side }) {
  return { id: o.id, owner: o.owner, side: o.side };
}

function view(o: RestingOrder): RestingOrder {
  return {
    id: o.id,
    owner: o.owner,
    side: o.side,
    price: o.price,
    quantity: o.quantity,
    remaining: o.remaining,
    postOnly: o.postOnly,
  };
}

function rejected(id: number, code: SpotCode): BookResult {
  return { code, id, status: "rejected", filled: 0, remaining: 0, quoteLeft: 0n, events: [] };
}

function ok(
  id: number,
  status: OrderStatus,
  filled: number,
  remaining: number,
  quoteLeft: bigint,
  events: BookEvent[],
): BookResult {
  return { code: SpotCode.OK, id, status, filled, remaining, quoteLeft, events };
}
