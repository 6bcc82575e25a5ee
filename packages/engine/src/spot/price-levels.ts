import type { Side } from "./types.ts";

/**
 * The fast book's storage for one side: price levels in a sorted array (best last, so the best is O(1)
 * and an exhausted best level pops off), a price → level map for O(1) access to a price's level, and
 * each level a FIFO of orders as an intrusive doubly-linked list, so any order unlinks in O(1).
 *
 * A level emptied below the best stays in the array as an empty placeholder, so a price that comes
 * back (a moved or re-placed order, the common case) finds its level without touching the array. Only
 * a price never seen (or compacted away) costs a binary search and a shift of the better levels.
 * Empty levels at the best end are popped at once, so the last level is never empty; when placeholders
 * outnumber the occupied levels four to one, the array is compacted (amortized O(1) per level, and at
 * most five levels kept per occupied one). Readers skip levels whose count is 0.
 */

/** A resting order, linked into its level. Field names match RestingOrder, so a node hashes as one. */
export class OrderNode {
  id = 0;
  owner = 0;
  side: Side = "buy";
  price = 0;
  quantity = 0;
  remaining = 0;
  postOnly = false;
  prev: OrderNode | null = null;
  next: OrderNode | null = null;
  level: Level | null = null;
}

export class Level {
  price = 0;
  /** price for bids, −price for asks: the array is sorted by ascending key, best level last */
  key = 0;
  /** sum of the orders' remaining quantities */
  total = 0;
  count = 0;
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
}

/** When a side compacts: more than `minPlaceholders` placeholders and more than `ratio` × occupied levels. */
export interface CompactionPolicy {
  minPlaceholders: number;
  ratio: number;
}

export const DEFAULT_COMPACTION: CompactionPolicy = { minPlaceholders: 8, ratio: 4 };

export class BookSide {
  /** worst → best; may hold empty placeholder levels, never as the last one */
  readonly levels: Level[] = [];
  private readonly byPrice = new Map<number, Level>();
  private readonly spare: Level[] = [];
  private placeholders = 0;

  constructor(
    readonly isBid: boolean,
    private readonly compaction: CompactionPolicy = DEFAULT_COMPACTION,
  ) {}

  /** The best occupied level. */
  best(): Level | undefined {
    return this.levels[this.levels.length - 1];
  }

  /** Links the order at the back of its price's level, creating the level if needed. */
  append(node: OrderNode): void {
    let level = this.byPrice.get(node.price);
    if (level === undefined) level = this.addLevel(node.price);
    else if (level.count === 0) this.placeholders--;
    node.level = level;
    node.prev = level.tail;
    node.next = null;
    if (level.tail === null) level.head = node;
    else level.tail.next = node;
    level.tail = node;
    level.count++;
    level.total += node.remaining;
  }

  /** Unlinks the order (its `remaining` leaves the level total); an emptied level becomes a placeholder. */
  unlink(node: OrderNode): void {
    const level = node.level!;
    if (node.prev === null) level.head = node.next;
    else node.prev.next = node.next;
    if (node.next === null) level.tail = node.prev;
    else node.next.prev = node.prev;
    level.count--;
    level.total -= node.remaining;
    node.prev = null;
    node.next = null;
    node.level = null;
    if (level.count === 0) this.emptied(level);
  }

  private emptied(level: Level): void {
    const levels = this.levels;
    if (levels[levels.length - 1] !== level) {
      this.placeholders++;
      const { minPlaceholders, ratio } = this.compaction;
      const occupied = levels.length - this.placeholders;
      if (this.placeholders > minPlaceholders && this.placeholders > ratio * occupied) this.compact();
      return;
    }
    this.drop(levels.pop()!);
    while (levels.length > 0 && levels[levels.length - 1]!.count === 0) {
      this.placeholders--;
      this.drop(levels.pop()!);
    }
  }

  private addLevel(price: number): Level {
    const level = this.spare.pop() ?? new Level();
    const key = this.isBid ? price : -price;
    level.price = price;
    level.key = key;
    const levels = this.levels;
    const n = levels.length;
    levels.push(level);
    if (n > 0 && levels[n - 1]!.key > key) {
      // shift the better levels up by one
      const at = this.indexAbove(key);
      for (let i = n; i > at; i--) levels[i] = levels[i - 1]!;
      levels[at] = level;
    }
    this.byPrice.set(price, level);
    return level;
  }

  /** Removes every placeholder from the array, keeping the order. */
  private compact(): void {
    const levels = this.levels;
    let kept = 0;
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i]!;
      if (level.count === 0) this.drop(level);
      else levels[kept++] = level;
    }
    levels.length = kept;
    this.placeholders = 0;
  }

  private drop(level: Level): void {
    this.byPrice.delete(level.price);
    level.head = null;
    level.tail = null;
    level.total = 0;
    this.spare.push(level);
  }

  /** The first index whose key is above `key` (binary search; keys are distinct). */
  private indexAbove(key: number): number {
    const levels = this.levels;
    let lo = 0;
    let hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (levels[mid]!.key < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
