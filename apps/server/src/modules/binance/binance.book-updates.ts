/** A book's levels a side, best first, as price and quantity texts. */
export interface BookLevels {
  bids: [string, string][];
  asks: [string, string][];
}

/** The levels that changed over a run of update ids, each with its quantity at the last one ("0": gone). */
export interface BookDiff extends BookLevels {
  /** the first update id the diff covers */
  first: number;
  /** the last update id the diff covers */
  last: number;
}

type Side = Map<string, string>;

/** The changes of one side from `before` to `after`, written into `into` (price → quantity, "0" if gone). */
function changes(before: Side, after: [string, string][], into: Side): Side {
  const now: Side = new Map(after);
  for (const [price, qty] of now) if (before.get(price) !== qty) into.set(price, qty);
  for (const price of before.keys()) if (!now.has(price)) into.set(price, "0");
  return now;
}

/**
 * A book's update ids as Binance's diff stream numbers them, so that a client keeps a local book exactly
 * (a REST snapshot at `lastUpdateId` L, then every diff whose ids cover L+1 onwards, applied in order).
 *
 * `publish(book)` takes the book as it is now: when it differs from the last published one the update id
 * grows by one. Each open window (a stream's update speed) gathers the levels every update touched since
 * its last diff, with their latest quantities; `take` hands them out as one diff `[first, last]` and starts
 * again. Because a window lists every level touched during its ids (not only those whose quantity differs
 * between its ends), a snapshot taken at any id inside the run plus the diff gives the book at `last`.
 */
export class BookUpdates {
  /** the last update id: the one a snapshot of the published book carries */
  id = 0;
  private bids: Side = new Map();
  private asks: Side = new Map();
  private readonly windows = new Set<Window>();

  /** Publishes the book as it is now; true when it changed. */
  publish(book: BookLevels): boolean {
    const bids: Side = new Map();
    const asks: Side = new Map();
    const nextBids = changes(this.bids, book.bids, bids);
    const nextAsks = changes(this.asks, book.asks, asks);
    if (bids.size === 0 && asks.size === 0) return false;
    this.bids = nextBids;
    this.asks = nextAsks;
    this.id += 1;
    for (const w of this.windows) {
      w.first ??= this.id;
      for (const [p, q] of bids) w.bids.set(p, q);
      for (const [p, q] of asks) w.asks.set(p, q);
    }
    return true;
  }

  /** A window gathering the updates from now on, until `close`. */
  open(): Window {
    const w: Window = { first: undefined, bids: new Map(), asks: new Map() };
    this.windows.add(w);
    return w;
  }

  close(w: Window): void {
    this.windows.delete(w);
  }

  /** The window's diff since its last one (undefined when nothing changed), and a fresh start. */
  take(w: Window): BookDiff | undefined {
    if (w.first === undefined) return undefined;
    const bids = [...w.bids].sort((a, b) => compare(b[0], a[0]));
    const asks = [...w.asks].sort((a, b) => compare(a[0], b[0]));
    const diff = { first: w.first, last: this.id, bids, asks };
    w.first = undefined;
    w.bids = new Map();
    w.asks = new Map();
    return diff;
  }

  /** Whether any window is open. */
  get watched(): boolean {
    return this.windows.size > 0;
  }
}

export interface Window {
  first: number | undefined;
  bids: Side;
  asks: Side;
}

/** Compares two non-negative decimal texts by value. */
export function compare(a: string, b: string): number {
  const [ai = "", af = ""] = a.split(".");
  const [bi = "", bf = ""] = b.split(".");
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = af.padEnd(width, "0");
  const y = bf.padEnd(width, "0");
  return x === y ? 0 : x < y ? -1 : 1;
}
