import { describe, expect, it } from "vitest";
import type { ChainEntry } from "./chain.ts";
import { redactPosting } from "./chain.ts";
import { entryHash } from "./hash.ts";
import {
  type SignedTreeHead,
  verifyChainHeadProof,
  verifyConsistencyProof,
  verifyEntryProof,
} from "./log-proof.ts";
import {
  consistencyProof,
  fromHex,
  inclusionProof,
  leafHash,
  nodeHash as logNodeHash,
  type NodeSource,
  rootOf,
  toHex,
} from "./merkle.ts";
import { generateKeyPair, signHead, signTreeHead } from "./sign.ts";
import { verified } from "./steps.ts";

const KEYS = generateKeyPair();
const TIME = "2026-01-05T08:00:00.000Z";

/** Entry `id` of scheme 3 (1 and 2 below 4): user 1 credits user 2. */
function entryOf(id: number, prevHash: string): ChainEntry {
  const scheme = id < 3 ? 1 : id < 4 ? 2 : 3;
  const fields = {
    prevHash: scheme === 3 ? "" : prevHash,
    id,
    kind: "transfer",
    reference: null,
    idempotencyKey: null,
    userId: 1,
    createdAt: TIME,
    postings: [
      { account: "u:1:legal:available", currency: 3, amount: `-${id}.5` },
      { account: "u:2:legal:available", currency: 3, amount: `${id}.5` },
    ],
    command: { kind: "wallet.transfer", args: { n: id }, caller: { user: 1 } },
    scheme: scheme as 1 | 2 | 3,
  };
  return { ...fields, hash: entryHash(fields) };
}

/** A journal of `n` entries, its leaves and a node source over them (each node hashed from its leaves). */
function journal(n: number) {
  const entries: ChainEntry[] = [];
  for (let id = 1; id <= n; id++) entries.push(entryOf(id, entries.at(-1)?.hash ?? "0".repeat(64)));
  const leaves = entries.map((e) => leafHash(fromHex(e.hash)));
  // node (height h, index i): the root of the perfect subtree over leaves [i·2^h, (i+1)·2^h)
  const node: NodeSource = (h, i) =>
    h === 0 ? leaves[i]! : logNodeHash(node(h - 1, 2 * i), node(h - 1, 2 * i + 1));
  const head = (size: number): SignedTreeHead => {
    const signed = { size, root: toHex(rootOf(size, node)), time: TIME };
    return { ...signed, signature: signTreeHead(KEYS.privateKey, signed) };
  };
  return { entries, head, node };
}

const hex = (proof: Uint8Array[]) => proof.map(toHex);
const failed = (steps: { name: string; ok: boolean }[]) => steps.filter((s) => !s.ok).map((s) => s.name);

describe("an entry's inclusion in a signed tree head", () => {
  const log = journal(37);
  const head = log.head(37);

  it("verifies entries of every scheme with a path of O(log n) hashes", () => {
    for (const id of [1, 3, 4, 20, 37]) {
      const entry = log.entries[id - 1]!;
      const proof = { entry, leaf_index: id - 1, proof: hex(inclusionProof(id - 1, 37, log.node)), head };
      const steps = verifyEntryProof(proof, KEYS.publicKey);
      expect(failed(steps), `entry ${id}`).toEqual([]);
      expect(steps.map((s) => s.name)).toEqual(["entry hash", "leaf index", "inclusion", "head signature"]);
      expect(proof.proof.length).toBeLessThanOrEqual(6);
    }
  });

  it("recomputes an entry shown with another user's postings as digests", () => {
    const entry = log.entries[9]!;
    const shown = { ...entry, postings: [entry.postings[0]!, redactPosting(entry.postings[1] as never)] };
    const proof = { entry: shown, leaf_index: 9, proof: hex(inclusionProof(9, 37, log.node)), head };
    expect(verified(verifyEntryProof(proof, KEYS.publicKey))).toBe(true);
  });

  it("names the check each alteration breaks", () => {
    const entry = log.entries[19]!;
    const good = { entry, leaf_index: 19, proof: hex(inclusionProof(19, 37, log.node)), head };
    const amount = structuredClone(good);
    (amount.entry.postings[0] as { amount: string }).amount = "-20.6";
    expect(failed(verifyEntryProof(amount, KEYS.publicKey))).toEqual(["entry hash"]);
    const path = structuredClone(good);
    path.proof[2] = `${path.proof[2]!.slice(0, -1)}${path.proof[2]!.endsWith("0") ? "1" : "0"}`;
    expect(failed(verifyEntryProof(path, KEYS.publicKey))).toEqual(["inclusion"]);
    const moved = { ...good, leaf_index: 20 };
    expect(failed(verifyEntryProof(moved, KEYS.publicKey))).toEqual(["leaf index", "inclusion"]);
    // another size: the same path may fit it, but the signature covers the size
    const bigger = { ...good, head: { ...head, size: 38 } };
    expect(failed(verifyEntryProof(bigger, KEYS.publicKey))).toEqual(["head signature"]);
    const root = { ...good, head: { ...head, root: log.head(36).root } };
    expect(failed(verifyEntryProof(root, KEYS.publicKey))).toEqual(["inclusion", "head signature"]);
    expect(failed(verifyEntryProof(good, generateKeyPair().publicKey))).toEqual(["head signature"]);
    expect(failed(verifyEntryProof({} as never, KEYS.publicKey))).toEqual([
      "entry hash",
      "leaf index",
      "inclusion",
      "head signature",
    ]);
  });

  it("refuses an entry of scheme 1 shown with digests", () => {
    const entry = log.entries[0]!;
    const shown = { ...entry, postings: [entry.postings[0]!, redactPosting(entry.postings[1] as never)] };
    const proof = { entry: shown, leaf_index: 0, proof: hex(inclusionProof(0, 37, log.node)), head };
    expect(failed(verifyEntryProof(proof, KEYS.publicKey))).toEqual(["entry hash"]);
  });
});

describe("consistency between two signed heads", () => {
  const log = journal(300);
  it("shows an older tree inside a newer one, and nothing else", () => {
    for (const [m, n] of [
      [1, 300],
      [37, 300],
      [256, 300],
      [299, 300],
      [300, 300],
    ] as const) {
      const proof = hex(consistencyProof(m, n, log.node));
      expect(
        failed(verifyConsistencyProof(log.head(m), log.head(n), proof, KEYS.publicKey)),
        `${m}→${n}`,
      ).toEqual([]);
    }
    const proof = hex(consistencyProof(37, 300, log.node));
    const other = journal(36).head(36);
    expect(failed(verifyConsistencyProof(other, log.head(300), proof, KEYS.publicKey))).toEqual([
      "consistency",
    ]);
    const forged = { ...log.head(37), signature: log.head(38).signature };
    expect(failed(verifyConsistencyProof(forged, log.head(300), proof, KEYS.publicKey))).toEqual([
      "old head signature",
    ]);
  });
});

describe("a chain head published before the log", () => {
  it("is leaf entry_id − 1 of a later tree head", () => {
    const log = journal(40);
    const entry = log.entries[2]!;
    const chainHead = { entry_id: 3, hash: entry.hash, time: TIME };
    const proof = {
      chain_head: { ...chainHead, signature: signHead(KEYS.privateKey, chainHead) },
      leaf_index: 2,
      proof: hex(inclusionProof(2, 40, log.node)),
      head: log.head(40),
    };
    expect(failed(verifyChainHeadProof(proof, KEYS.publicKey))).toEqual([]);
    // a saved copy that differs from the venue's log fails
    const rewritten = { ...chainHead, hash: log.entries[3]!.hash };
    const saved = { ...rewritten, signature: signHead(KEYS.privateKey, rewritten) };
    expect(failed(verifyChainHeadProof(proof, KEYS.publicKey, saved))).toEqual(["inclusion"]);
  });
});
