import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SeededRandom, seededRandom } from "../market/random.ts";
import { applyCommand, type SpotCommand } from "./command.ts";
import { OrderBook } from "./order-book.ts";
import { ReferenceBook } from "./reference-book.ts";
import { type BookConfig, type BookResult, copyResult, type Side, type SpotBook, SpotCode } from "./types.ts";

/**
 * The fast book against the reference book (exchange-core style): the same seeded command sequences
 * drive both; after every command the results, the state hashes and the resting orders must be equal,
 * the book must not be crossed, and every order's quantity must be accounted for.
 */

const arbOwner = fc.integer({ min: 1, max: 3 });
const arbSide = fc.constantFrom("buy" as const, "sell" as const);
const arbQuantity = fc.integer({ min: 1, max: 10 });

/** Commands on a few ids, owners and prices, so that orders meet, self-trade, collide and miss. */
function commandsAt(arbPrice: fc.Arbitrary<number>, maxId: number): fc.Arbitrary<SpotCommand> {
  const arbId = fc.integer({ min: 1, max: maxId });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        op: fc.constant("place" as const),
        type: fc.constant("limit" as const),
        id: arbId,
        owner: arbOwner,
        side: arbSide,
        price: arbPrice,
        quantity: arbQuantity,
        tif: fc.constantFrom(undefined, "GTC" as const, "GTC" as const, "IOC" as const, "FOK" as const),
        postOnly: fc.constantFrom(false, false, false, true),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant("place" as const),
        type: fc.constant("market" as const),
        id: arbId,
        owner: arbOwner,
        side: arbSide,
        quantity: fc.integer({ min: 1, max: 30 }),
        tif: fc.constantFrom(undefined, "IOC" as const, "FOK" as const),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("place" as const),
        type: fc.constant("market" as const),
        id: arbId,
        owner: arbOwner,
        side: fc.constant("buy" as const),
        quoteBudget: fc.bigInt({ min: 1n, max: 3000n }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant("cancel" as const), id: arbId }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant("move" as const), id: arbId, newPrice: arbPrice }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant("place" as const),
        type: fc.constant("limit" as const),
        id: arbId,
        owner: arbOwner,
        side: arbSide,
        price: fc.constantFrom(0, -1, 1.5, Number.NaN, 2 ** 53, 100),
        quantity: fc.constantFrom(0, 2.5, Number.POSITIVE_INFINITY, 3),
      }),
    },
  );
}

/** 11 prices: a crowded book with most levels occupied */
const arbCommand = commandsAt(fc.integer({ min: 95, max: 105 }), 40);
/**
 * A wide, deep book: 400 prices; even ids buy and odd ids sell, bids at 1–220 and asks at 180–400
 * (moves too), small market orders. Levels deep below a lasting best come and go.
 */
const arbWideJournal = fc
  .array(commandsAt(fc.integer({ min: 1, max: 400 }), 60), { minLength: 1, maxLength: 600, size: "max" })
  .map((journal) =>
    journal.map((c): SpotCommand => {
      const buys = c.id % 2 === 0;
      const own = (p: number) => {
        if (!Number.isSafeInteger(p) || p <= 0) return p;
        if (buys) return p > 220 ? p - 200 : p;
        return p < 180 ? p + 200 : p;
      };
      if (c.op === "move") return { ...c, newPrice: own(c.newPrice) };
      if (c.op !== "place" || c.quoteBudget !== undefined) return c;
      const side = buys ? "buy" : "sell";
      if (c.type === "market") return { ...c, side, quantity: Math.min(c.quantity ?? 1, 5) };
      return { ...c, side, price: own(c.price ?? 0) };
    }),
  );

const arbConfig: fc.Arbitrary<BookConfig> = fc.constantFrom({}, { minNotional: 300n });

/** Per placed order: what it was placed with and where each step went. */
interface Account {
  quantity: number;
  filled: number;
  cancelled: number;
}

/** Tracks every order's filled + cancelled + resting = placed, from the events alone. */
class Conservation {
  private readonly orders = new Map<number, Account>();

  record(command: SpotCommand, r: BookResult): void {
    if (command.op === "place" && r.code === SpotCode.OK) {
      if (command.quantity === undefined) this.orders.delete(command.id);
      else this.orders.set(command.id, { quantity: command.quantity, filled: 0, cancelled: 0 });
    }
    let takerFilled = 0;
    for (const e of r.events) {
      if (e.kind === "fill") {
        const maker = this.orders.get(e.makerId);
        const taker = this.orders.get(e.takerId);
        if (maker) maker.filled += e.quantity;
        if (taker) taker.filled += e.quantity;
        takerFilled += e.quantity;
      } else if (e.kind === "cancel") {
        const o = this.orders.get(e.id);
        if (o) o.cancelled += e.remaining;
      }
    }
    if (r.filled !== takerFilled) expect(r.filled).toBe(takerFilled);
  }

  check(book: SpotBook): void {
    for (const [id, o] of this.orders) {
      const resting = book.order(id)?.remaining ?? 0;
      if (o.filled + o.cancelled + resting !== o.quantity)
        expect(o.filled + o.cancelled + resting, `order ${id}`).toBe(o.quantity);
    }
  }
}

/** Canonical text of a value, bigints included: a deep comparison for occasional checks. */
const text = (value: unknown) => JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `${v}n` : v));

/** Equal results, field by field: the cheap comparison for every command (expect() shows a difference). */
function sameResult(a: BookResult, b: BookResult): boolean {
  if (
    a.code !== b.code ||
    a.id !== b.id ||
    a.status !== b.status ||
    a.filled !== b.filled ||
    a.remaining !== b.remaining ||
    a.quoteLeft !== b.quoteLeft ||
    a.events.length !== b.events.length
  )
    return false;
  return a.events.every((e, i) => {
    const f = b.events[i] as unknown as Record<string, unknown>;
    const keys = Object.keys(e);
    return (
      keys.length === Object.keys(f).length &&
      keys.every((k) => (e as unknown as Record<string, unknown>)[k] === f[k])
    );
  });
}

function expectSameAfter(fast: SpotBook, reference: SpotBook, command: SpotCommand, deep: boolean) {
  const got = copyResult(applyCommand(fast, command));
  const want = applyCommand(reference, command);
  // expect() only on a difference, so that 100,000 commands stay fast; it then prints the diff
  if (!sameResult(got, want)) expect({ command, got }).toEqual({ command, got: want });
  if (fast.stateHash() !== reference.stateHash())
    expect([...fast.openOrders()]).toEqual([...reference.openOrders()]);
  if (fast.size !== reference.size) expect(fast.size).toBe(reference.size);
  const bid = fast.bestBid();
  const ask = fast.bestAsk();
  if (bid !== reference.bestBid() || ask !== reference.bestAsk())
    expect([bid, ask]).toEqual([reference.bestBid(), reference.bestAsk()]);
  if (bid !== undefined && ask !== undefined && bid >= ask) expect(bid).toBeLessThan(ask);
  if (deep) {
    const orders = [[...fast.openOrders()], [...reference.openOrders()]];
    if (text(orders[0]) !== text(orders[1])) expect(orders[0]).toEqual(orders[1]);
    const depth = [fast.depth(4), reference.depth(4)];
    if (text(depth[0]) !== text(depth[1])) expect(depth[0]).toEqual(depth[1]);
  }
  return got;
}

describe("OrderBook against ReferenceBook", () => {
  it("agrees on every command of random sequences (fast-check, seeded)", () => {
    let commands = 0;
    fc.assert(
      fc.property(
        arbConfig,
        fc.array(arbCommand, { minLength: 1, maxLength: 300, size: "max" }),
        (config, journal) => {
          const fast = new OrderBook(config);
          const reference = new ReferenceBook(config);
          const conservation = new Conservation();
          for (const command of journal) {
            const r = expectSameAfter(fast, reference, command, true);
            conservation.record(command, r);
            conservation.check(fast);
            commands++;
          }
        },
      ),
      { seed: 20240601, numRuns: 300 },
    );
    expect(commands).toBeGreaterThan(30_000);
  }, 60_000);

  it("agrees on random sequences over 400 prices, compacting emptied levels eagerly", () => {
    // compaction as soon as placeholders outnumber occupied levels: it then happens in most runs
    const eager = { minPlaceholders: 2, ratio: 1 };
    fc.assert(
      fc.property(arbWideJournal, (journal) => {
        const fast = new OrderBook({}, eager);
        const reference = new ReferenceBook();
        const conservation = new Conservation();
        for (const command of journal) {
          conservation.record(command, expectSameAfter(fast, reference, command, true));
          conservation.check(fast);
        }
      }),
      { seed: 400, numRuns: 100 },
    );
  }, 60_000);

  it("reuses and compacts emptied levels below the best, as the reference sees them", () => {
    const fast = new OrderBook();
    const reference = new ReferenceBook();
    const run = (command: SpotCommand) => expectSameAfter(fast, reference, command, true);
    const bid = (id: number, price: number): SpotCommand => ({
      op: "place",
      type: "limit",
      id,
      owner: 1,
      side: "buy",
      price,
      quantity: 1,
    });
    for (let i = 1; i <= 60; i++) run(bid(i, 1000 + 2 * i)); // 60 levels, 1002..1120
    for (let i = 2; i <= 55; i++) run({ op: "cancel", id: i }); // empties 54 levels below the best: compacts
    for (let i = 10; i <= 20; i++) run(bid(100 + i, 1000 + 2 * i)); // old prices again
    for (let i = 10; i <= 30; i++) run(bid(200 + i, 1001 + 2 * i)); // new prices in between
    for (let i = 51; i <= 60; i++) run({ op: "cancel", id: i }); // the best levels go: pops placeholders too
    run({ op: "place", type: "market", id: 999, owner: 2, side: "sell", quantity: 25 });
    expect(fast.depth(100)).toEqual(reference.depth(100));
    expect(fast.size).toBe(reference.size);
  });

  it("replays a journal to the same state hash after every command", () => {
    fc.assert(
      fc.property(fc.array(arbCommand, { minLength: 1, maxLength: 200, size: "max" }), (journal) => {
        const hashesAfterEach = (book: SpotBook) =>
          journal.map((c) => {
            applyCommand(book, c);
            return book.stateHash();
          });
        expect(hashesAfterEach(new OrderBook())).toEqual(hashesAfterEach(new OrderBook()));
      }),
      { seed: 7, numRuns: 100 },
    );
  });

  it("a restored book behaves exactly like the original from then on", () => {
    fc.assert(
      fc.property(
        fc.array(arbCommand, { minLength: 1, maxLength: 150, size: "max" }),
        fc.array(arbCommand, { minLength: 1, maxLength: 150, size: "max" }),
        (before, after) => {
          const original = new OrderBook();
          for (const c of before) applyCommand(original, c);
          const restored = new OrderBook();
          expect(restored.restore(original.openOrders())).toBe(SpotCode.OK);
          const reference = new ReferenceBook();
          expect(reference.restore(original.openOrders())).toBe(SpotCode.OK);
          expect(restored.stateHash()).toBe(original.stateHash());
          for (const c of after) {
            const want = copyResult(applyCommand(original, c));
            expect(copyResult(applyCommand(restored, c))).toEqual(want);
            expect(applyCommand(reference, c)).toEqual(want);
          }
          expect(restored.stateHash()).toBe(original.stateHash());
        },
      ),
      { seed: 11, numRuns: 100 },
    );
  }, 60_000);

  it("agrees on 100,000 seeded commands over a deeper book", () => {
    const random = seededRandom(42);
    const fast = new OrderBook({ minNotional: 50n });
    const reference = new ReferenceBook({ minNotional: 50n });
    const conservation = new Conservation();
    const open = new OpenOrders();
    let fills = 0;
    let selfTrades = 0;
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      const command = randomCommand(random, i + 1, open.pick(random), open.size > 200);
      const r = expectSameAfter(fast, reference, command, i % 100 === 0);
      conservation.record(command, r);
      open.record(r);
      for (const e of r.events) {
        if (e.kind === "fill") fills++;
        else if (e.kind === "cancel" && e.reason === "self-trade") selfTrades++;
      }
      largest = Math.max(largest, fast.size);
    }
    conservation.check(fast);
    // the events alone tell exactly which orders rest, as the server will rely on
    expect(open.sorted()).toEqual([...fast.openOrders()].map((o) => o.id).sort((a, b) => a - b));
    expect(fills).toBeGreaterThan(10_000);
    expect(selfTrades).toBeGreaterThan(100);
    expect(largest).toBeGreaterThan(100);
  }, 120_000);
});

/** The ids resting in the book, followed from the events alone, as the server would. */
class OpenOrders {
  private readonly ids: number[] = [];
  private readonly index = new Map<number, number>();
  private readonly sides = new Map<number, Side>();

  record(r: BookResult): void {
    for (const e of r.events) {
      if (e.kind === "rest") this.add(e.id, e.side);
      else if (e.kind === "cancel") this.delete(e.id);
      else if (e.makerRemaining === 0) this.delete(e.makerId);
    }
    if (r.status === "filled") this.delete(r.id);
  }

  get size(): number {
    return this.ids.length;
  }

  /** a random resting order, or id 0 (never used) when the book is empty */
  pick(random: SeededRandom): { id: number; side: Side } {
    const id = this.ids.length === 0 ? 0 : this.ids[random.below(this.ids.length)]!;
    return { id, side: this.sides.get(id) ?? "buy" };
  }

  sorted(): number[] {
    return [...this.ids].sort((a, b) => a - b);
  }

  private add(id: number, side: Side): void {
    this.sides.set(id, side);
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
    this.sides.delete(id);
  }
}

/**
 * A wider workload than the fast-check one, like a real market: bids mostly below 100 and asks mostly
 * above, a few crossing; fresh ids as the server's sequence gives them; 20 owners; cancels and moves aim
 * at a resting order (`target`) nine times in ten; a crowded book gets more cancels, to stay near 200.
 */
function randomCommand(
  random: SeededRandom,
  id: number,
  target: { id: number; side: Side },
  crowded: boolean,
): SpotCommand {
  const owner = 1 + random.below(20);
  const side = random.below(2) === 0 ? ("buy" as const) : ("sell" as const);
  // −3..20 ticks away from the middle, on the order's own side
  const priceFor = (s: Side) => (s === "buy" ? 97 : 103) + (s === "buy" ? -1 : 1) * random.below(24);
  const roll = random.below(100);
  if (crowded && roll < 25) return { op: "cancel", id: target.id };
  if (roll < 50) {
    const tif = (["GTC", "GTC", "GTC", "GTC", "IOC", "FOK"] as const)[random.below(6)];
    const postOnly = tif === "GTC" && random.below(10) === 0;
    const quantity = 1 + random.below(20);
    return { op: "place", type: "limit", id, owner, side, price: priceFor(side), quantity, tif, postOnly };
  }
  if (roll < 54) return { op: "place", type: "market", id, owner, side, quantity: 1 + random.below(40) };
  if (roll < 56) {
    const quoteBudget = BigInt(1 + random.below(4000));
    return { op: "place", type: "market", id, owner, side: "buy", quoteBudget };
  }
  const aim = random.below(10) === 0 ? id - 1 - random.below(1000) : target.id;
  if (roll < 64) return { op: "cancel", id: aim };
  return { op: "move", id: aim, newPrice: priceFor(target.side) };
}
