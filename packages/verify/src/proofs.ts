import {
  type ChainHeadProof,
  type ChainProof,
  type ConsistencyAnswer,
  type EntryProof,
  type LiabilityProof,
  type OutcomeProof,
  type SignedChainHead,
  type SignedRoot,
  type SignedTreeHead,
  type VerifyStep,
  verifyChain,
  verifyChainHeadProof,
  verifyConsistencyAnswer,
  verifyConsistencyProof,
  verifyEntryProof,
  verifyHead,
  verifyLiabilities,
  verifyOutcome,
  verifyTreeHead,
} from "@bourse/engine";

/**
 * The proofs the venue serves, recognised by their shape, and checked with the engine's verifiers: the
 * same functions the server builds them with and the web app checks them with.
 *
 * - entry: `{entry, leaf_index, proof, head}` (`GET /api/ledger/entries/:id/proof`): the entry recomputed
 *   to its digest, the audit path from its leaf to the signed tree head's root, the head's signature
 * - consistency: `{from, to, proof, from_head, to_head}` (`GET /api/transparency/consistency`): the tree
 *   of the older signed head is a prefix of the newer one's
 * - chain-head: `{chain_head, leaf_index, proof, head}` (`GET /api/transparency/chain-heads/:id/proof`): a
 *   chain head published before the log, its entry in a signed tree head
 * - saved heads: two heads a user kept (older first), with the consistency proof between them (or, for an
 *   old chain head, its entry's proof in the newer tree head)
 * - chain: `{entries, head}`, a chain proof as the venue served them before the log
 * - liabilities: `{secret, snapshot, proofs: [{root, proof}]}` (`GET /api/transparency/liabilities/me`),
 *   one inclusion proof per currency, each against its signed root
 * - outcome: `{kind, rule, inputs, result, entry_id}`, recomputed from its inputs (no key involved)
 * - heads: `{data: [head]}` (`GET /api/transparency/heads`) or one head, each signature checked with the
 *   venue's key: tree heads `{size, root, time}`, chain heads `{entry_id, hash, time}`
 */
export type Proof =
  | { kind: "entry"; proof: EntryProof }
  | { kind: "consistency"; answer: ConsistencyAnswer }
  | { kind: "chain-head"; proof: ChainHeadProof; saved?: { chain: SignedChainHead; head: SignedTreeHead } }
  | { kind: "saved-heads"; older: SignedTreeHead; newer: SignedTreeHead; proof: string[] }
  | { kind: "chain"; proof: ChainProof & { head: { public_key?: string } } }
  | { kind: "liabilities"; secret: string; snapshot: unknown; proofs: LiabilityItem[] }
  | { kind: "outcome"; proof: OutcomeProof }
  | { kind: "heads"; heads: Head[] };

/** A published head of either kind. */
export type Head = SignedTreeHead | SignedChainHead;

interface LiabilityItem {
  root: SignedRoot & { public_key?: string };
  proof: LiabilityProof;
}

/** A step of the report; `of` names what it is about when the input holds several (a currency, a head). */
export interface Step extends VerifyStep {
  of?: string;
}

/** The input cannot be checked at all: not readable, not a proof, or a key is missing. */
export class InputError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export const isKey = (v: unknown): v is string => typeof v === "string" && /^[0-9a-f]{64}$/.test(v);

/** A tree head (`size`, `root`) or a chain head (`entry_id`, `hash`), by its members. */
export const isTreeHead = (h: unknown): h is SignedTreeHead =>
  isObject(h) && "size" in h && "root" in h && "signature" in h;
export const isChainHead = (h: unknown): h is SignedChainHead =>
  isObject(h) && !("size" in h) && "entry_id" in h && "hash" in h && "signature" in h;

/** One saved head: a head object, or a heads page holding exactly one. */
export function headOf(body: unknown, from: string): Head {
  const one = isObject(body) && Array.isArray(body.data) && body.data.length === 1 ? body.data[0] : body;
  if (isTreeHead(one) || isChainHead(one)) return one;
  throw new InputError(
    `${from} is not a published head: expected {size, root, time, signature} or {entry_id, hash, time, signature}`,
  );
}

/** Which proof the JSON is, by its members; an InputError when it is none of them. */
export function recognise(body: unknown): Proof {
  if (isObject(body)) {
    if (isObject(body.entry) && "leaf_index" in body && "head" in body)
      return { kind: "entry", proof: body as unknown as EntryProof };
    if (isObject(body.chain_head) && "leaf_index" in body && "head" in body)
      return { kind: "chain-head", proof: body as unknown as ChainHeadProof };
    if (typeof body.from === "number" && typeof body.to === "number" && Array.isArray(body.proof))
      return { kind: "consistency", answer: body as unknown as ConsistencyAnswer };
    if (Array.isArray(body.entries) && "head" in body)
      return { kind: "chain", proof: body as unknown as ChainProof };
    if (Array.isArray(body.proofs) && "secret" in body) {
      if (typeof body.secret !== "string")
        throw new InputError("the liabilities bundle has no secret: its leaves cannot be recomputed");
      return {
        kind: "liabilities",
        secret: body.secret,
        snapshot: body.snapshot,
        proofs: body.proofs as LiabilityItem[],
      };
    }
    if (typeof body.kind === "string" && "rule" in body && "inputs" in body && "result" in body)
      return { kind: "outcome", proof: body as unknown as OutcomeProof };
    if (Array.isArray(body.data)) return { kind: "heads", heads: body.data };
    if (isTreeHead(body) || isChainHead(body)) return { kind: "heads", heads: [body] };
  }
  throw new InputError(
    "not a proof this verifier knows: expected an entry proof {entry, leaf_index, proof, head}, a " +
      "consistency proof {from, to, proof}, a chain head's proof {chain_head, leaf_index, proof, head}, a " +
      "chain proof {entries, head}, a liabilities bundle {secret, snapshot, proofs}, an outcome proof " +
      "{kind, rule, inputs, result} or published heads {data}",
  );
}

/** The keys the proof states for its own signatures, one per signed item (undefined where it states none). */
export function statedKeys(p: Proof): (string | undefined)[] {
  const key = (o: unknown) => (isObject(o) && isKey(o.public_key) ? o.public_key : undefined);
  switch (p.kind) {
    case "entry":
      return [key(p.proof.head)];
    case "consistency":
      return [key(p.answer.from_head), key(p.answer.to_head)];
    case "chain-head":
      return p.saved ? [key(p.saved.chain), key(p.saved.head)] : [key(p.proof.chain_head), key(p.proof.head)];
    case "saved-heads":
      return [key(p.older), key(p.newer)];
    case "chain":
      return [key(p.proof.head)];
    case "liabilities":
      return p.proofs.map((item) => key(item?.root));
    case "heads":
      return p.heads.map(key);
    case "outcome":
      return [];
  }
}

const headName = (h: unknown) =>
  isTreeHead(h) ? `tree head ${h.size}` : isChainHead(h) ? `chain head ${h.entry_id}` : "head";

/** A short summary of what the proof covers, for the report's first line. */
export function titleOf(p: Proof): string {
  switch (p.kind) {
    case "entry":
      return `inclusion proof of entry ${p.proof.entry?.id} (leaf ${p.proof.leaf_index}) in tree head ${p.proof.head?.size}`;
    case "consistency":
      return `consistency proof from tree head ${p.answer.from} to tree head ${p.answer.to}`;
    case "chain-head":
      return `chain head ${(p.saved?.chain ?? p.proof.chain_head)?.entry_id} in tree head ${(p.saved?.head ?? p.proof.head)?.size}`;
    case "saved-heads":
      return `consistency of saved tree head ${p.older.size} with saved tree head ${p.newer.size}`;
    case "chain": {
      const first = p.proof.entries[0]?.id;
      return `chain proof of entry ${first} up to head ${p.proof.head?.entry_id}`;
    }
    case "liabilities":
      return `liabilities proofs of snapshot ${p.snapshot}: ${p.proofs.length} currenc${p.proofs.length === 1 ? "y" : "ies"}`;
    case "outcome":
      return `outcome proof of ${p.proof.kind}${p.proof.entry_id == null ? "" : ` (entry ${p.proof.entry_id})`}`;
    case "heads":
      return p.heads.length === 1
        ? `published ${headName(p.heads[0])}`
        : `${p.heads.length} published head${p.heads.length === 1 ? "" : "s"}`;
  }
}

/** One head's signature, of either kind. */
function headStep(h: Head, i: number, key: string): Step {
  const of = isTreeHead(h) ? `tree head ${h.size}` : isChainHead(h) ? `head ${h.entry_id}` : `head ${i}`;
  const ok = isTreeHead(h)
    ? verifyTreeHead(key, h, h.signature)
    : isChainHead(h) && verifyHead(key, h, h.signature);
  const detail = !ok
    ? `not the venue's signature (key ${key.slice(0, 12)}…)`
    : isTreeHead(h)
      ? `${h.time}, root ${h.root.slice(0, 12)}…`
      : `${h.time}, hash ${(h as SignedChainHead).hash.slice(0, 12)}…`;
  return { name: "head signature", ok, detail, of };
}

/**
 * Runs the engine's verifier on the proof. `key` is the venue's public key; where it is undefined each
 * signature is checked against the key the proof states beside it.
 */
export function verifyProof(p: Proof, key: string | undefined): Step[] {
  const keys = statedKeys(p);
  const one = key ?? keys[0] ?? "";
  switch (p.kind) {
    case "entry":
      return verifyEntryProof(p.proof, one);
    case "consistency":
      return verifyConsistencyAnswer(p.answer, one);
    case "chain-head":
      return p.saved
        ? [
            ...verifyChainHeadProof({ ...p.proof, head: p.saved.head }, one, p.saved.chain),
            savedHeadStep(p.proof.head, p.saved.head),
          ]
        : verifyChainHeadProof(p.proof, one);
    case "saved-heads":
      return verifyConsistencyProof(p.older, p.newer, p.proof, one);
    case "chain":
      return verifyChain(p.proof, one);
    case "outcome":
      return verifyOutcome(p.proof);
    case "liabilities":
      return p.proofs.flatMap((item, i) => {
        const of =
          isObject(item?.root) && typeof item.root.currency === "string" ? item.root.currency : `#${i}`;
        if (!isObject(item?.root))
          return [{ name: "root signature", ok: false, detail: "no signed root", of }];
        return verifyLiabilities(item.proof, p.secret, item.root, key ?? keys[i] ?? "").map((s) => ({
          ...s,
          of,
        }));
      });
    case "heads":
      return p.heads.map((h, i) => headStep(h, i, key ?? keys[i] ?? ""));
  }
}

/** The venue's proof was built for the saved head: same size and root (the path was checked against the saved one). */
function savedHeadStep(served: SignedTreeHead | undefined, saved: SignedTreeHead): Step {
  const same = isObject(served) && served.size === saved.size && served.root === saved.root;
  return same
    ? { name: "saved head", ok: true, detail: `the venue proved against tree head ${saved.size}` }
    : {
        name: "saved head",
        ok: false,
        detail: `the venue answered tree head ${served?.size} (${served?.root?.slice(0, 12)}…), not the saved ${saved.size} (${saved.root.slice(0, 12)}…)`,
      };
}
