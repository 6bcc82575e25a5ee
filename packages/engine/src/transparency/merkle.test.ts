import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { naiveConsistency, naiveInclusion, naiveRoot } from "./merkle.reference.ts";
import {
  type CompleteTile,
  consistencyProof,
  emptyRoot,
  fromHex,
  inclusionProof,
  leafHash,
  MerkleFrontier,
  type NodeSource,
  neededNodes,
  nodeFromTile,
  nodeHash,
  rangeHash,
  rootOf,
  TILE_WIDTH,
  tileOf,
  toHex,
  verifyConsistency,
  verifyInclusion,
} from "./merkle.ts";

/** SHA-256 by the platform (WebCrypto), independent of @noble/hashes. */
async function platformSha256(...parts: number[][]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new Uint8Array(parts.flat()));
  return toHex(new Uint8Array(digest));
}

/** Leaf hashes of synthetic entries: the entry digest of leaf i is SHA-256-like bytes from i and a salt. */
const leavesOf = (n: number, salt = 0): Uint8Array[] =>
  Array.from({ length: n }, (_, i) => {
    const d = new Uint8Array(32);
    new DataView(d.buffer).setUint32(0, i);
    new DataView(d.buffer).setUint32(4, salt);
    return leafHash(d);
  });

const hexes = (list: readonly Uint8Array[]) => list.map(toHex);

/** Node (height, index) straight from the leaves (each computed once); throws for a node not complete in a tree of `size`. */
function naiveNodes(leaves: readonly Uint8Array[], size = leaves.length): NodeSource {
  const known = new Map<string, Uint8Array>();
  return (height, index) => {
    if ((index + 1) * 2 ** height > size)
      throw new Error(`node ${height}/${index} asked in a tree of ${size}`);
    const key = `${height}/${index}`;
    let node = known.get(key);
    if (!node) {
      node = naiveRoot(leaves.slice(index * 2 ** height, (index + 1) * 2 ** height));
      known.set(key, node);
    }
    return node;
  };
}

/** A log as the writer keeps it: the frontier in memory, the complete tiles in a store. */
function logOf(leaves: readonly Uint8Array[]) {
  const tiles = new Map<string, Uint8Array>();
  const store = (tile: CompleteTile) => {
    expect(tiles.has(`${tile.level}/${tile.index}`)).toBe(false);
    expect(tile.hashes.length).toBe(TILE_WIDTH * 32);
    tiles.set(`${tile.level}/${tile.index}`, tile.hashes);
  };
  const frontier = MerkleFrontier.fromLeaves(leaves, store);
  const complete = (level: number, index: number) => tiles.get(`${level}/${index}`);
  const node: NodeSource = (height, index) => frontier.node(height, index, complete);
  return { frontier, tiles, node, store };
}

/** Flips one bit of byte `at` (mod the length) of a copy. */
function flipped(bytes: Uint8Array, at: number): Uint8Array {
  const copy = bytes.slice();
  copy[at % copy.length]! ^= 1 << (at % 8);
  return copy;
}

/** The Certificate Transparency reference tree (RFC 6962's test data, also transparency-dev/merkle's). */
const CT_DATA = [
  "",
  "00",
  "10",
  "2021",
  "3031",
  "40414243",
  "5051525354555657",
  "606162636465666768696a6b6c6d6e6f",
];
const CT_ROOTS = [
  "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
  "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
  "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
  "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
  "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
  "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
  "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
  "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
];

describe("Merkle log hashing", () => {
  it("hashes leaves and nodes with RFC 9162's prefixes, like the platform", async () => {
    const a = Array.from({ length: 32 }, (_, i) => i);
    const b = Array.from({ length: 32 }, (_, i) => 255 - i);
    expect(toHex(leafHash(Uint8Array.from(a)))).toBe(await platformSha256([0], a));
    expect(toHex(nodeHash(Uint8Array.from(a), Uint8Array.from(b)))).toBe(await platformSha256([1], a, b));
    expect(toHex(emptyRoot())).toBe(await platformSha256());
  });

  it("gives the Certificate Transparency reference roots and proofs", () => {
    const leaves = CT_DATA.map((d) => leafHash(fromHex(d)));
    for (let n = 0; n <= 8; n++) {
      expect(toHex(naiveRoot(leaves.slice(0, n)))).toBe(CT_ROOTS[n]);
      expect(toHex(rootOf(n, naiveNodes(leaves, n)))).toBe(CT_ROOTS[n]);
      expect(toHex(MerkleFrontier.fromLeaves(leaves.slice(0, n)).root())).toBe(CT_ROOTS[n]);
    }
    const node = naiveNodes(leaves);
    expect(hexes(inclusionProof(0, 8, node))).toEqual([
      "96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7",
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ]);
    expect(hexes(inclusionProof(5, 8, node))).toEqual([
      "bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ]);
    expect(hexes(consistencyProof(2, 8, node))).toEqual([
      "5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e",
      "6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4",
    ]);
    expect(hexes(consistencyProof(6, 8, node))).toEqual([
      "0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a",
      "ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0",
      "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
    ]);
  });

  it("reads and writes hex", () => {
    expect(toHex(fromHex("00ff10Ab"))).toBe("00ff10ab");
    expect(fromHex("")).toEqual(new Uint8Array(0));
    for (const bad of ["0", "zz", "0x00", " 00"]) expect(() => fromHex(bad)).toThrow(RangeError);
  });
});

describe("proofs from nodes, against RFC 9162's definitions", () => {
  it("for every size 1..64: the root, every inclusion and every consistency proof", () => {
    const all = leavesOf(64);
    for (let n = 1; n <= 64; n++) {
      const leaves = all.slice(0, n);
      const root = naiveRoot(leaves);
      const roots = Array.from({ length: n + 1 }, (_, m) => naiveRoot(leaves.slice(0, m)));
      const inclusion = leaves.map((_, i) => hexes(naiveInclusion(i, leaves)));
      const consistency = roots.map((_, m) => hexes(naiveConsistency(m, leaves)));
      // from the leaves, and from a frontier and its tiles (none complete under 256 leaves)
      for (const node of [naiveNodes(all, n), logOf(leaves).node]) {
        expect(toHex(rootOf(n, node))).toBe(toHex(root));
        for (let i = 0; i < n; i++) {
          const proof = inclusionProof(i, n, node);
          expect(hexes(proof)).toEqual(inclusion[i]);
          expect(verifyInclusion(leaves[i]!, i, n, proof, root)).toBe(true);
        }
        for (let m = 0; m <= n; m++) {
          const proof = consistencyProof(m, n, node);
          expect(hexes(proof)).toEqual(consistency[m]);
          expect(verifyConsistency(m, n, proof, roots[m]!, root)).toBe(true);
        }
      }
      expect(toHex(MerkleFrontier.fromLeaves(leaves).root())).toBe(toHex(root));
    }
  }, 30_000);

  it("rangeHash is the MTH of any range of leaves", () => {
    const leaves = leavesOf(40, 1);
    for (let a = 0; a <= 40; a++)
      for (let b = a; b <= 40; b++)
        expect(toHex(rangeHash(a, b, naiveNodes(leaves)))).toBe(toHex(naiveRoot(leaves.slice(a, b))));
    expect(() => rangeHash(3, 2, naiveNodes(leaves))).toThrow(RangeError);
    expect(() => rangeHash(-1, 2, naiveNodes(leaves))).toThrow(RangeError);
  });

  it("refuses to prove what is not in the tree", () => {
    const node = naiveNodes(leavesOf(8));
    expect(() => inclusionProof(8, 8, node)).toThrow(RangeError);
    expect(() => inclusionProof(-1, 8, node)).toThrow(RangeError);
    expect(() => inclusionProof(0.5, 8, node)).toThrow(RangeError);
    expect(() => consistencyProof(5, 3, node)).toThrow(RangeError);
  });

  it("neededNodes lists each node a proof reads, once, all complete; those nodes alone make the proof", () => {
    const leaves = leavesOf(1000, 2);
    const log = logOf(leaves);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.nat(), fc.nat(), (n, i, m) => {
        const index = i % n;
        const first = m % (n + 1);
        for (const run of [
          (node: NodeSource) => inclusionProof(index, n, node),
          (node: NodeSource) => consistencyProof(first, n, node),
        ]) {
          const needed = neededNodes(run);
          const keys = needed.map((x) => `${x.height}/${x.index}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const { height, index } of needed) expect((index + 1) * 2 ** height).toBeLessThanOrEqual(n);
          // the server's way: read these nodes (from their tiles), then run the proof again on them only
          const read = new Map(needed.map((x) => [`${x.height}/${x.index}`, log.node(x.height, x.index)]));
          const proof = run((height, index) => read.get(`${height}/${index}`)!);
          expect(hexes(proof)).toEqual(hexes(run(log.node)));
        }
      }),
    );
  }, 30_000);
});

describe("tiles", () => {
  it("say where a node is computed from", () => {
    expect(tileOf(0, 0)).toEqual({ level: 0, index: 0, offset: 0, width: 1 });
    expect(tileOf(0, 300)).toEqual({ level: 0, index: 1, offset: 44, width: 1 });
    expect(tileOf(3, 40)).toEqual({ level: 0, index: 1, offset: 64, width: 8 });
    expect(tileOf(7, 1)).toEqual({ level: 0, index: 0, offset: 128, width: 128 });
    expect(tileOf(8, 5)).toEqual({ level: 1, index: 0, offset: 5, width: 1 });
    expect(tileOf(10, 70)).toEqual({ level: 1, index: 1, offset: 24, width: 4 });
    expect(tileOf(16, 256)).toEqual({ level: 2, index: 1, offset: 0, width: 1 });
    expect(() => tileOf(-1, 0)).toThrow(RangeError);
    expect(tileOf(52, 2 ** 20)).toEqual({ level: 6, index: 2 ** 16, offset: 0, width: 16 });
    expect(() => tileOf(60, 2 ** 50)).toThrow(RangeError);
  });

  it("hash a node from its tile, complete or partial", () => {
    const leaves = leavesOf(256, 3);
    const tile = new Uint8Array(256 * 32);
    for (const [i, l] of leaves.entries()) tile.set(l, i * 32);
    for (const [height, index] of [
      [0, 0],
      [0, 255],
      [1, 3],
      [3, 5],
      [7, 1],
    ] as const)
      expect(toHex(nodeFromTile(height, index, tile))).toBe(
        toHex(naiveRoot(leaves.slice(index * 2 ** height, (index + 1) * 2 ** height))),
      );
    // a node of tile 1 at level 0 is hashed from entries of that tile
    expect(toHex(nodeFromTile(2, 65, tile))).toBe(toHex(naiveRoot(leaves.slice(4, 8))));
    // a partial tile of 7 entries holds nodes (2, 0) and (1, 2), not (2, 1)
    const partial = tile.subarray(0, 7 * 32);
    expect(toHex(nodeFromTile(1, 2, partial))).toBe(toHex(naiveRoot(leaves.slice(4, 6))));
    expect(() => nodeFromTile(2, 1, partial)).toThrow(RangeError);
    expect(() => nodeFromTile(0, 0, tile.subarray(0, 31))).toThrow(RangeError);
  });
});

describe("MerkleFrontier", () => {
  it("emits full tiles level by level, across level 1 and into level 2", () => {
    const n = 65_536 + 300;
    const leaves = leavesOf(n, 4);
    const emitted: { level: number; index: number; size: number }[] = [];
    const frontier = new MerkleFrontier();
    const tiles = new Map<string, Uint8Array>();
    const roots = new Map<number, string>();
    for (const [i, leaf] of leaves.entries()) {
      for (const t of frontier.append(leaf)) {
        emitted.push({ level: t.level, index: t.index, size: frontier.size });
        tiles.set(`${t.level}/${t.index}`, t.hashes);
      }
      if ([1, 255, 256, 257, 511, 512, 513, 65_535, 65_536, 65_537, n].includes(i + 1))
        roots.set(i + 1, toHex(frontier.root()));
    }
    expect(emitted.filter((t) => t.level === 0)).toHaveLength(Math.floor(n / 256));
    expect(emitted.filter((t) => t.level === 1)).toEqual([{ level: 1, index: 0, size: 65_536 }]);
    expect(emitted.slice(0, 2)).toEqual([
      { level: 0, index: 0, size: 256 },
      { level: 0, index: 1, size: 512 },
    ]);
    for (const [size, root] of roots) expect(root).toBe(toHex(naiveRoot(leaves.slice(0, size))));
    // level 1's first tile holds the roots of level 0's first 256 tiles; level 2 starts with its root
    expect(toHex(tiles.get("1/0")!.subarray(32, 64))).toBe(toHex(naiveRoot(leaves.slice(256, 512))));
    const partial = frontier.partial().partial;
    expect(partial.map((l) => l.length)).toEqual([300 % 256, 1, 1]);
    expect(toHex(partial[2]![0]!)).toBe(toHex(naiveRoot(leaves.slice(0, 65_536))));
    const complete = (level: number, index: number) => tiles.get(`${level}/${index}`);
    expect(toHex(frontier.node(16, 0, complete))).toBe(toHex(naiveRoot(leaves.slice(0, 65_536))));
    expect(toHex(frontier.node(5, 2050, complete))).toBe(
      toHex(naiveRoot(leaves.slice(2050 * 32, 2051 * 32))),
    );
    // leaves [65824, 65828): in level 0's incomplete tile, from the frontier's memory
    expect(toHex(frontier.node(2, 16_456, () => undefined))).toBe(
      toHex(naiveRoot(leaves.slice(65_824, 65_828))),
    );
    expect(() => frontier.node(9, 128, complete)).toThrow(RangeError); // leaves [65536, 66048): not complete
    expect(() => frontier.node(0, 5, () => undefined)).toThrow(/not available/);
  }, 30_000);

  it("appended leaf by leaf, gives the naive root, and its nodes are the naive subtrees", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (n, picks, salt) => {
          const leaves = leavesOf(n, salt);
          const { frontier, node } = logOf(leaves);
          expect(frontier.size).toBe(n);
          expect(toHex(frontier.root())).toBe(toHex(naiveRoot(leaves)));
          if (n === 0) return;
          for (const [h, i] of picks) {
            const height = h % (Math.floor(Math.log2(n)) + 1);
            const index = i % Math.floor(n / 2 ** height);
            expect(toHex(node(height, index))).toBe(
              toHex(naiveRoot(leaves.slice(index * 2 ** height, (index + 1) * 2 ** height))),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it("restored from partial() mid-way, continues to the same root and tiles", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.nat(), (n, cut) => {
        const leaves = leavesOf(n, 5);
        const at = n === 0 ? 0 : cut % (n + 1);
        const whole = logOf(leaves);
        const first = MerkleFrontier.fromLeaves(leaves.slice(0, at));
        const saved = first.partial();
        expect(saved.size).toBe(at);
        const resumed = new MerkleFrontier(structuredClone(saved));
        expect(toHex(resumed.root())).toBe(toHex(first.root()));
        const later: CompleteTile[] = [];
        for (const leaf of leaves.slice(at)) later.push(...resumed.append(leaf));
        expect(resumed.size).toBe(n);
        expect(toHex(resumed.root())).toBe(toHex(whole.frontier.root()));
        expect(hexes(resumed.partial().partial.flat())).toEqual(
          hexes(whole.frontier.partial().partial.flat()),
        );
        for (const t of later) expect(toHex(t.hashes)).toBe(toHex(whole.tiles.get(`${t.level}/${t.index}`)!));
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it("refuses a malformed state or leaf", () => {
    const leaves = leavesOf(300, 6);
    const saved = MerkleFrontier.fromLeaves(leaves).partial();
    expect(saved.partial.map((l) => l.length)).toEqual([44, 1]);
    expect(new MerkleFrontier({ size: 300, partial: [...saved.partial, []] }).size).toBe(300);
    const bad = [
      { size: 301, partial: saved.partial },
      { size: 300, partial: [saved.partial[0]!] },
      { size: 300, partial: [saved.partial[0]!.slice(1), saved.partial[1]!] },
      { size: 300, partial: [saved.partial[0]!, [new Uint8Array(31)]] },
      { size: 300, partial: [...saved.partial, [new Uint8Array(32)]] },
      { size: -1, partial: [] },
      { size: 1.5, partial: [[]] },
      { size: 0, partial: null },
    ];
    for (const state of bad)
      expect(() => new MerkleFrontier(state as unknown as { size: number; partial: Uint8Array[][] })).toThrow(
        RangeError,
      );
    const frontier = new MerkleFrontier();
    expect(toHex(frontier.root())).toBe(toHex(emptyRoot()));
    expect(frontier.partial()).toEqual({ size: 0, partial: [[]] });
    expect(() => frontier.append(new Uint8Array(31))).toThrow(RangeError);
    expect(frontier.size).toBe(0);
    // the leaf is copied: changing it afterwards changes nothing
    const leaf = leaves[0]!.slice();
    frontier.append(leaf);
    leaf[0]! ^= 1;
    expect(toHex(frontier.root())).toBe(toHex(leaves[0]!));
  });
});

describe("verification", () => {
  /**
   * A tree of `n` leaves (up to a few thousand), the first n of a log 64 leaves longer, so that the roots
   * of all its prefixes and of a few larger trees are at hand.
   */
  const arbLog = fc.integer({ min: 1, max: 2500 }).map((n) => {
    const leaves = leavesOf(n + 64, n);
    const log = logOf(leaves);
    const rootAt = (m: number) => rootOf(m, log.node);
    return { n, leaves, node: log.node, root: rootAt(n), rootAt };
  });

  it("inclusion: honest proofs verify; any change to proof, leaf, root, index or size fails", () => {
    fc.assert(
      fc.property(arbLog, fc.nat(), fc.nat(), fc.nat(), fc.nat(), (log, i, a, b, c) => {
        const { n, leaves, node, root } = log;
        const index = i % n;
        const leaf = leaves[index]!;
        const proof = inclusionProof(index, n, node);
        const ok = (p: Uint8Array[], l = leaf, r = root, x = index, s = n) => verifyInclusion(l, x, s, p, r);
        expect(ok(proof)).toBe(true);
        expect(proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
        expect(ok(proof, flipped(leaf, a))).toBe(false);
        expect(ok(proof, leaf, flipped(root, a))).toBe(false);
        // wrong index, or an index out of the tree
        expect(ok(proof, leaf, root, (index + 1 + (a % Math.max(1, n - 1))) % n)).toBe(n === 1);
        expect(ok(proof, leaf, root, n)).toBe(false);
        // another size, with that tree's root
        const other = Math.max(1, n - 32 + (b % 97));
        if (other !== n && index < other)
          expect(ok(proof, leaf, log.rootAt(other), index, other)).toBe(false);
        // extended anywhere, by a random hash or by the root
        const extra = leafHash(Uint8Array.of(a, b, c));
        for (const added of [extra, root]) {
          const longer = [...proof];
          longer.splice(c % (proof.length + 1), 0, added);
          expect(ok(longer)).toBe(false);
        }
        if (proof.length === 0) return;
        const k = a % proof.length;
        expect(ok(proof.map((p, j) => (j === k ? flipped(p, b) : p)))).toBe(false);
        expect(ok(proof.filter((_, j) => j !== k))).toBe(false);
        expect(ok(proof.slice(0, -1))).toBe(false);
        if (proof.length < 2) return;
        const l = (k + 1 + (c % (proof.length - 1))) % proof.length;
        const swapped = [...proof];
        [swapped[k], swapped[l]] = [swapped[l]!, swapped[k]!];
        expect(ok(swapped)).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it("consistency: honest proofs verify; any change to proof, roots or sizes fails", () => {
    fc.assert(
      fc.property(arbLog, fc.nat(), fc.nat(), fc.nat(), fc.nat(), (log, i, a, b, c) => {
        const { n, node, root, rootAt } = log;
        const m = 1 + (i % n);
        const rootM = rootAt(m);
        const proof = consistencyProof(m, n, node);
        const ok = (p: Uint8Array[], rm = rootM, rn = root, mm = m, nn = n) =>
          verifyConsistency(mm, nn, p, rm, rn);
        expect(ok(proof)).toBe(true);
        expect(proof.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)) + 1);
        expect(ok(proof, flipped(rootM, a))).toBe(false);
        expect(ok(proof, rootM, flipped(root, a))).toBe(false);
        // another first or second size, with that tree's root
        const otherM = 1 + ((m + (b % n)) % n);
        if (otherM !== m) expect(ok(proof, rootAt(otherM), root, otherM)).toBe(false);
        const otherN = m + ((n - m + 1 + (b % 64)) % 65);
        if (otherN !== n) expect(ok(proof, rootM, rootAt(otherN), m, otherN)).toBe(false);
        expect(ok(proof, rootM, root, n + 1, n)).toBe(false);
        const extra = leafHash(Uint8Array.of(a, b, c));
        for (const added of [extra, rootM, root]) {
          const longer = [...proof];
          longer.splice(c % (proof.length + 1), 0, added);
          expect(ok(longer)).toBe(false);
        }
        if (proof.length === 0) return;
        const k = a % proof.length;
        expect(ok(proof.map((p, j) => (j === k ? flipped(p, b) : p)))).toBe(false);
        expect(ok(proof.filter((_, j) => j !== k))).toBe(false);
        expect(ok(proof.slice(0, -1))).toBe(false);
        if (proof.length < 2) return;
        const l = (k + 1 + (c % (proof.length - 1))) % proof.length;
        const swapped = [...proof];
        [swapped[k], swapped[l]] = [swapped[l]!, swapped[k]!];
        expect(ok(swapped)).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it("the trivial consistency proofs: from the empty tree, and from a tree to itself", () => {
    const leaves = leavesOf(5, 7);
    const r5 = naiveRoot(leaves);
    expect(verifyConsistency(0, 5, [], emptyRoot(), r5)).toBe(true);
    expect(verifyConsistency(0, 0, [], emptyRoot(), emptyRoot())).toBe(true);
    expect(verifyConsistency(0, 5, [], r5, r5)).toBe(false);
    expect(verifyConsistency(0, 5, [r5], emptyRoot(), r5)).toBe(false);
    expect(verifyConsistency(5, 5, [], r5, r5)).toBe(true);
    expect(verifyConsistency(5, 5, [], r5, emptyRoot())).toBe(false);
    expect(verifyConsistency(5, 5, [r5], r5, r5)).toBe(false);
    expect(verifyConsistency(3, 5, [], naiveRoot(leaves.slice(0, 3)), r5)).toBe(false);
  });

  it("answers false, never throws, on malformed input", () => {
    const leaves = leavesOf(8, 8);
    const node = naiveNodes(leaves);
    const root = naiveRoot(leaves);
    const proof = inclusionProof(5, 8, node);
    const cproof = consistencyProof(6, 8, node);
    const root6 = naiveRoot(leaves.slice(0, 6));
    expect(verifyInclusion(leaves[5]!, 5, 8, proof, root)).toBe(true);
    expect(verifyConsistency(6, 8, cproof, root6, root)).toBe(true);
    const short = new Uint8Array(31);
    const long = new Uint8Array(33);
    for (const [leaf, index, size, p, r] of [
      [short, 5, 8, proof, root],
      [leaves[5], 5, 8, proof, short],
      [leaves[5], 5, 8, [short, ...proof.slice(1)], root],
      [leaves[5], 5, 8, [long, ...proof.slice(1)], root],
      [leaves[5], 5, 8, "not a proof", root],
      [leaves[5], 5, 8, null, root],
      [leaves[5], 5, 8, [null, ...proof.slice(1)], root],
      [leaves[5], 5, 8, proof.map((h) => Array.from(h)), root],
      [toHex(leaves[5]!), 5, 8, proof, root],
      [leaves[5], -1, 8, proof, root],
      [leaves[5], 5.5, 8, proof, root],
      [leaves[5], Number.NaN, 8, proof, root],
      [leaves[5], "5", 8, proof, root],
      [leaves[5], 5, 2 ** 60, proof, root],
      [leaves[5], 5, Number.POSITIVE_INFINITY, proof, root],
      [leaves[5], 8, 8, proof, root],
      [leaves[5], 0, 0, [], emptyRoot()],
    ] as const)
      expect(verifyInclusion(leaf as never, index as never, size as never, p as never, r as never)).toBe(
        false,
      );
    for (const [m, n, p, rm, rn] of [
      [6, 8, cproof, short, root],
      [6, 8, cproof, root6, long],
      [6, 8, [short, ...cproof.slice(1)], root6, root],
      [6, 8, "proof", root6, root],
      [6, 8, undefined, root6, root],
      [8, 6, cproof, root, root6],
      [6, 8, [], root6, root],
      [-6, 8, cproof, root6, root],
      [6, 8.5, cproof, root6, root],
      [6, 2 ** 60, cproof, root6, root],
      [Number.NaN, 8, cproof, root6, root],
    ] as const)
      expect(verifyConsistency(m as never, n as never, p as never, rm as never, rn as never)).toBe(false);
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (a, b, c, d, e) => {
          expect(verifyInclusion(a as never, b as never, c as never, d as never, e as never)).toBe(false);
          expect(verifyConsistency(a as never, b as never, c as never, d as never, e as never)).toBe(false);
        },
      ),
    );
  });

  it("a proof in a log of a million entries is at most ⌈log2 n⌉ hashes (inclusion), one more (consistency)", () => {
    const n = 1_000_000;
    const tiles = new Map<string, Uint8Array>();
    const frontier = new MerkleFrontier();
    const leaf = new Uint8Array(32);
    const view = new DataView(leaf.buffer);
    for (let i = 0; i < n; i++) {
      view.setUint32(0, i);
      for (const t of frontier.append(leaf)) tiles.set(`${t.level}/${t.index}`, t.hashes);
    }
    const leafAt = (i: number) => {
      const l = new Uint8Array(32);
      new DataView(l.buffer).setUint32(0, i);
      return l;
    };
    const complete = (level: number, index: number) => tiles.get(`${level}/${index}`);
    const node: NodeSource = (h, i) => frontier.node(h, i, complete);
    const root = frontier.root();
    expect(toHex(rootOf(n, node))).toBe(toHex(root));
    let longest = 0;
    for (const index of [0, 1, 2 ** 19 - 1, 2 ** 19, 999_424, 999_998, 999_999, 123_456, 765_432]) {
      const proof = inclusionProof(index, n, node);
      longest = Math.max(longest, proof.length);
      expect(verifyInclusion(leafAt(index), index, n, proof, root)).toBe(true);
      expect(verifyInclusion(leafAt(index), index, n, proof.slice(1), root)).toBe(false);
      // the server reads at most two tiles per level (three levels here) for the proof's nodes
      const read = new Set(
        neededNodes((s) => inclusionProof(index, n, s)).map((x) => {
          const t = tileOf(x.height, x.index);
          return `${t.level}/${t.index}`;
        }),
      );
      expect(read.size).toBeLessThanOrEqual(6);
    }
    expect(longest).toBe(20);
    let longestConsistency = 0;
    for (const m of [1, 2, 3, 1000, 2 ** 19, 2 ** 19 + 1, 999_424, 999_999]) {
      const proof = consistencyProof(m, n, node);
      longestConsistency = Math.max(longestConsistency, proof.length);
      expect(verifyConsistency(m, n, proof, rootOf(m, node), root)).toBe(true);
    }
    // ⌈log2 1e6⌉ = 20; a consistency proof from an odd first size needs one hash more
    expect(longestConsistency).toBe(21);
    expect(consistencyProof(2 ** 19, n, node).length).toBeLessThanOrEqual(20);
  }, 60_000);
});
