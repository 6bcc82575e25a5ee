/**
 * Seeded order-book workloads for bench/spot-engine.ts, and the loops that feed one to the Bourse book
 * and to nodejs-order-book. A workload is generated once by simulating it on a Bourse OrderBook (so
 * cancels and moves aim at orders that are really resting), stored in typed arrays, then replayed on
 * fresh books. Every order has its own owner, so self-trade prevention never fires and both books must
 * end in the same state.
 */
import { type LimitOrderOptions, OrderBook as NodeOrderBook, Side } from "nodejs-order-book";
import { type BookResult, OrderBook, type SpotBook } from "../../packages/engine/src/index.ts";
import { seededRandom } from "../../packages/engine/src/market/random.ts";

// nodejs-order-book declares its TimeInForce enum but does not export it; its values are these strings
type NodeTimeInForce = NonNullable<LimitOrderOptions["timeInForce"]>;
const GTC = "GTC" as NodeTimeInForce;
const IOC = "IOC" as NodeTimeInForce;

export const OP = { LIMIT: 0, IOC: 1, MARKET: 2, CANCEL: 3, MOVE: 4 } as const;

export interface Workload {
  /** operations [0, prefill) build the starting book and are not timed */
  prefill: number;
  length: number;
  op: Uint8Array;
  id: Int32Array;
  /** 0 buy, 1 sell */
  side: Uint8Array;
  price: Int32Array;
  size: Int32Array;
  /** nodejs-order-book takes string ids: made up front so the timed loop does not convert */
  idText: string[];
  /** how many orders rested at the end of the simulation, and over how many price levels */
  finalOrders: number;
  finalLevels: number;
}

/** Resting orders followed from the events, with their side and price, for picking targets. */
class LiveOrders {
  readonly ids: number[] = [];
  private readonly index = new Map<number, number>();
  readonly price = new Map<number, number>();
  readonly side = new Map<number, number>();

  record(r: BookResult): void {
    for (const e of r.events) {
      if (e.kind === "rest") this.add(e.id, e.side === "buy" ? 0 : 1, e.price);
      else if (e.kind === "cancel") this.delete(e.id);
      else if (e.makerRemaining === 0) this.delete(e.makerId);
    }
    if (r.status === "filled") this.delete(r.id);
  }

  private add(id: number, side: number, price: number): void {
    this.price.set(id, price);
    this.side.set(id, side);
    if (this.index.has(id)) return;
    this.index.set(id, this.ids.length);
    this.ids.push(id);
  }

  private delete(id: number): void {
    const at = this.index.get(id);
    if (at === undefined) return;
    const last = this.ids.pop()!;
    if (last !== id) {
      this.ids[at] = last;
      this.index.set(last, at);
    }
    this.index.delete(id);
  }
}

class Builder {
  readonly w: Workload;
  readonly sim = new OrderBook();
  readonly live = new LiveOrders();
  private n = 0;
  nextId = 1;

  constructor(capacity: number) {
    this.w = {
      prefill: 0,
      length: 0,
      op: new Uint8Array(capacity),
      id: new Int32Array(capacity),
      side: new Uint8Array(capacity),
      price: new Int32Array(capacity),
      size: new Int32Array(capacity),
      idText: [""],
      finalOrders: 0,
      finalLevels: 0,
    };
  }

  push(op: number, id: number, side: number, price: number, size: number): void {
    const w = this.w;
    const i = this.n++;
    w.op[i] = op;
    w.id[i] = id;
    w.side[i] = side;
    w.price[i] = price;
    w.size[i] = size;
    if (op <= OP.MARKET) w.idText[id] = String(id);
    this.live.record(applyOne(this.sim, w, i));
  }

  order(op: number, side: number, price: number, size: number): void {
    this.push(op, this.nextId++, side, price, size);
  }

  finish(prefill: number): Workload {
    const w = this.w;
    w.prefill = prefill;
    w.length = this.n;
    w.finalOrders = this.sim.size;
    w.finalLevels = this.sim.depth(1e9).bids.length + this.sim.depth(1e9).asks.length;
    return w;
  }
}

/**
 * (a) 10,000 resting orders within 30 ticks of the middle, then `count` operations: 60 % GTC limit
 * orders within ±30 ticks of the middle (about half of them cross), 30 % cancels, 10 % market orders;
 * sizes 1–100 steps. The limit orders add about 0.06 resting orders per operation net of what crossing
 * orders take, so cancels that always hit would drain the book within ~40,000 operations. A cancel
 * therefore aims at a resting order with probability (resting orders ÷ 100,000), otherwise at a recent
 * id that is already gone (the lookup finds nothing, in both books): the book holds near 10,000 orders.
 */
const TARGET = 100_000;
export function mixedWorkload(seed: number, count: number): Workload {
  const random = seededRandom(seed);
  const b = new Builder(10_000 + count);
  const mid = 100_000;
  for (let i = 0; i < 10_000; i++) {
    const side = random.below(2);
    const price = side === 0 ? mid - 1 - random.below(30) : mid + 1 + random.below(30);
    b.order(OP.LIMIT, side, price, 1 + random.below(100));
  }
  for (let i = 0; i < count; i++) {
    const roll = random.below(100);
    if (roll < 60) b.order(OP.LIMIT, random.below(2), mid - 30 + random.below(61), 1 + random.below(100));
    else if (roll < 90) {
      const ids = b.live.ids;
      const hit = random.below(TARGET) < ids.length;
      b.push(
        OP.CANCEL,
        hit ? ids[random.below(ids.length)]! : Math.max(1, b.nextId - 1 - random.below(100)),
        0,
        0,
        0,
      );
    } else b.order(OP.MARKET, random.below(2), 0, 1 + random.below(100));
  }
  return b.finish(10_000);
}

/**
 * (b) exchange-core's order-book benchmark mix: 9 % GTC, 3 % IOC, 6 % cancel, 82 % move, on ~1,000
 * resting orders over ~750 occupied price levels (prices drawn from 850 per side: 1,000 orders over
 * 1,700 prices occupy ~750 of them). GTC orders and moves land on their own
 * side, at most 2 ticks past the middle, so a few of them cross; IOC orders cross a few levels. The IOC
 * size follows the book (larger when it holds more than 1,000 orders) to keep it near that size.
 */
export function exchangeCoreWorkload(seed: number, count: number): Workload {
  const random = seededRandom(seed);
  const b = new Builder(1_000 + count);
  const mid = 100_000;
  const spread = 850;
  const ownSide = (side: number) =>
    side === 0 ? mid + 2 - random.below(spread) : mid - 2 + random.below(spread);
  for (let i = 0; i < 1_000; i++) {
    const side = random.below(2);
    b.order(
      OP.LIMIT,
      side,
      side === 0 ? mid - 1 - random.below(spread) : mid + 1 + random.below(spread),
      1 + random.below(100),
    );
  }
  for (let i = 0; i < count; i++) {
    const roll = random.below(100);
    const ids = b.live.ids;
    const target = ids.length > 0 ? ids[random.below(ids.length)]! : 0;
    if (roll < 9) {
      const side = random.below(2);
      b.order(OP.LIMIT, side, ownSide(side), 1 + random.below(100));
    } else if (roll < 12) {
      const side = random.below(2);
      const best = side === 0 ? b.sim.bestAsk() : b.sim.bestBid();
      const price = best === undefined ? mid : side === 0 ? best + random.below(4) : best - random.below(4);
      const size = b.sim.size > 1_000 ? 100 + random.below(200) : 1 + random.below(20);
      b.order(OP.IOC, side, price, size);
    } else if (roll < 18) b.push(OP.CANCEL, target, 0, 0, 0);
    else {
      const side = b.live.side.get(target) ?? 0;
      b.push(OP.MOVE, target, side, ownSide(side), 0);
    }
  }
  return b.finish(1_000);
}

/** Applies operation i to a Bourse book. */
export function applyOne(book: SpotBook, w: Workload, i: number): BookResult {
  const side = w.side[i] === 0 ? "buy" : "sell";
  const id = w.id[i]!;
  switch (w.op[i]) {
    case OP.LIMIT:
      return book.place({ id, owner: id, side, type: "limit", price: w.price[i]!, quantity: w.size[i]! });
    case OP.IOC:
      return book.place({
        id,
        owner: id,
        side,
        type: "limit",
        price: w.price[i]!,
        quantity: w.size[i]!,
        tif: "IOC",
      });
    case OP.MARKET:
      return book.place({ id, owner: id, side, type: "market", quantity: w.size[i]! });
    case OP.CANCEL:
      return book.cancel({ id });
    default:
      return book.move({ id, newPrice: w.price[i]! });
  }
}

export function runBourse(book: SpotBook, w: Workload, from: number, to: number): void {
  for (let i = from; i < to; i++) applyOne(book, w, i);
}

/** Applies operation i to nodejs-order-book (GTC limit, IOC limit, market, cancel, modify = move). */
export function applyNode(book: NodeOrderBook, w: Workload, i: number): void {
  const side = w.side[i] === 0 ? Side.BUY : Side.SELL;
  const id = w.idText[w.id[i]!]!;
  switch (w.op[i]) {
    case OP.LIMIT:
      book.limit({ side, id, size: w.size[i]!, price: w.price[i]!, timeInForce: GTC });
      return;
    case OP.IOC:
      book.limit({ side, id, size: w.size[i]!, price: w.price[i]!, timeInForce: IOC });
      return;
    case OP.MARKET:
      book.market({ side, size: w.size[i]! });
      return;
    case OP.CANCEL:
      book.cancel(id);
      return;
    default:
      book.modify(id, { price: w.price[i]! });
  }
}

export function runNode(book: NodeOrderBook, w: Workload, from: number, to: number): void {
  for (let i = from; i < to; i++) applyNode(book, w, i);
}

/** Total resting quantity per side and the best prices, to check that both books ended in the same state. */
export function summarizeBourse(book: SpotBook): string {
  const d = book.depth(Number.MAX_SAFE_INTEGER);
  const sum = (rows: [number, number][]) => rows.reduce((s, [, q]) => s + q, 0);
  return `bid ${book.bestBid()} ask ${book.bestAsk()} bids ${sum(d.bids)} asks ${sum(d.asks)}`;
}

export function summarizeNode(book: NodeOrderBook): string {
  const [asks, bids] = book.depth();
  const sum = (rows: [number, number][]) => rows.reduce((s, [, q]) => s + q, 0);
  const bestBid = bids.length > 0 ? Math.max(...bids.map(([p]) => p)) : undefined;
  const bestAsk = asks.length > 0 ? Math.min(...asks.map(([p]) => p)) : undefined;
  return `bid ${bestBid} ask ${bestAsk} bids ${sum(bids)} asks ${sum(asks)}`;
}

export { NodeOrderBook };
