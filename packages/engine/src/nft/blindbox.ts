import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * Blind boxes, commit-reveal: a series has a secret 32-byte seed and a published rarity table (slots
 * of an artwork and how many boxes hold it, N boxes in all). Before the sale the venue publishes
 * sha256(seed); after it reveals the seed and anyone can recompute every box.
 *
 * Box n is drawn without replacement: for i = 1..n, r_i = HMAC-SHA256(seed, "box:" + i) as an unsigned
 * integer, mod the number of items left (N − i + 1); take the r_i-th (0-based) item left, in table order.
 * Box n holds the item taken at step n. So a box depends only on the seed, the table and n, and the N
 * boxes use every slot exactly as often as the table says.
 *
 * Bad input (a seed that is not 64 hex characters, an empty table, a count that is not a whole number
 * ≥ 1, a box outside 1..N) throws a RangeError.
 */

export interface RaritySlot {
  artwork: number;
  count: number;
}

function seedBytes(seedHex: string): Uint8Array {
  if (typeof seedHex !== "string" || !/^[0-9a-fA-F]{64}$/.test(seedHex))
    throw new RangeError("blind box seed must be 64 hex characters");
  return hexToBytes(seedHex);
}

/** N, the number of boxes in the series. */
function boxCount(table: readonly RaritySlot[]): number {
  if (table.length === 0) throw new RangeError("blind box table must not be empty");
  let total = 0;
  for (const slot of table) {
    if (!Number.isSafeInteger(slot.count) || slot.count < 1)
      throw new RangeError("blind box counts must be whole numbers ≥ 1");
    total += slot.count;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError("blind box table is too large");
  return total;
}

function checkBox(box: number, max: number) {
  if (!Number.isSafeInteger(box) || box < 1 || box > max)
    throw new RangeError("blind box number out of range");
}

/** What the venue publishes before the sale: sha256 of the seed's 32 bytes, lowercase hex. */
export function seedCommitment(seedHex: string): string {
  return bytesToHex(sha256(seedBytes(seedHex)));
}

function hmacValue(key: Uint8Array, box: number): bigint {
  return BigInt(`0x${bytesToHex(hmac(sha256, key, utf8ToBytes(`box:${box}`)))}`);
}

/** HMAC-SHA256(key = seed, message = "box:" + box), as an unsigned 256-bit integer. */
export function drawValue(seedHex: string, box: number): bigint {
  const key = seedBytes(seedHex);
  checkBox(box, Number.MAX_SAFE_INTEGER);
  return hmacValue(key, box);
}

/** The artworks of boxes 1..upTo (0 ≤ upTo ≤ N), in order. */
export function drawBoxes(seedHex: string, table: RaritySlot[], upTo: number): number[] {
  const key = seedBytes(seedHex);
  const total = boxCount(table);
  if (upTo !== 0) checkBox(upTo, total);
  const left = table.map((slot) => slot.count);
  const drawn: number[] = [];
  for (let i = 1; i <= upTo; i++) {
    // the r-th item left, counting through the slots in table order
    let r = Number(hmacValue(key, i) % BigInt(total - i + 1));
    let slot = 0;
    while (r >= left[slot]!) {
      r -= left[slot]!;
      slot++;
    }
    left[slot]!--;
    drawn.push(table[slot]!.artwork);
  }
  return drawn;
}

/** The artwork in box `box` (1..N). */
export function drawBox(seedHex: string, table: RaritySlot[], box: number): number {
  checkBox(box, boxCount(table));
  return drawBoxes(seedHex, table, box)[box - 1]!;
}
