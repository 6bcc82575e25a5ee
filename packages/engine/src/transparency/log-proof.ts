import type { ChainEntry } from "./chain.ts";
import { entryHash } from "./hash.ts";
import { fromHex, leafHash, verifyConsistency, verifyInclusion } from "./merkle.ts";
import { type Head, type TreeHead, verifyHead, verifyTreeHead } from "./sign.ts";
import { short, step, type VerifyStep } from "./steps.ts";

/**
 * Proofs against the signed heads of the journal's Merkle log (RFC 9162), checked the same way in the
 * server's tests, the browser and `@bourse/verify`.
 *
 * - An entry's inclusion: the entry (one's own postings and the venue's in clear, others' as digests) is
 *   recomputed to its digest, which is the data of leaf `entry id − 1`; the audit path leads from that
 *   leaf to the root of a signed tree head. Entries of schemes 1 and 2 (hashed before the log) are proven
 *   the same way: their digest is their chained hash, recomputed with the previous hash they show.
 * - A consistency proof: the tree of one signed head is a prefix of the tree of a later one.
 * - A chain head published before the log (an entry id and its chained hash, signed): that hash is leaf
 *   `entry_id − 1` of a signed tree head.
 *
 * Hashes travel as lowercase hex; each check is a named step, and nothing here throws on a malformed proof.
 */

/** A tree head as published: what is signed, the signature, and the key it states. */
export interface SignedTreeHead extends TreeHead {
  kind?: "tree";
  /** the last entry it covers (= size) */
  entry_id?: number;
  public_key?: string;
  signature: string;
}

/** A chain head as published before the log: the last entry's id and chained hash, signed. */
export interface SignedChainHead extends Head {
  kind?: "chain";
  public_key?: string;
  signature: string;
}

/** `GET /ledger/entries/:id/proof`: an entry and its audit path in a signed tree head. */
export interface EntryProof {
  entry: ChainEntry;
  leaf_index: number;
  /** the audit path, leaf to root (RFC 9162), hex */
  proof: string[];
  head: SignedTreeHead;
  /** ISO time the next head is due (shown, not checked) */
  next_head?: string;
}

/** `GET /transparency/consistency`: the tree of `from` leaves is a prefix of the tree of `to`. */
export interface ConsistencyAnswer {
  from: number;
  to: number;
  from_root?: string;
  to_root?: string;
  proof: string[];
  from_head?: SignedTreeHead | null;
  to_head?: SignedTreeHead | null;
}

/** `GET /transparency/chain-heads/:entry_id/proof`: a chain head's entry in a signed tree head. */
export interface ChainHeadProof {
  chain_head: SignedChainHead;
  leaf_index: number;
  proof: string[];
  head: SignedTreeHead;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Bytes of hex, or undefined when it is not hex. */
function bytes(hex: unknown): Uint8Array | undefined {
  try {
    return typeof hex === "string" ? fromHex(hex) : undefined;
  } catch {
    return undefined;
  }
}

/** The path's hashes as bytes, or undefined when the path is not a list of hex hashes. */
function path(proof: unknown): Uint8Array[] | undefined {
  if (!Array.isArray(proof)) return undefined;
  const out = proof.map(bytes);
  return out.every((b): b is Uint8Array => b !== undefined && b.length === 32) ? out : undefined;
}

const hashes = (n: number) => `${n} hash${n === 1 ? "" : "es"}`;

/** The entry's digest recomputed from what the proof shows it with. */
export function entryDigestStep(entry: ChainEntry | undefined): VerifyStep {
  if (!isObject(entry)) return step("entry hash", false, "the proof has no entry");
  try {
    const redacted = Array.isArray(entry.postings) ? entry.postings.filter((p) => "redacted" in p).length : 0;
    if (entry.scheme !== 2 && entry.scheme !== 3 && (redacted > 0 || entry.commandDigest !== undefined))
      return step(
        "entry hash",
        false,
        `entry ${entry.id}: hashed before scheme 2, it must be given in clear (${redacted} redacted)`,
      );
    const digest = entryHash(entry);
    return digest === entry.hash
      ? step("entry hash", true, `entry ${entry.id}: ${short(digest)}`)
      : step(
          "entry hash",
          false,
          `entry ${entry.id}: recomputed ${short(digest)} ≠ stated ${short(entry.hash)}`,
        );
  } catch (error) {
    return step(
      "entry hash",
      false,
      `entry ${entry.id}: malformed, ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The signature of a tree head under the venue's key; `name` tells heads apart when there are two. */
export function treeHeadStep(head: SignedTreeHead | null | undefined, key: string, name = "head signature") {
  if (!isObject(head)) return step(name, false, "no signed tree head");
  const ok = verifyTreeHead(key, { size: head.size, root: head.root, time: head.time }, head.signature);
  return ok
    ? step(name, true, `size ${head.size}, ${head.time}`)
    : step(name, false, `not the venue's signature of tree head ${head.size} (key ${short(key)})`);
}

/** Leaf `index` is where entry (or chain head) `id` belongs, inside a tree of `size` leaves. */
function leafIndexStep(index: unknown, id: unknown, size: unknown): VerifyStep {
  if (typeof id !== "number" || index !== id - 1)
    return step("leaf index", false, `leaf ${index} is not entry ${id}'s (entry id − 1)`);
  if (typeof size !== "number" || index >= size)
    return step("leaf index", false, `leaf ${index} is outside a tree of ${size}`);
  return step("leaf index", true, `leaf ${index} of ${size}`);
}

/** The leaf of `digest` at `index` leads by `proof` to the head's root. */
function inclusionStep(digest: unknown, index: number, head: SignedTreeHead | undefined, proof: unknown) {
  const data = bytes(digest);
  const root = bytes(head?.root);
  const hops = path(proof);
  if (data?.length !== 32) return step("inclusion", false, "the leaf's digest is not a 32-byte hash");
  if (!hops) return step("inclusion", false, "the path is not a list of 32-byte hashes");
  if (root?.length !== 32 || !isObject(head)) return step("inclusion", false, "no root to reach");
  return verifyInclusion(leafHash(data), index, head.size, hops, root)
    ? step("inclusion", true, `${hashes(hops.length)} from leaf ${index} to root ${short(head.root)}`)
    : step(
        "inclusion",
        false,
        `${hashes(hops.length)} from leaf ${index} do not lead to root ${short(head.root)}`,
      );
}

/**
 * Checks an entry's inclusion proof against the venue's public key. Steps, in order: "entry hash" (the
 * entry recomputed to its stated digest), "leaf index" (entry id − 1, inside the tree), "inclusion" (the
 * audit path from the digest's leaf to the head's root), "head signature".
 */
export function verifyEntryProof(p: EntryProof, publicKeyHex: string): VerifyStep[] {
  const entry = isObject(p) ? p.entry : undefined;
  const head = isObject(p) && isObject(p.head) ? p.head : undefined;
  return [
    entryDigestStep(entry),
    leafIndexStep(p?.leaf_index, entry?.id, head?.size),
    inclusionStep(entry?.hash, p?.leaf_index, head, p?.proof),
    treeHeadStep(head, publicKeyHex),
  ];
}

/**
 * Checks that the tree of `older` is a prefix of the tree of `newer` (RFC 9162 consistency), both heads
 * signed by the venue. Steps: "old head signature", "new head signature", "consistency".
 */
export function verifyConsistencyProof(
  older: SignedTreeHead | null | undefined,
  newer: SignedTreeHead | null | undefined,
  proof: readonly string[],
  publicKeyHex: string,
): VerifyStep[] {
  const steps = [
    treeHeadStep(older, publicKeyHex, "old head signature"),
    treeHeadStep(newer, publicKeyHex, "new head signature"),
  ];
  const hops = path(proof);
  const from = bytes(older?.root);
  const to = bytes(newer?.root);
  if (!isObject(older) || !isObject(newer) || !from || !to)
    steps.push(step("consistency", false, "two tree heads are needed"));
  else if (!hops) steps.push(step("consistency", false, "the proof is not a list of 32-byte hashes"));
  else if (verifyConsistency(older.size, newer.size, hops, from, to))
    steps.push(
      step(
        "consistency",
        true,
        `tree ${older.size} is a prefix of tree ${newer.size} (${hashes(hops.length)})`,
      ),
    );
  else
    steps.push(
      step(
        "consistency",
        false,
        `${hashes(hops.length)} do not show tree ${older.size} (${short(older.root)}) inside tree ${newer.size} (${short(newer.root)})`,
      ),
    );
  return steps;
}

/** A consistency answer checked against the heads it names (the venue's signed heads of both sizes). */
export const verifyConsistencyAnswer = (a: ConsistencyAnswer, publicKeyHex: string): VerifyStep[] => {
  const steps = verifyConsistencyProof(a?.from_head, a?.to_head, a?.proof, publicKeyHex);
  const sizes = a?.from_head?.size === a?.from && a?.to_head?.size === a?.to;
  return sizes
    ? steps
    : [...steps, step("sizes", false, `the heads are not of sizes ${a?.from} and ${a?.to}`)];
};

/**
 * Checks that a chain head published before the log is in a signed tree head: its signature, then its
 * hash as leaf `entry_id − 1` of the tree. Steps: "chain head signature", "leaf index", "inclusion",
 * "head signature". `saved` (a copy the user kept) replaces the one the proof states.
 */
export function verifyChainHeadProof(
  p: ChainHeadProof,
  publicKeyHex: string,
  saved?: SignedChainHead,
): VerifyStep[] {
  const chain = saved ?? (isObject(p) ? p.chain_head : undefined);
  const head = isObject(p) && isObject(p.head) ? p.head : undefined;
  const signed =
    isObject(chain) &&
    verifyHead(
      publicKeyHex,
      { entry_id: chain.entry_id, hash: chain.hash, time: chain.time },
      chain.signature,
    );
  return [
    signed
      ? step("chain head signature", true, `entry ${chain.entry_id}, ${short(chain.hash)}`)
      : step(
          "chain head signature",
          false,
          `not the venue's signature of chain head ${chain?.entry_id} (key ${short(publicKeyHex)})`,
        ),
    leafIndexStep(p?.leaf_index, chain?.entry_id, head?.size),
    inclusionStep(chain?.hash, p?.leaf_index, head, p?.proof),
    treeHeadStep(head, publicKeyHex),
  ];
}
