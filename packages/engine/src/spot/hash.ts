import type { RestingOrder } from "./types.ts";

/**
 * The book's state hash: FNV-1a over 32-bit words (a word at a time, with a xor-shift after each
 * multiply so that a difference in any bit reaches the low bits too) of each resting order's fields
 * (side and post-only, price, id, owner, quantity, remaining), in `openOrders()` order. Both books use
 * these functions, so equal hashes mean equal books up to a 1-in-2^32 collision. Deterministic across
 * runs and machines.
 */

export const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function hashWord(h: number, word: number): number {
  h = Math.imul(h ^ word, FNV_PRIME);
  return h ^ (h >>> 15);
}

/** Mixes a non-negative safe integer into h: its low, then its high 32-bit word. */
export function hashInteger(h: number, n: number): number {
  return hashWord(hashWord(h, n >>> 0), Math.floor(n / 0x1_0000_0000) >>> 0);
}

export function hashOrder(h: number, o: RestingOrder): number {
  h = hashWord(h, (o.side === "buy" ? 0 : 2) | (o.postOnly ? 1 : 0));
  h = hashInteger(h, o.price);
  h = hashInteger(h, o.id);
  h = hashInteger(h, o.owner);
  h = hashInteger(h, o.quantity);
  return hashInteger(h, o.remaining);
}

/** The state hash of a canonical (priority-ordered) list of resting orders, as an unsigned 32-bit number. */
export function hashOrders(orders: Iterable<RestingOrder>): number {
  let h = FNV_OFFSET;
  for (const o of orders) h = hashOrder(h, o);
  return h >>> 0;
}
