import { describe, expect, it } from "vitest";
import { OrderBook } from "./order-book.ts";
import { ReferenceBook } from "./reference-book.ts";
import {
  type BookConfig,
  type BookResult,
  copyResult,
  type PlaceOrder,
  type Side,
  type SpotBook,
  SpotCode,
} from "./types.ts";

/** Every rule, on both books: the reference is the spec, the fast book must agree with it. */
const BOOKS: [string, (config?: BookConfig) => SpotBook][] = [
  ["OrderBook", (config) => new OrderBook(config)],
  ["ReferenceBook", (config) => new ReferenceBook(config)],
];

describe.each(BOOKS)("%s", (_name, make) => {
  function setup(config?: BookConfig) {
    const book = make(config);
    const limit = (
      id: number,
      owner: number,
      side: Side,
      price: number,
      quantity: number,
      extra: Partial<PlaceOrder> = {},
    ): BookResult => copyResult(book.place({ id, owner, side, type: "limit", price, quantity, ...extra }));
    const market = (id: number, owner: number, side: Side, extra: Partial<PlaceOrder>): BookResult =>
      copyResult(book.place({ id, owner, side, type: "market", ...extra }));
    return { book, limit, market };
  }

  it("rests a limit order that does not cross", () => {
    const { book, limit } = setup();
    const r = limit(1, 7, "buy", 100, 5);
    expect(r).toEqual({
      code: SpotCode.OK,
      id: 1,
      status: "resting",
      filled: 0,
      remaining: 5,
      quoteLeft: 0n,
      events: [{ kind: "rest", id: 1, owner: 7, side: "buy", price: 100, remaining: 5 }],
    });
    expect(book.bestBid()).toBe(100);
    expect(book.bestAsk()).toBeUndefined();
    expect(book.order(1)).toEqual({
      id: 1,
      owner: 7,
      side: "buy",
      price: 100,
      quantity: 5,
      remaining: 5,
      postOnly: false,
    });
    expect(book.size).toBe(1);
  });

  it("fills partially at the maker's price and rests the rest", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 10);
    const r1 = limit(2, 2, "buy", 100, 4);
    expect(r1.status).toBe("filled");
    expect(r1.events).toEqual([
      {
        kind: "fill",
        makerId: 1,
        takerId: 2,
        makerOwner: 1,
        takerOwner: 2,
        price: 100,
        quantity: 4,
        takerSide: "buy",
        makerRemaining: 6,
      },
    ]);
    expect(book.order(1)?.remaining).toBe(6);
    const r2 = limit(3, 2, "buy", 105, 10);
    expect(r2).toMatchObject({ status: "resting", filled: 6, remaining: 4 });
    expect(r2.events.map((e) => e.kind)).toEqual(["fill", "rest"]);
    expect(r2.events[0]).toMatchObject({ price: 100, quantity: 6, makerRemaining: 0 });
    expect(book.order(1)).toBeUndefined();
    expect(book.bestBid()).toBe(105);
    expect(book.bestAsk()).toBeUndefined();
  });

  it("matches best price first, then oldest first within a price", () => {
    const { limit } = setup();
    limit(1, 1, "sell", 101, 5);
    limit(2, 2, "sell", 100, 5);
    limit(3, 3, "sell", 100, 5);
    const r = limit(4, 4, "buy", 101, 12);
    const fills = r.events.filter((e) => e.kind === "fill");
    expect(fills.map((f) => [f.makerId, f.price, f.quantity])).toEqual([
      [2, 100, 5],
      [3, 100, 5],
      [1, 101, 2],
    ]);
  });

  it("sells match the highest bid first", () => {
    const { limit } = setup();
    limit(1, 1, "buy", 99, 5);
    limit(2, 2, "buy", 100, 5);
    const r = limit(3, 3, "sell", 98, 7);
    const fills = r.events.filter((e) => e.kind === "fill");
    expect(fills.map((f) => [f.makerId, f.price, f.quantity])).toEqual([
      [2, 100, 5],
      [1, 99, 2],
    ]);
    expect(r.status).toBe("filled");
  });

  it("IOC cancels what it cannot fill at once", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 3);
    const r = limit(2, 2, "buy", 100, 5, { tif: "IOC" });
    expect(r).toMatchObject({ code: SpotCode.OK, status: "cancelled", filled: 3, remaining: 2 });
    expect(r.events.at(-1)).toEqual({
      kind: "cancel",
      id: 2,
      owner: 2,
      side: "buy",
      price: 100,
      remaining: 2,
      reason: "ioc",
    });
    expect(book.size).toBe(0);
    const none = limit(3, 2, "buy", 100, 5, { tif: "IOC" });
    expect(none).toMatchObject({ code: SpotCode.OK, status: "cancelled", filled: 0, remaining: 5 });
  });

  it("FOK fills completely or changes nothing", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 3);
    limit(2, 1, "sell", 101, 3);
    const before = book.stateHash();
    const rejected = limit(3, 2, "buy", 101, 7, { tif: "FOK" });
    expect(rejected).toMatchObject({ code: SpotCode.REJECTED_FOK, status: "rejected", events: [] });
    expect(book.stateHash()).toBe(before);
    const tooLow = limit(3, 2, "buy", 100, 4, { tif: "FOK" });
    expect(tooLow.code).toBe(SpotCode.REJECTED_FOK);
    const r = limit(3, 2, "buy", 101, 6, { tif: "FOK" });
    expect(r).toMatchObject({ code: SpotCode.OK, status: "filled", filled: 6 });
    expect(book.size).toBe(0);
  });

  it("FOK does not count the taker's own resting orders", () => {
    const { book, limit } = setup();
    limit(1, 2, "sell", 100, 5);
    limit(2, 1, "sell", 100, 5);
    const before = book.stateHash();
    expect(limit(3, 2, "buy", 100, 6, { tif: "FOK" }).code).toBe(SpotCode.REJECTED_FOK);
    expect(book.stateHash()).toBe(before);
    const r = limit(3, 2, "buy", 100, 5, { tif: "FOK" });
    expect(r.status).toBe("filled");
    expect(r.events.map((e) => e.kind)).toEqual(["cancel", "fill"]);
  });

  it("post-only rests when it would not take and is rejected when it would", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 5);
    const before = book.stateHash();
    expect(limit(2, 2, "buy", 100, 5, { postOnly: true }).code).toBe(SpotCode.REJECTED_POST_ONLY);
    expect(book.stateHash()).toBe(before);
    expect(limit(2, 2, "buy", 99, 5, { postOnly: true })).toMatchObject({ status: "resting" });
    expect(book.order(2)?.postOnly).toBe(true);
    expect(limit(3, 2, "buy", 99, 5, { postOnly: true, tif: "IOC" }).code).toBe(SpotCode.INVALID);
  });

  it("market sell sweeps levels and cancels what the book cannot fill", () => {
    const { book, limit, market } = setup();
    limit(1, 1, "buy", 100, 2);
    limit(2, 1, "buy", 90, 3);
    const r = market(3, 2, "sell", { quantity: 10 });
    expect(r).toMatchObject({ status: "cancelled", filled: 5, remaining: 5 });
    expect(r.events.at(-1)).toEqual({
      kind: "cancel",
      id: 3,
      owner: 2,
      side: "sell",
      price: 0,
      remaining: 5,
      reason: "market",
    });
    expect(book.size).toBe(0);
  });

  it("market buy by quantity fills completely when the book is deep enough", () => {
    const { book, limit, market } = setup();
    limit(1, 1, "sell", 100, 5);
    const r = market(2, 2, "buy", { quantity: 4 });
    expect(r).toMatchObject({ status: "filled", filled: 4, remaining: 0, quoteLeft: 0n });
    expect(book.order(1)?.remaining).toBe(1);
  });

  it("market buy by budget buys the whole steps it can afford at each level", () => {
    const { book, limit, market } = setup();
    limit(1, 1, "sell", 100, 3);
    limit(2, 1, "sell", 110, 5);
    // 3 × 100 = 300, then 200 affords 1 step at 110; 90 left cannot buy another step
    const r = market(3, 2, "buy", { quoteBudget: 500n });
    expect(r).toMatchObject({ status: "filled", filled: 4, remaining: 0, quoteLeft: 90n });
    expect(r.events.map((e) => (e.kind === "fill" ? [e.price, e.quantity] : e.kind))).toEqual([
      [100, 3],
      [110, 1],
    ]);
    expect(book.order(2)?.remaining).toBe(4);
  });

  it("market buy by budget on a thin book cancels once the book runs out", () => {
    const { book, limit, market } = setup();
    limit(1, 1, "sell", 100, 3);
    limit(2, 1, "sell", 110, 5);
    const r = market(3, 2, "buy", { quoteBudget: 1000n });
    expect(r).toMatchObject({ status: "cancelled", filled: 8, remaining: 0, quoteLeft: 150n });
    expect(r.events.at(-1)).toMatchObject({ kind: "cancel", id: 3, remaining: 0, reason: "market" });
    expect(book.size).toBe(0);
  });

  it("a market order that can do nothing is NO_LIQUIDITY", () => {
    const { book, limit, market } = setup();
    expect(market(1, 2, "buy", { quantity: 1 }).code).toBe(SpotCode.NO_LIQUIDITY);
    expect(market(1, 2, "sell", { quantity: 1 }).code).toBe(SpotCode.NO_LIQUIDITY);
    limit(2, 1, "sell", 100, 3);
    const r = market(3, 2, "buy", { quoteBudget: 99n });
    expect(r).toMatchObject({ code: SpotCode.NO_LIQUIDITY, status: "rejected", events: [], quoteLeft: 0n });
    expect(book.order(2)?.remaining).toBe(3);
  });

  it("self-trade prevention cancels the resting order and keeps matching", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 5);
    limit(2, 2, "sell", 100, 5);
    limit(3, 1, "sell", 101, 5);
    const r = limit(4, 1, "buy", 100, 4);
    expect(r.events).toEqual([
      { kind: "cancel", id: 1, owner: 1, side: "sell", price: 100, remaining: 5, reason: "self-trade" },
      {
        kind: "fill",
        makerId: 2,
        takerId: 4,
        makerOwner: 2,
        takerOwner: 1,
        price: 100,
        quantity: 4,
        takerSide: "buy",
        makerRemaining: 1,
      },
    ]);
    expect(book.order(1)).toBeUndefined();
    // the own order at 101 does not cross 100 and stays
    expect(book.order(3)?.remaining).toBe(5);
  });

  it("self-trade prevention applies to market orders; cancelling only own orders is not NO_LIQUIDITY", () => {
    const { book, limit, market } = setup();
    limit(1, 1, "buy", 100, 5);
    const r = market(2, 1, "sell", { quantity: 3 });
    expect(r).toMatchObject({ code: SpotCode.OK, status: "cancelled", filled: 0, remaining: 3 });
    expect(r.events.map((e) => e.kind === "cancel" && e.reason)).toEqual(["self-trade", "market"]);
    expect(book.size).toBe(0);
  });

  it("rejects limit orders below the minimum notional, but not market orders", () => {
    const { book, limit, market } = setup({ minNotional: 1000n });
    expect(limit(1, 1, "sell", 99, 10).code).toBe(SpotCode.BELOW_MIN_NOTIONAL);
    expect(limit(1, 1, "sell", 100, 10).status).toBe("resting");
    expect(market(2, 2, "buy", { quantity: 1 })).toMatchObject({ code: SpotCode.OK, status: "filled" });
    expect(market(3, 2, "buy", { quoteBudget: 100n })).toMatchObject({ code: SpotCode.OK, filled: 1 });
    expect(book.order(1)?.remaining).toBe(8);
    const huge = setup({ minNotional: 10n ** 20n });
    expect(huge.limit(1, 1, "sell", 2 ** 40, 2 ** 20).code).toBe(SpotCode.BELOW_MIN_NOTIONAL);
    expect(huge.limit(1, 1, "sell", 2 ** 50, 2 ** 20).code).toBe(SpotCode.OK);
  });

  it("cancel returns the resting remainder; unknown ids are UNKNOWN_ORDER", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 10);
    limit(2, 2, "buy", 100, 4);
    const r = copyResult(book.cancel({ id: 1 }));
    expect(r).toEqual({
      code: SpotCode.OK,
      id: 1,
      status: "cancelled",
      filled: 0,
      remaining: 6,
      quoteLeft: 0n,
      events: [{ kind: "cancel", id: 1, owner: 1, side: "sell", price: 100, remaining: 6, reason: "user" }],
    });
    expect(book.cancel({ id: 1 }).code).toBe(SpotCode.UNKNOWN_ORDER);
    expect(book.cancel({ id: 99 }).code).toBe(SpotCode.UNKNOWN_ORDER);
    expect(book.cancel({ id: -1 }).code).toBe(SpotCode.INVALID);
    expect(book.size).toBe(0);
  });

  it("an id that is resting is a DUPLICATE_ID; a finished order's id may come back", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 5);
    expect(limit(1, 2, "buy", 90, 5).code).toBe(SpotCode.DUPLICATE_ID);
    book.cancel({ id: 1 });
    expect(limit(1, 2, "buy", 90, 5).status).toBe("resting");
  });

  it("move loses time priority, even at the same price", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 5);
    limit(2, 2, "sell", 100, 5);
    const r = copyResult(book.move({ id: 1, newPrice: 100 }));
    expect(r).toMatchObject({ code: SpotCode.OK, status: "resting", filled: 0, remaining: 5 });
    expect(r.events).toEqual([{ kind: "rest", id: 1, owner: 1, side: "sell", price: 100, remaining: 5 }]);
    expect([...book.openOrders()].map((o) => o.id)).toEqual([2, 1]);
    book.move({ id: 1, newPrice: 99 });
    expect(book.bestAsk()).toBe(99);
    expect(book.order(1)).toMatchObject({ price: 99, remaining: 5, quantity: 5 });
  });

  it("move across the spread matches, then rests the rest at the new price", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 101, 3);
    limit(2, 2, "buy", 99, 5);
    const r = copyResult(book.move({ id: 2, newPrice: 102 }));
    expect(r).toMatchObject({ status: "resting", filled: 3, remaining: 2 });
    expect(r.events.map((e) => e.kind)).toEqual(["fill", "rest"]);
    expect(r.events[0]).toMatchObject({ makerId: 1, takerId: 2, price: 101, quantity: 3 });
    expect(book.order(2)).toMatchObject({ price: 102, remaining: 2, quantity: 5 });
    limit(3, 3, "sell", 103, 2);
    const all = copyResult(book.move({ id: 2, newPrice: 103 }));
    expect(all).toMatchObject({ status: "filled", filled: 2, remaining: 0 });
    expect(book.size).toBe(0);
  });

  it("move rejects unknown orders, bad prices and post-only orders that would take", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 101, 3);
    limit(2, 2, "buy", 99, 5, { postOnly: true });
    expect(book.move({ id: 9, newPrice: 100 }).code).toBe(SpotCode.UNKNOWN_ORDER);
    expect(book.move({ id: 2, newPrice: 0 }).code).toBe(SpotCode.INVALID);
    expect(book.move({ id: 2, newPrice: 101 }).code).toBe(SpotCode.REJECTED_POST_ONLY);
    expect(book.order(2)).toMatchObject({ price: 99 });
    expect(book.move({ id: 2, newPrice: 100 }).status).toBe("resting");
  });

  it("rejects malformed commands as INVALID without changing anything", () => {
    const { book, limit } = setup();
    limit(1, 1, "sell", 100, 5);
    const before = book.stateHash();
    const bad: PlaceOrder[] = [
      { id: 2, owner: 1, side: "buy", type: "limit", price: 0, quantity: 1 },
      { id: 2, owner: 1, side: "buy", type: "limit", price: 100, quantity: 1.5 },
      { id: 2, owner: 1, side: "buy", type: "limit", price: 2 ** 53, quantity: 1 },
      { id: 2, owner: 1, side: "buy", type: "limit", price: Number.NaN, quantity: 1 },
      { id: 2, owner: 1, side: "buy", type: "limit", quantity: 1 },
      { id: 2.5, owner: 1, side: "buy", type: "limit", price: 100, quantity: 1 },
      { id: 2, owner: -1, side: "buy", type: "limit", price: 100, quantity: 1 },
      { id: 2, owner: 1, side: "bid" as Side, type: "limit", price: 100, quantity: 1 },
      { id: 2, owner: 1, side: "buy", type: "limit", price: 100, quantity: 1, quoteBudget: 5n },
      { id: 2, owner: 1, side: "buy", type: "market", price: 100, quantity: 1 },
      { id: 2, owner: 1, side: "buy", type: "market", quantity: 1, tif: "GTC" },
      { id: 2, owner: 1, side: "buy", type: "market" },
      { id: 2, owner: 1, side: "buy", type: "market", quantity: 1, quoteBudget: 100n },
      { id: 2, owner: 1, side: "buy", type: "market", quoteBudget: 0n },
      { id: 2, owner: 1, side: "buy", type: "market", quoteBudget: 100n, tif: "FOK" },
      { id: 2, owner: 1, side: "sell", type: "market", quoteBudget: 100n },
      { id: 2, owner: 1, side: "buy", type: "market", quantity: 1, postOnly: true },
    ];
    for (const [i, command] of bad.entries())
      expect(book.place(command).code, `case ${i}`).toBe(SpotCode.INVALID);
    expect(book.stateHash()).toBe(before);
  });

  it("reports depth per level and open orders in priority order", () => {
    const { book, limit } = setup();
    limit(1, 1, "buy", 98, 1);
    limit(2, 1, "buy", 99, 2);
    limit(3, 2, "buy", 99, 3);
    limit(4, 1, "sell", 101, 4);
    limit(5, 2, "sell", 103, 5);
    expect(book.depth(10)).toEqual({
      bids: [
        [99, 5],
        [98, 1],
      ],
      asks: [
        [101, 4],
        [103, 5],
      ],
    });
    expect(book.depth(1)).toEqual({ bids: [[99, 5]], asks: [[101, 4]] });
    expect([...book.openOrders()].map((o) => o.id)).toEqual([2, 3, 1, 4, 5]);
  });

  it("restores resting orders with their priority, and refuses a crossed or non-empty restore", () => {
    const { book, limit } = setup();
    limit(1, 1, "buy", 99, 2);
    limit(2, 2, "buy", 99, 3);
    limit(3, 1, "sell", 101, 4);
    limit(4, 2, "buy", 101, 1);
    const copy = make();
    expect(copy.restore(book.openOrders())).toBe(SpotCode.OK);
    expect(copy.stateHash()).toBe(book.stateHash());
    expect(copy.restore(book.openOrders())).toBe(SpotCode.INVALID);
    const crossed = make();
    const orders = [...book.openOrders()];
    expect(crossed.restore([...orders, { ...orders[0]!, id: 9, side: "sell" }])).toBe(SpotCode.INVALID);
    expect(crossed.restore([...orders, { ...orders[0]!, price: 50 }])).toBe(SpotCode.DUPLICATE_ID);
    expect(crossed.size).toBe(0);
  });

  it("hashes equal books equally and different books differently", () => {
    const a = setup();
    const b = setup();
    a.limit(1, 1, "buy", 99, 2);
    b.limit(1, 1, "buy", 99, 2);
    expect(a.book.stateHash()).toBe(b.book.stateHash());
    b.limit(2, 1, "buy", 99, 2);
    expect(a.book.stateHash()).not.toBe(b.book.stateHash());
    a.limit(2, 1, "buy", 98, 2);
    expect(a.book.stateHash()).not.toBe(b.book.stateHash());
  });
});

describe("OrderBook result ownership", () => {
  it("reuses one result object; copyResult keeps a result past the next command", () => {
    const book = new OrderBook();
    const first = book.place({ id: 1, owner: 1, side: "sell", type: "limit", price: 100, quantity: 5 });
    const kept = copyResult(first);
    const second = book.place({ id: 2, owner: 2, side: "buy", type: "limit", price: 100, quantity: 2 });
    expect(second).toBe(first);
    expect(kept.events).toEqual([{ kind: "rest", id: 1, owner: 1, side: "sell", price: 100, remaining: 5 }]);
    expect(second.events[0]).toMatchObject({ kind: "fill", makerId: 1, takerId: 2 });
  });
});
