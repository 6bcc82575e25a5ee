import {
  type ChainProof,
  type LiabilityProof,
  type OutcomeProof,
  type SignedHead,
  type SignedRoot,
  type VerifyStep,
  verifyChain,
  verifyHead,
  verifyLiabilities,
  verifyOutcome,
} from "@bourse/engine";

/**
 * The proofs the venue serves, recognised by their shape, and checked with the engine's verifiers: the
 * same functions the server builds them with and the web app checks them with.
 *
 * - chain: `{entries, head}` (`GET /api/ledger/entries/:id/proof`), checked with the venue's key
 * - liabilities: `{secret, snapshot, proofs: [{root, proof}]}` (`GET /api/transparency/liabilities/me`),
 *   one inclusion proof per currency, each against its signed root
 * - outcome: `{kind, rule, inputs, result, entry_id}`, recomputed from its inputs (no key involved)
 * - heads: `{data: [{entry_id, hash, time, signature}]}` (`GET /api/transparency/heads`), each signature
 *   checked with the venue's key
 */
export type Proof =
  | { kind: "chain"; proof: ChainProof & { head: { public_key?: string } } }
  | { kind: "liabilities"; secret: string; snapshot: unknown; proofs: LiabilityItem[] }
  | { kind: "outcome"; proof: OutcomeProof }
  | { kind: "heads"; heads: (SignedHead & { public_key?: string })[] };

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

/** Which proof the JSON is, by its members; an InputError when it is none of them. */
export function recognise(body: unknown): Proof {
  if (isObject(body)) {
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
  }
  throw new InputError(
    "not a proof this verifier knows: expected a chain proof {entries, head}, a liabilities bundle " +
      "{secret, snapshot, proofs}, an outcome proof {kind, rule, inputs, result} or a list of heads {data}",
  );
}

/** The keys the proof states for its own signatures, one per signed item (undefined where it states none). */
export function statedKeys(p: Proof): (string | undefined)[] {
  const key = (o: unknown) => (isObject(o) && isKey(o.public_key) ? o.public_key : undefined);
  switch (p.kind) {
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

/** A short summary of what the proof covers, for the report's first line. */
export function titleOf(p: Proof): string {
  switch (p.kind) {
    case "chain": {
      const first = p.proof.entries[0]?.id;
      return `chain proof of entry ${first} up to head ${p.proof.head?.entry_id}`;
    }
    case "liabilities":
      return `liabilities proofs of snapshot ${p.snapshot}: ${p.proofs.length} currenc${p.proofs.length === 1 ? "y" : "ies"}`;
    case "outcome":
      return `outcome proof of ${p.proof.kind}${p.proof.entry_id == null ? "" : ` (entry ${p.proof.entry_id})`}`;
    case "heads":
      return `${p.heads.length} published head${p.heads.length === 1 ? "" : "s"}`;
  }
}

/**
 * Runs the engine's verifier on the proof. `key` is the venue's public key; where it is undefined each
 * signature is checked against the key the proof states beside it.
 */
export function verifyProof(p: Proof, key: string | undefined): Step[] {
  const keys = statedKeys(p);
  switch (p.kind) {
    case "chain":
      return verifyChain(p.proof, key ?? keys[0] ?? "");
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
      return p.heads.map((h, i) => {
        const of = `head ${isObject(h) ? h.entry_id : i}`;
        const k = key ?? keys[i] ?? "";
        const ok = isObject(h) && verifyHead(k, h, h.signature);
        const detail = ok
          ? `${h.time}, hash ${h.hash.slice(0, 12)}…`
          : `not the venue's signature (key ${k.slice(0, 12)}…)`;
        return { name: "head signature", ok, detail, of };
      });
  }
}
