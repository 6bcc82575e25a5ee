import {
  type CompleteTile,
  consistencyProof,
  inclusionProof,
  logLeafHash as leafHash,
  MerkleFrontier,
  type NodeSource,
  neededNodes,
  logNodeHash as nodeHash,
  rangeHash,
  TILE_WIDTH,
  tileOf,
} from "@bourse/engine";
import type { Queryable } from "../db/db.ts";

const HASH = 32;
const tileKey = (level: number, index: number) => `${level}:${index}`;
/** How many tiles completed since start each node keeps at hand, per level (proofs race the frontier). */
const RECENT_TILES = 64;

/** A hex digest (a journal row's `hash`) as the leaf's 32 bytes. */
export const digestBytes = (hex: string): Uint8Array => Uint8Array.from(Buffer.from(hex, "hex"));

/**
 * The digests (leaf data) of entries `from`..`to` (ids, inclusive), in order: from the command log's
 * rows, and from the journal for entries written before the log existed.
 */
export async function digestsOf(q: Queryable, from: number, to: number): Promise<Uint8Array[]> {
  if (to < from) return [];
  const out = new Array<Uint8Array | undefined>(to - from + 1).fill(undefined);
  const rows = await q.query<{ first_id: number; last_id: number; digests: Uint8Array }>(
    `SELECT first_id, last_id, digests FROM core_log
     WHERE first_id <= $2 AND first_id >= coalesce((SELECT max(first_id) FROM core_log WHERE first_id <= $1), $1)
     ORDER BY first_id`,
    [from, to],
  );
  for (const row of rows) {
    const first = Number(row.first_id);
    for (let id = Math.max(first, from); id <= Math.min(Number(row.last_id), to); id++) {
      const at = (id - first) * HASH;
      out[id - from] = Uint8Array.from(row.digests.subarray(at, at + HASH));
    }
  }
  if (out.some((d) => d === undefined)) {
    const journal = await q.query<{ id: number; hash: string }>(
      "SELECT id, hash FROM journal_entries WHERE id BETWEEN $1 AND $2",
      [from, to],
    );
    for (const j of journal) out[Number(j.id) - from] ??= digestBytes(j.hash);
  }
  const missing = out.findIndex((d) => d === undefined);
  if (missing >= 0) throw new Error(`the log has no entry ${from + missing}`);
  return out as Uint8Array[];
}

/**
 * The log's tree of `size` leaves as the tables hold it: its complete tiles, and the incomplete right edge
 * of each level rebuilt from the last digests and tiles. When tiles are missing (a journal written before
 * the log), the tree is built again from every digest, and `writeTiles` stores what it completed.
 */
export async function loadFrontier(q: Queryable, size: number, writeTiles: boolean): Promise<MerkleFrontier> {
  const [stored] = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM merkle_tiles WHERE level = 0",
  );
  if ((stored?.n ?? 0) < Math.floor(size / TILE_WIDTH)) return rebuild(q, size, writeTiles);
  const partial: Uint8Array[][] = [];
  for (let level = 0, span = 1; span <= size; level++, span *= TILE_WIDTH) {
    const nodes = Math.floor(size / span);
    const start = nodes - (nodes % TILE_WIDTH);
    if (level === 0) {
      partial.push((await digestsOf(q, start + 1, nodes)).map(leafHash));
      continue;
    }
    // each node of an upper level's incomplete tile is the root of a complete tile below it
    const tiles = await q.query<{ idx: number; hashes: Uint8Array }>(
      "SELECT idx, hashes FROM merkle_tiles WHERE level = $1 AND idx >= $2 AND idx < $3 ORDER BY idx",
      [level - 1, start, nodes],
    );
    if (tiles.length !== nodes - start) return rebuild(q, size, writeTiles);
    partial.push(tiles.map((t) => tileRoot(t.hashes)));
  }
  return new MerkleFrontier({ size, partial });
}

/** The root of a complete tile: its 256 hashes paired up to one. */
function tileRoot(hashes: Uint8Array): Uint8Array {
  let level = Array.from({ length: TILE_WIDTH }, (_, i) => hashes.subarray(i * HASH, (i + 1) * HASH));
  while (level.length > 1)
    level = level.flatMap((_, i) => (i % 2 ? [] : [nodeHash(level[i]!, level[i + 1]!)]));
  return level[0]!;
}

/** How many digests a rebuild reads at a time. */
const REBUILD_PAGE = 10_000;

async function rebuild(q: Queryable, size: number, writeTiles: boolean): Promise<MerkleFrontier> {
  const frontier = new MerkleFrontier({ size: 0, partial: [] });
  for (let from = 1; from <= size; from += REBUILD_PAGE) {
    const digests = await digestsOf(q, from, Math.min(size, from + REBUILD_PAGE - 1));
    const tiles = digests.flatMap((d) => frontier.append(leafHash(d)));
    if (writeTiles && tiles.length > 0) await q.query(TILES_WRITE, [JSON.stringify(tileRows(tiles))]);
  }
  return frontier;
}

/** Complete tiles as rows of the ledger statement's document. */
export const tileRows = (tiles: CompleteTile[]) =>
  tiles.map((t) => ({ level: t.level, idx: t.index, hashes: Buffer.from(t.hashes).toString("base64") }));

const TILES_WRITE = `INSERT INTO merkle_tiles (level, idx, hashes)
  SELECT r.level, r.idx, decode(r.hashes, 'base64')
  FROM jsonb_to_recordset($1::jsonb) AS r(level smallint, idx bigint, hashes text)
  ON CONFLICT (level, idx) DO NOTHING`;

/** What appending a batch's digests to the tree gives: the tree after it, the tiles it completed. */
export interface Appended {
  frontier: MerkleFrontier;
  tiles: CompleteTile[];
  root: Uint8Array;
}

/**
 * The journal's Merkle log as this node holds it: the tree's right edge in memory (appended to as batches
 * commit, on the writer and on every follower), its complete tiles in `merkle_tiles`. Proofs are built
 * from the tiles a proof needs and the edge.
 */
export function createMerkleLog(db: Queryable) {
  let frontier = new MerkleFrontier({ size: 0, partial: [] });
  /** tiles completed since start, a few per level: a proof may ask for one the tables have just received */
  const recent = new Map<string, Uint8Array>();

  function remember(tiles: CompleteTile[]) {
    for (const t of tiles) {
      recent.set(tileKey(t.level, t.index), t.hashes);
      recent.delete(tileKey(t.level, t.index - RECENT_TILES));
    }
  }

  /** The nodes `fn` asks for, from the tiles that hold them and this node's edge of the tree. */
  async function withNodes<T>(fn: (node: NodeSource) => T): Promise<T> {
    const edge = frontier;
    const wanted = new Map<string, { level: number; index: number }>();
    for (const { height, index } of neededNodes(fn)) {
      const t = tileOf(height, index);
      wanted.set(tileKey(t.level, t.index), { level: t.level, index: t.index });
    }
    const tiles = new Map(recent);
    const missing = [...wanted.entries()].filter(([k]) => !tiles.has(k)).map(([, t]) => t);
    if (missing.length > 0) {
      const rows = await db.query<{ level: number; idx: number; hashes: Uint8Array }>(
        `SELECT level, idx, hashes FROM merkle_tiles
         WHERE (level, idx) IN (SELECT * FROM unnest($1::smallint[], $2::bigint[]))`,
        [missing.map((t) => t.level), missing.map((t) => t.index)],
      );
      for (const r of rows) tiles.set(tileKey(r.level, Number(r.idx)), r.hashes);
    }
    return fn((height, index) => edge.node(height, index, (level, i) => tiles.get(tileKey(level, i))));
  }

  const checkSize = (size: number) => {
    if (!Number.isSafeInteger(size) || size < 0 || size > frontier.size)
      throw new RangeError(`the log has ${frontier.size} entries, not ${size}`);
  };

  return {
    /** Entries in the tree (the last entry id this node applied). */
    size: () => frontier.size,
    root: () => frontier.root(),
    /** The root of the tree when it had `size` leaves (a head published earlier). */
    async rootAt(size: number): Promise<Uint8Array> {
      checkSize(size);
      if (size === frontier.size) return frontier.root();
      return withNodes((node) => rangeHash(0, size, node));
    },
    /** RFC 9162 inclusion proof of leaf `index` (entry `index + 1`) in the tree of `size` leaves. */
    async inclusionProof(index: number, size: number): Promise<Uint8Array[]> {
      checkSize(size);
      if (!Number.isSafeInteger(index) || index < 0 || index >= size)
        throw new RangeError(`no leaf ${index} in a tree of ${size}`);
      return withNodes((node) => inclusionProof(index, size, node));
    },
    /** RFC 9162 consistency proof from the tree of `m` leaves to the tree of `n`. */
    async consistencyProof(m: number, n: number): Promise<Uint8Array[]> {
      checkSize(n);
      if (!Number.isSafeInteger(m) || m < 1 || m > n)
        throw new RangeError(`no consistency from ${m} to ${n}`);
      return withNodes((node) => consistencyProof(m, n, node));
    },
    /** What appending `digests` to the tree would give; the tree itself moves only with `adopt`. */
    append(digests: Uint8Array[], from: MerkleFrontier = frontier): Appended {
      const next = new MerkleFrontier(from.partial());
      const tiles = digests.flatMap((d) => next.append(leafHash(d)));
      return { frontier: next, tiles, root: next.root() };
    },
    /** The tree after a committed (or applied) batch. */
    adopt(appended: Appended) {
      frontier = appended.frontier;
      remember(appended.tiles);
    },
    /** The tree as the tables hold it at `size` entries (start, reload). */
    async load(q: Queryable, size: number, writeTiles: boolean) {
      frontier = await loadFrontier(q, size, writeTiles);
      recent.clear();
    },
    get frontier() {
      return frontier;
    },
  };
}

export type MerkleLog = ReturnType<typeof createMerkleLog>;
