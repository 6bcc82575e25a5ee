import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BookDiff, type BookLevels, BookUpdates, compare } from "./binance.book-updates.ts";

/** A book from price → quantity maps (prices as texts of a few decimals), best first. */
const book = (bids: Map<string, string>, asks: Map<string, string>): BookLevels => ({
  bids: [...bids].sort((a, b) => compare(b[0], a[0])),
  asks: [...asks].sort((a, b) => compare(a[0], b[0])),
});
const side = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 5 })), { maxLength: 12 })
  .map((levels) => new Map(levels.map(([p, q]) => [(p / 4).toString(), (q / 2).toString()])));
const books = fc.array(fc.tuple(side, side), { minLength: 1, maxLength: 30 });

/** Binance's documented way of keeping a local book: a snapshot at L, then the diffs that go past it. */
function follow(snapshot: { id: number; book: BookLevels }, diffs: BookDiff[]): BookLevels {
  const bids = new Map(snapshot.book.bids);
  const asks = new Map(snapshot.book.asks);
  let last = snapshot.id;
  let first = true;
  for (const d of diffs) {
    if (d.last <= snapshot.id) continue;
    if (first) expect(d.first <= snapshot.id + 1 && snapshot.id + 1 <= d.last).toBe(true);
    else expect(d.first).toBe(last + 1);
    first = false;
    for (const [p, q] of d.bids) q === "0" ? bids.delete(p) : bids.set(p, q);
    for (const [p, q] of d.asks) q === "0" ? asks.delete(p) : asks.set(p, q);
    last = d.last;
  }
  return book(bids, asks);
}

describe("book update ids", () => {
  it("a snapshot at any id of a window, plus the diffs after it, is the book at the end", () => {
    fc.assert(
      fc.property(books, fc.array(fc.boolean(), { maxLength: 30 }), fc.nat(), (states, takes, pick) => {
        const u = new BookUpdates();
        u.publish(book(...states[0]!));
        const w = u.open();
        const snapshots = [{ id: u.id, book: book(...states[0]!) }];
        const diffs: BookDiff[] = [];
        for (const [i, [bids, asks]] of states.entries()) {
          const now = book(bids, asks);
          if (u.publish(now)) snapshots.push({ id: u.id, book: now });
          if (takes[i]) {
            const d = u.take(w);
            if (d) diffs.push(d);
          }
        }
        const d = u.take(w);
        if (d) diffs.push(d);
        expect(u.take(w)).toBeUndefined();
        const final = book(...states.at(-1)!);
        const snapshot = snapshots[pick % snapshots.length]!;
        expect(follow(snapshot, diffs)).toEqual(final);
      }),
    );
  });

  it("publishes a new id only when the book changed, and lists a level gone as 0", () => {
    const u = new BookUpdates();
    const w = u.open();
    expect(u.publish({ bids: [["10", "1"]], asks: [["11", "2"]] })).toBe(true);
    expect(u.publish({ bids: [["10", "1"]], asks: [["11", "2"]] })).toBe(false);
    expect(u.id).toBe(1);
    expect(
      u.publish({
        bids: [],
        asks: [
          ["11", "2"],
          ["12", "1"],
        ],
      }),
    ).toBe(true);
    expect(u.take(w)).toEqual({
      first: 1,
      last: 2,
      bids: [["10", "0"]],
      asks: [
        ["11", "2"],
        ["12", "1"],
      ],
    });
  });

  it("orders prices by value, not as text", () => {
    expect(["9.5", "10", "10.25", "0.75", "100"].sort(compare)).toEqual([
      "0.75",
      "9.5",
      "10",
      "10.25",
      "100",
    ]);
  });
});
