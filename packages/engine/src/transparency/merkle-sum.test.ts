import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "./hash.ts";
import {
  buildTree,
  type LiabilityLeaf,
  type LiabilityProof,
  leafHash,
  PADDING,
  proofAt,
  proofFor,
  type SignedRoot,
  type SumNode,
  verifyLiabilities,
  verifyLiabilityProof,
} from "./merkle-sum.ts";
import { generateKeyPair, signRoot } from "./sign.ts";
import type { VerifyStep } from "./steps.ts";

const KEYS = generateKeyPair();
const secretOf = (user: number) => sha256Hex(`secret:${user}`).slice(0, 32);
const leaf = (user: number, balance: bigint): LiabilityLeaf => ({ user, secret: secretOf(user), balance });
const failing = (steps: VerifyStep[]) => steps.filter((s) => !s.ok).map((s) => s.name);
const rootOf = (tree: { root: SumNode }) => ({ hash: tree.root.hash, sum: String(tree.root.sum) });

/**
 * A naive top-down reference: node (depth d, index j) covers leaves j·2^d … (j+1)·2^d − 1 of the leaves in
 * hash order; a right child that covers no leaf is the padding node. Nothing shared with buildTree but
 * the two hash formulas, written out again.
 */
function referenceRoot(leaves: readonly LiabilityLeaf[]): SumNode {
  const sorted = leaves
    .map((l) => ({ hash: sha256Hex(`leaf|${l.secret}|${l.user}|${l.balance}`), sum: l.balance }))
    .sort((a, b) => (a.hash < b.hash ? -1 : 1));
  if (sorted.length === 0) return { hash: "0".repeat(64), sum: 0n };
  let depth = 0;
  while (2 ** depth < sorted.length) depth += 1;
  const node = (d: number, j: number): SumNode => {
    if (d === 0) return sorted[j]!;
    const l = node(d - 1, 2 * j);
    const r =
      (2 * j + 1) * 2 ** (d - 1) < sorted.length ? node(d - 1, 2 * j + 1) : { hash: "0".repeat(64), sum: 0n };
    return { hash: sha256Hex(`node|${l.hash}|${l.sum}|${r.hash}|${r.sum}`), sum: l.sum + r.sum };
  };
  return node(depth, 0);
}

const arbLeaves: fc.Arbitrary<LiabilityLeaf[]> = fc.uniqueArray(
  fc.record({
    user: fc.integer({ min: 1, max: 10_000_000 }),
    secret: fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }).map((n) => n.toString(16).padStart(32, "0")),
    balance: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 10n ** 30n })),
  }),
  { minLength: 1, maxLength: 40, selector: (l) => l.user },
);

describe("Merkle-sum tree of liabilities", () => {
  it("by hand: three users, the odd one paired with padding", () => {
    const leaves = [leaf(1, 100n), leaf(2, 0n), leaf(3, 250n)];
    const tree = buildTree(leaves);
    expect(tree.size).toBe(3);
    expect(tree.levels.map((l) => l.length)).toEqual([3, 2, 1]);
    expect(tree.root.sum).toBe(350n);
    const [a, b, c] = tree.levels[0]!;
    expect([a, b, c].map((n) => n!.hash)).toEqual([a!.hash, b!.hash, c!.hash].sort());
    const ab = sha256Hex(`node|${a!.hash}|${a!.sum}|${b!.hash}|${b!.sum}`);
    const cp = sha256Hex(`node|${c!.hash}|${c!.sum}|${"0".repeat(64)}|0`);
    expect(tree.root.hash).toBe(sha256Hex(`node|${ab}|${a!.sum + b!.sum}|${cp}|${c!.sum}`));
    expect(leafHash(3, secretOf(3), 250n)).toBe(sha256Hex(`leaf|${secretOf(3)}|3|250`));
    const proof = proofFor(tree, 3);
    expect(proof.leaf).toEqual({ user: 3, balance: "250", hash: leafHash(3, secretOf(3), 250n) });
    expect(failing(verifyLiabilityProof(proof, secretOf(3), rootOf(tree)))).toEqual([]);
  });

  it("one leaf is the root; no leaf is the padding node", () => {
    const one = buildTree([leaf(9, 5n)]);
    expect(one.root).toEqual({ hash: leafHash(9, secretOf(9), 5n), sum: 5n });
    expect(proofFor(one, 9).path).toEqual([]);
    expect(failing(verifyLiabilityProof(proofFor(one, 9), secretOf(9), rootOf(one)))).toEqual([]);
    expect(buildTree([]).root).toEqual(PADDING);
  });

  it("refuses a negative balance, a user twice, a secret that is not hex", () => {
    expect(() => buildTree([leaf(1, 5n), leaf(2, -1n)])).toThrow(/negative/);
    expect(() => buildTree([leaf(1, 5n), leaf(1, 6n)])).toThrow(/twice/);
    expect(() => buildTree([{ user: 1, secret: "a|b", balance: 1n }])).toThrow(/hex/);
    expect(() => proofFor(buildTree([leaf(1, 5n)]), 2)).toThrow(/no leaf/);
  });

  it("the root is the reference's, its sum the sum of balances", () => {
    fc.assert(
      fc.property(arbLeaves, (leaves) => {
        const tree = buildTree(leaves);
        expect(tree.root).toEqual(referenceRoot(leaves));
        expect(tree.root.sum).toBe(leaves.reduce((s, l) => s + l.balance, 0n));
        // the order of the input does not matter
        expect(buildTree([...leaves].reverse()).root).toEqual(tree.root);
      }),
    );
  });

  it("every user's proof verifies, with their secret only", () => {
    fc.assert(
      fc.property(arbLeaves, (leaves) => {
        const tree = buildTree(leaves);
        for (const l of leaves) {
          const proof = proofFor(tree, l.user);
          expect(proof.leaf.balance).toBe(String(l.balance));
          expect(failing(verifyLiabilityProof(proof, l.secret, rootOf(tree)))).toEqual([]);
          const wrong = l.secret === "0".repeat(32) ? "1".repeat(32) : "0".repeat(32);
          expect(failing(verifyLiabilityProof(proof, wrong, rootOf(tree)))).toEqual(["leaf hash"]);
        }
        for (let i = 0; i < tree.size; i++) expect(proofAt(tree, i).leaf.user).toBe(tree.users[i]);
      }),
    );
  });

  const arbTampered = arbLeaves
    .filter((leaves) => leaves.length >= 2)
    .chain((leaves) =>
      fc.record({ leaves: fc.constant(leaves), who: fc.nat(leaves.length - 1), at: fc.nat() }),
    );

  /** Failing steps of a user's proof after `change` (the untampered proof passes). */
  function tamper(leaves: LiabilityLeaf[], who: number, change: (p: LiabilityProof) => void) {
    const tree = buildTree(leaves);
    const proof = proofFor(tree, leaves[who]!.user);
    expect(failing(verifyLiabilityProof(proof, leaves[who]!.secret, rootOf(tree)))).toEqual([]);
    const p = structuredClone(proof);
    change(p);
    return failing(verifyLiabilityProof(p, leaves[who]!.secret, rootOf(tree)));
  }

  /** The same against the venue's signed root, after `change` to the root. */
  function tamperSigned(leaves: LiabilityLeaf[], who: number, change: (r: SignedRoot) => void) {
    const tree = buildTree(leaves);
    const root = {
      currency: "USDT",
      root: tree.root.hash,
      total: String(tree.root.sum),
      time: "t",
      users: tree.size,
    };
    const signed: SignedRoot = { ...root, signature: signRoot(KEYS.privateKey, root) };
    const proof = proofFor(tree, leaves[who]!.user);
    expect(failing(verifyLiabilities(proof, leaves[who]!.secret, signed, KEYS.publicKey))).toEqual([]);
    const r = structuredClone(signed);
    change(r);
    return failing(verifyLiabilities(proof, leaves[who]!.secret, r, KEYS.publicKey));
  }

  it("a changed balance fails the leaf hash", () => {
    fc.assert(
      fc.property(arbTampered, ({ leaves, who }) => {
        const failed = tamper(leaves, who, (p) => {
          p.leaf.balance = String(BigInt(p.leaf.balance) + 1n);
        });
        expect(failed[0]).toBe("leaf hash");
      }),
    );
  });

  it("a changed sum on the path fails the path (and the total); a negative one fails no negative sums", () => {
    fc.assert(
      fc.property(arbTampered, ({ leaves, who, at }) => {
        const up = tamper(leaves, who, (p) => {
          const s = p.path[at % p.path.length]!;
          s.sum = String(BigInt(s.sum) + 1n);
        });
        expect(up).toEqual(["path to root", "root total"]);
        const negative = tamper(leaves, who, (p) => {
          p.path[at % p.path.length]!.sum = "-1";
        });
        expect(negative).toContain("no negative sums");
      }),
    );
  });

  it("a changed hash on the path fails the path only", () => {
    fc.assert(
      fc.property(arbTampered, ({ leaves, who, at }) => {
        const failed = tamper(leaves, who, (p) => {
          const s = p.path[at % p.path.length]!;
          s.hash = sha256Hex(s.hash);
        });
        expect(failed).toEqual(["path to root"]);
      }),
    );
  });

  it("a changed signature byte, total or user count fails the signature", () => {
    fc.assert(
      fc.property(arbTampered, fc.nat(63), ({ leaves, who }, byte) => {
        const flipped = tamperSigned(leaves, who, (r) => {
          const b = (Number.parseInt(r.signature.slice(byte * 2, byte * 2 + 2), 16) ^ 0x80).toString(16);
          r.signature = r.signature.slice(0, byte * 2) + b.padStart(2, "0") + r.signature.slice(byte * 2 + 2);
        });
        expect(flipped).toEqual(["root signature"]);
        expect(tamperSigned(leaves, who, (r) => (r.users += 1))).toEqual(["root signature"]);
        expect(tamperSigned(leaves, who, (r) => (r.total = String(BigInt(r.total) + 1n)))).toEqual([
          "root total",
          "root signature",
        ]);
      }),
      { numRuns: 25 },
    );
  });

  it("a user left out cannot be shown in, and a negative leaf cannot offset one", () => {
    // the venue builds the tree without user 2's balance, then gives user 2 someone else's path
    const tree = buildTree([leaf(1, 100n), leaf(3, 50n)]);
    const forged: LiabilityProof = {
      leaf: { user: 2, balance: "70", hash: leafHash(2, secretOf(2), 70n) },
      path: proofFor(tree, 1).path,
    };
    expect(failing(verifyLiabilityProof(forged, secretOf(2), rootOf(tree)))).toEqual([
      "path to root",
      "root total",
    ]);
    // a sibling of −70 would balance the total, but is refused
    const negative: LiabilityProof = {
      leaf: forged.leaf,
      path: [{ side: "right", hash: "ab".repeat(32), sum: "-70" }],
    };
    const l = forged.leaf.hash;
    const root = {
      hash: sha256Hex(`node|${l}|70|${"ab".repeat(32)}|-70`),
      sum: "0",
    };
    expect(failing(verifyLiabilityProof(negative, secretOf(2), root))).toEqual(["no negative sums"]);
  });
});
