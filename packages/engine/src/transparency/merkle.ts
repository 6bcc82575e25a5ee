import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

/**
 * The journal as an append-only Merkle log, as in Certificate Transparency (RFC 9162 §2.1). Pure math:
 * the same code answers proofs in the server and checks them in the browser and in any user's script.
 *
 * Leaves. The journal's entries in id order: leaf index = entry id − 1, and a leaf's data is the entry's
 * 32-byte digest (scheme 3 of `entryText`, hash.ts). leafHash(d) = SHA-256(0x00 ‖ d), nodeHash(l, r) =
 * SHA-256(0x01 ‖ l ‖ r), and the root of n leaves is RFC 9162's MTH: for n > 1 it splits at k, the largest
 * power of two below n, so the tree is a run of perfect subtrees, largest first; the empty tree's root is
 * SHA-256 of nothing. Inclusion and consistency proofs are exactly the RFC's, checked by its algorithms.
 *
 * Nodes. Node (height h, index i) is the root of the perfect subtree over leaves [i·2^h, (i+1)·2^h); a
 * proof is built from such nodes only ({@link NodeSource}), and only from nodes complete in the tree of
 * the proof's size, so stored nodes never change once written.
 *
 * Tiles (as Trillian and Tessera store a log). Only the nodes at heights 0, 8, 16, … are stored, 256 to a
 * tile: the tile at level L, index t holds the nodes at height 8L with indices [256t, 256t + 256), as one
 * buffer of concatenated 32-byte hashes. Level 0's tiles hold leaf hashes; an entry of level L + 1 is the
 * root of a complete tile of level L. Any other node is hashed from the up to 128 entries of its tile it
 * covers ({@link tileOf}, {@link nodeFromTile}), so a proof reads a couple of tiles per level: the
 * proven leaf's (or the smaller tree's edge) and the tree's right edge.
 *
 * Frontier. The writer and every follower hold the log's right edge in memory ({@link MerkleFrontier}):
 * for each level, the entries of its one incomplete tile (fewer than 256). Appending a leaf fills level
 * 0's tile; a full tile is handed out to be stored, and its root becomes the next entry of the level
 * above. The frontier gives the root at any size and every node of an incomplete tile; the complete
 * tiles come from storage. `partial()` is all a follower needs to save and resume.
 */

/** Bytes in a hash (SHA-256). */
export const HASH_SIZE = 32;
/** Node hashes in a full tile. */
export const TILE_WIDTH = 256;
/** The node heights one tile level spans: a tile of level L holds the nodes at height 8L. */
const TILE_HEIGHT = 8;
const TILE_BYTES = TILE_WIDTH * HASH_SIZE;

/** Node (height, index) of the tree: the root of the perfect subtree over leaves [index·2^height, (index+1)·2^height). */
export type NodeSource = (height: number, index: number) => Uint8Array;

export interface NodeId {
  height: number;
  index: number;
}

/** Where a node is computed from: `width` entries of tile (level, index), from entry `offset` on. */
export interface TileSpan {
  level: number;
  index: number;
  offset: number;
  width: number;
}

/** A tile the frontier filled: 256 concatenated 32-byte hashes, to be stored for good. */
export interface CompleteTile {
  level: number;
  index: number;
  hashes: Uint8Array;
}

/** A frontier to save and restore: the size and, per level from 0 up, the entries of its incomplete tile. */
export interface FrontierState {
  size: number;
  partial: Uint8Array[][];
}

// One hasher, reset from a blank one for every hash (calls are synchronous, so never overlap), and one
// 32-byte buffer it writes into: the frontier hashes its nodes without allocating.
const blank = sha256.create();
const hasher = sha256.create();
const scratch = new Uint8Array(HASH_SIZE);
const LEAF_PREFIX = Uint8Array.of(0);
const NODE_PREFIX = Uint8Array.of(1);

/** SHA-256(prefix ‖ a ‖ b) written into `out` at byte `at`. `out` may overlap the input. */
function hashTo(out: Uint8Array, at: number, prefix: Uint8Array, a: Uint8Array, b?: Uint8Array): void {
  blank._cloneInto(hasher);
  hasher.update(prefix);
  hasher.update(a);
  if (b) hasher.update(b);
  hasher.digestInto(scratch);
  out.set(scratch, at);
}

/** RFC 9162's hash of a leaf's data: SHA-256(0x00 ‖ data). */
export function leafHash(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(HASH_SIZE);
  hashTo(out, 0, LEAF_PREFIX, data);
  return out;
}

/** RFC 9162's interior node: SHA-256(0x01 ‖ left ‖ right). */
export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  const out = new Uint8Array(HASH_SIZE);
  hashTo(out, 0, NODE_PREFIX, left, right);
  return out;
}

/** The root of the empty tree: SHA-256 of the empty string. */
export const emptyRoot = (): Uint8Array => sha256(new Uint8Array(0));

/** Lowercase hex of bytes. */
export const toHex = (bytes: Uint8Array): string => bytesToHex(bytes);

/** Bytes of lowercase or uppercase hex; a RangeError on anything else (odd length, other characters). */
export function fromHex(hex: string): Uint8Array {
  if (typeof hex !== "string" || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex))
    throw new RangeError(`not hex: ${JSON.stringify(hex)}`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const isHash = (h: unknown): h is Uint8Array => h instanceof Uint8Array && h.length === HASH_SIZE;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Whether n (≥ 1) is a power of two; arithmetic, not bit operations, so sizes up to 2^53 work. */
function isPowerOfTwo(n: number): boolean {
  while (n > 1 && n % 2 === 0) n /= 2;
  return n === 1;
}

/** log2 of a power of two. */
function log2(n: number): number {
  let h = 0;
  while (2 ** h < n) h += 1;
  return h;
}

/** RFC 9162's split point: the largest power of two below n (n ≥ 2). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function checkCount(name: string, n: number): void {
  if (!isCount(n)) throw new RangeError(`${name}: ${n} is not a count`);
}

/** MTH of leaves [a, b), a < b. */
function range(a: number, b: number, node: NodeSource): Uint8Array {
  const n = b - a;
  if (isPowerOfTwo(n) && a % n === 0) return node(log2(n), a / n);
  const k = split(n);
  return nodeHash(range(a, a + k, node), range(a + k, b, node));
}

/**
 * RFC 9162's MTH of leaves [a, b) from perfect subtrees, split as the RFC splits it. Asks only for nodes
 * within [a, b); when the range is a subtree of the RFC's recursion (every range a proof needs is), those
 * are the range's own perfect subtrees, largest first.
 */
export function rangeHash(a: number, b: number, node: NodeSource): Uint8Array {
  checkCount("range start", a);
  checkCount("range end", b);
  if (b < a) throw new RangeError(`range [${a}, ${b}) is reversed`);
  return a === b ? emptyRoot() : range(a, b, node);
}

/** The root of the tree of `size` leaves. */
export const rootOf = (size: number, node: NodeSource): Uint8Array => rangeHash(0, size, node);

/** RFC 9162's inclusion proof (PATH) of leaf `index` in the tree of `size` leaves, leaf side first. */
export function inclusionProof(index: number, size: number, node: NodeSource): Uint8Array[] {
  checkCount("index", index);
  checkCount("size", size);
  if (index >= size) throw new RangeError(`leaf ${index} is not in a tree of ${size}`);
  const proof: Uint8Array[] = [];
  const path = (a: number, b: number): void => {
    if (b - a === 1) return;
    const k = split(b - a);
    if (index < a + k) {
      path(a, a + k);
      proof.push(range(a + k, b, node));
    } else {
      path(a + k, b);
      proof.push(range(a, a + k, node));
    }
  };
  path(0, size);
  return proof;
}

/**
 * RFC 9162's consistency proof (PROOF, SUBPROOF) from the tree of m leaves to the tree of n ≥ m leaves.
 * Empty when m is 0 or n: the empty tree is a prefix of every tree, and a tree of itself.
 */
export function consistencyProof(m: number, n: number, node: NodeSource): Uint8Array[] {
  checkCount("first size", m);
  checkCount("second size", n);
  if (m > n) throw new RangeError(`a tree of ${m} is not a prefix of a tree of ${n}`);
  const proof: Uint8Array[] = [];
  if (m === 0 || m === n) return proof;
  const sub = (a: number, b: number, whole: boolean): void => {
    if (m === b) {
      if (!whole) proof.push(range(a, b, node));
      return;
    }
    const k = split(b - a);
    if (m <= a + k) {
      sub(a, a + k, whole);
      proof.push(range(a + k, b, node));
    } else {
      sub(a + k, b, false);
      proof.push(range(a, a + k, node));
    }
  };
  sub(0, n, true);
  return proof;
}

/** Both halved, rounding down: RFC 9162's "right-shift", safe past 32 bits. */
const half = (x: number) => Math.floor(x / 2);
const odd = (x: number) => x % 2 === 1;

/**
 * Whether `proof` shows the leaf hash `leaf` at `index` in the tree of `size` leaves with root `root`
 * (RFC 9162 §2.1.3.2). False, never a throw, on malformed input: hashes other than 32-byte Uint8Arrays,
 * an index outside the tree, a proof too long or too short.
 */
export function verifyInclusion(
  leaf: Uint8Array,
  index: number,
  size: number,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): boolean {
  try {
    if (!isCount(index) || !isCount(size) || index >= size) return false;
    if (!isHash(leaf) || !isHash(root) || !Array.isArray(proof) || !proof.every(isHash)) return false;
    let fn = index;
    let sn = size - 1;
    let r = leaf;
    for (const p of proof) {
      if (sn === 0) return false;
      if (odd(fn) || fn === sn) {
        r = nodeHash(p, r);
        if (!odd(fn))
          while (!odd(fn) && fn !== 0) {
            fn = half(fn);
            sn = half(sn);
          }
      } else r = nodeHash(r, p);
      fn = half(fn);
      sn = half(sn);
    }
    return sn === 0 && sameBytes(r, root);
  } catch {
    return false;
  }
}

/**
 * Whether `proof` shows the tree of m leaves with root `rootM` to be a prefix of the tree of n leaves with
 * root `rootN` (RFC 9162 §2.1.4.2). For m = n the proof is empty and the roots equal; for m = 0 it is
 * empty and `rootM` is the empty tree's. False, never a throw, on malformed input.
 */
export function verifyConsistency(
  m: number,
  n: number,
  proof: readonly Uint8Array[],
  rootM: Uint8Array,
  rootN: Uint8Array,
): boolean {
  try {
    if (!isCount(m) || !isCount(n) || m > n) return false;
    if (!isHash(rootM) || !isHash(rootN) || !Array.isArray(proof) || !proof.every(isHash)) return false;
    if (m === n) return proof.length === 0 && sameBytes(rootM, rootN);
    if (m === 0) return proof.length === 0 && sameBytes(rootM, emptyRoot());
    if (proof.length === 0) return false;
    const path = isPowerOfTwo(m) ? [rootM, ...proof] : proof;
    let fn = m - 1;
    let sn = n - 1;
    while (odd(fn)) {
      fn = half(fn);
      sn = half(sn);
    }
    let fr = path[0]!;
    let sr = path[0]!;
    for (let i = 1; i < path.length; i++) {
      const c = path[i]!;
      if (sn === 0) return false;
      if (odd(fn) || fn === sn) {
        fr = nodeHash(c, fr);
        sr = nodeHash(c, sr);
        if (!odd(fn))
          while (!odd(fn) && fn !== 0) {
            fn = half(fn);
            sn = half(sn);
          }
      } else sr = nodeHash(sr, c);
      fn = half(fn);
      sn = half(sn);
    }
    return sn === 0 && sameBytes(fr, rootM) && sameBytes(sr, rootN);
  } catch {
    return false;
  }
}

/**
 * The nodes `fn` asks for, in the order it first asks (each once): `fn` runs with a node source that
 * answers 32 zero bytes. The server reads exactly these nodes' tiles, then runs `fn` again with them.
 */
export function neededNodes(fn: (node: NodeSource) => unknown): NodeId[] {
  const seen = new Set<string>();
  const nodes: NodeId[] = [];
  const dummy = new Uint8Array(HASH_SIZE);
  fn((height, index) => {
    const key = `${height}/${index}`;
    if (!seen.has(key)) {
      seen.add(key);
      nodes.push({ height, index });
    }
    return dummy;
  });
  return nodes;
}

/**
 * The tile node (height, index) is computed from: level ⌊height/8⌋, and the 2^(height − 8·level) entries
 * of that level the node covers (`width` of them, from `offset` in tile `index`).
 */
export function tileOf(height: number, index: number): TileSpan {
  checkCount("height", height);
  checkCount("index", index);
  const level = Math.floor(height / TILE_HEIGHT);
  const width = 2 ** (height - level * TILE_HEIGHT);
  const first = index * width;
  if (!Number.isSafeInteger(first)) throw new RangeError(`node ${height}/${index} is past any tree`);
  return { level, index: Math.floor(first / TILE_WIDTH), offset: first % TILE_WIDTH, width };
}

/** The perfect subtree root over `width` hashes of `entries` from entry `offset`. */
function perfectRoot(entries: Uint8Array, offset: number, width: number): Uint8Array {
  const level = entries.slice(offset * HASH_SIZE, (offset + width) * HASH_SIZE);
  for (let w = width; w > 1; w /= 2)
    for (let i = 0; i < w / 2; i++)
      hashTo(
        level,
        i * HASH_SIZE,
        NODE_PREFIX,
        level.subarray(2 * i * HASH_SIZE, (2 * i + 1) * HASH_SIZE),
        level.subarray((2 * i + 1) * HASH_SIZE, (2 * i + 2) * HASH_SIZE),
      );
  return level.slice(0, HASH_SIZE);
}

/**
 * Node (height, index) hashed from its tile ({@link tileOf}): `tileHashes` is the tile's concatenated
 * 32-byte hashes, all 256 or (a partial tile) the first ones. A RangeError when the tile does not hold
 * every entry the node covers.
 */
export function nodeFromTile(height: number, index: number, tileHashes: Uint8Array): Uint8Array {
  const { offset, width } = tileOf(height, index);
  if (
    !(tileHashes instanceof Uint8Array) ||
    tileHashes.length % HASH_SIZE !== 0 ||
    (offset + width) * HASH_SIZE > tileHashes.length
  )
    throw new RangeError(`node ${height}/${index} needs entries [${offset}, ${offset + width}) of its tile`);
  return perfectRoot(tileHashes, offset, width);
}

/**
 * The log's right edge, kept by the writer and every follower: per level, the incomplete tile's entries
 * (one buffer of TILE_WIDTH hashes, the first ones set) and, for each set bit j of that tile's entry
 * count, the root of the perfect subtree over its 2^j entries from the left (one buffer of 8 slots).
 * Appending a leaf costs one hash amortised, plus 255 per 256 leaves to close tiles; the root costs at
 * most 8 hashes per level.
 */
export class MerkleFrontier {
  #size = 0;
  /** per level, its incomplete tile's entries */
  readonly #tiles: Uint8Array[] = [];
  /** per level, slot j: the perfect subtree root over the 2^j entries bit j of the entry count stands for */
  readonly #subtrees: Uint8Array[] = [];
  readonly #carry = new Uint8Array(HASH_SIZE);

  /** A frontier at `size` leaves, restored from {@link partial}; the empty log by default. */
  constructor(state: FrontierState = { size: 0, partial: [] }) {
    const { size, partial } = state ?? {};
    checkCount("size", size);
    if (!Array.isArray(partial)) throw new RangeError("frontier: partial must be an array of levels");
    const levels = Math.max(partial.length, this.#levelsAt(size));
    for (let level = 0; level < levels; level++) {
      const expected = this.#countAt(size, level);
      const entries = partial[level] ?? [];
      if (!Array.isArray(entries) || entries.length !== expected || !entries.every(isHash))
        throw new RangeError(
          `frontier of ${size} leaves: level ${level} must hold ${expected} hashes of ${HASH_SIZE} bytes`,
        );
      if (level >= this.#levelsAt(size)) continue;
      this.#grow(level);
      // replay the entries into the level's subtrees (a partial tile never fills, so nothing is emitted)
      for (const [i, entry] of entries.entries()) this.#push(level, i, entry);
    }
    this.#size = size;
  }

  /** A frontier over these leaf hashes; `onTile` receives every tile completed on the way. */
  static fromLeaves(leafHashes: Iterable<Uint8Array>, onTile?: (tile: CompleteTile) => void): MerkleFrontier {
    const frontier = new MerkleFrontier();
    for (const leaf of leafHashes) for (const tile of frontier.append(leaf)) onTile?.(tile);
    return frontier;
  }

  /** Leaves in the log. */
  get size(): number {
    return this.#size;
  }

  /** Entries of level `level` in a tree of `size` leaves that are not yet in a complete tile. */
  #countAt(size: number, level: number): number {
    return Math.floor(size / TILE_WIDTH ** level) % TILE_WIDTH;
  }

  /** Levels holding an entry at `size` (level 0 always). */
  #levelsAt(size: number): number {
    let levels = 1;
    while (Math.floor(size / TILE_WIDTH ** levels) > 0) levels += 1;
    return levels;
  }

  #grow(level: number): void {
    while (this.#tiles.length <= level) {
      this.#tiles.push(new Uint8Array(TILE_BYTES));
      this.#subtrees.push(new Uint8Array(TILE_HEIGHT * HASH_SIZE));
    }
  }

  /**
   * Writes `entry` as entry `count` of the level's tile and folds it into the level's subtrees, leaving
   * in #carry the root of the subtree it closed. True when it filled the tile (#carry is the tile's root).
   */
  #push(level: number, count: number, entry: Uint8Array): boolean {
    const tile = this.#tiles[level]!;
    const subtrees = this.#subtrees[level]!;
    const carry = this.#carry;
    tile.set(entry, count * HASH_SIZE);
    carry.set(entry);
    let j = 0;
    for (let c = count; c % 2 === 1; c = (c - 1) / 2, j++)
      hashTo(carry, 0, NODE_PREFIX, subtrees.subarray(j * HASH_SIZE, (j + 1) * HASH_SIZE), carry);
    if (j === TILE_HEIGHT) return true;
    subtrees.set(carry, j * HASH_SIZE);
    return false;
  }

  /**
   * Appends a leaf hash (32 bytes, copied); returns the tiles it completed, lowest level first (most
   * appends complete none, and return one shared empty array).
   */
  append(leafHash: Uint8Array): readonly CompleteTile[] {
    if (!isHash(leafHash)) throw new RangeError(`a leaf hash is ${HASH_SIZE} bytes`);
    if (this.#size >= Number.MAX_SAFE_INTEGER) throw new RangeError("the log is full");
    let completed: CompleteTile[] | undefined;
    let entry = leafHash;
    for (let level = 0; ; level++) {
      this.#grow(level);
      if (!this.#push(level, this.#countAt(this.#size, level), entry)) break;
      const index = Math.floor(this.#size / TILE_WIDTH ** (level + 1));
      completed ??= [];
      completed.push({ level, index, hashes: this.#tiles[level]! });
      this.#tiles[level] = new Uint8Array(TILE_BYTES);
      entry = this.#carry;
    }
    this.#size += 1;
    return completed ?? NONE;
  }

  /** RFC 9162's root of the log (SHA-256 of the empty string for the empty log). */
  root(): Uint8Array {
    if (this.#size === 0) return emptyRoot();
    // the perfect subtrees, right to left: level 0's smallest first, then up
    let root: Uint8Array | undefined;
    for (let level = 0; level < this.#levelsAt(this.#size); level++) {
      const subtrees = this.#subtrees[level]!;
      let count = this.#countAt(this.#size, level);
      for (let j = 0; count > 0; j++, count = Math.floor(count / 2)) {
        if (count % 2 === 0) continue;
        const subtree = subtrees.subarray(j * HASH_SIZE, (j + 1) * HASH_SIZE);
        root = root ? nodeHash(subtree, root) : subtree.slice();
      }
    }
    return root!;
  }

  /** What to save to restore this frontier: the size and every level's incomplete tile, level 0 first. */
  partial(): FrontierState {
    const partial: Uint8Array[][] = [];
    for (let level = 0; level < this.#levelsAt(this.#size); level++) {
      const tile = this.#tiles[level];
      const count = this.#countAt(this.#size, level);
      partial.push(Array.from({ length: count }, (_, i) => tile!.slice(i * HASH_SIZE, (i + 1) * HASH_SIZE)));
    }
    return { size: this.#size, partial };
  }

  /**
   * Node (height, index), complete in the log at its current size: hashed from the in-memory tile when its
   * tile is incomplete, else from the complete tile `complete(level, index)` returns (its 256 hashes). A
   * RangeError for a node not complete yet; an Error when `complete` has not the tile.
   */
  node(
    height: number,
    index: number,
    complete: (level: number, index: number) => Uint8Array | undefined,
  ): Uint8Array {
    const span = tileOf(height, index);
    if ((index + 1) * 2 ** height > this.#size)
      throw new RangeError(`node ${height}/${index} is not complete in a tree of ${this.#size}`);
    const entries = Math.floor(this.#size / TILE_WIDTH ** span.level);
    if (span.index === Math.floor(entries / TILE_WIDTH))
      return nodeFromTile(
        height,
        index,
        this.#tiles[span.level]!.subarray(0, (entries % TILE_WIDTH) * HASH_SIZE),
      );
    const tile = complete(span.level, span.index);
    if (!tile) throw new Error(`tile ${span.level}/${span.index} is not available`);
    return nodeFromTile(height, index, tile);
  }
}

const NONE: readonly CompleteTile[] = Object.freeze([]);
