import { type ClearPosting, type EntryFields, entryHash, postingText, sha256Hex } from "./hash.ts";
import { type Head, verifyHead } from "./sign.ts";
import { short, step, type VerifyStep } from "./steps.ts";

/**
 * Proof that a journal entry is part of the history the venue signed.
 *
 * A proof is a run of consecutive journal entries, from the entry being proven (`entries[0]`) up to a
 * head the venue signed (`head`: the last entry's id and hash, with an Ed25519 signature).
 *
 * The proven entry is always given entirely in clear: every posting — the other side's too, account keys
 * (`u:<user>:<kind>:<bucket>`) and amounts — and the command. Its hash is recomputed exactly as the server
 * computes it ({@link entryHash}), which is only possible from the whole text: the chain hashes account
 * keys and amounts in clear, and masking any of them would need a different hash. So the one entry a user
 * asks about shows the counterparties' account keys and their postings of that entry; for a trade these
 * mirror the user's own. A user id is a number that says nothing of a balance.
 *
 * Each later entry is either in clear or redacted. In a redacted entry other users' postings are replaced
 * by `{ redacted: postingDigest(p) }` (and the server drops its command). Its hash cannot be recomputed, so
 * it is checked by linkage only: its id follows the previous one and its `prevHash` is the previous
 * entry's hash; its own `hash` is taken as the venue states it, and every other field of it (postings left
 * in clear included) is unverified. An entry with no redacted posting is recomputed in full.
 *
 * What a passing proof therefore shows: the proven entry's content hashes to its stated hash, and the
 * stated hashes link it, entry by entry, to a head the venue signed. When every later entry is in clear
 * (or the head is the proven entry itself) the link is cryptographic end to end. Through a redacted entry
 * it rests on the hash the venue states for that entry: a venue that invented one would be contradicted
 * by the real journal (the ledger check recomputes every hash) and by any later head or proof covering
 * that entry, but this proof alone cannot show it. The "head reached" step says how many links were
 * recomputed. A redacted posting's digest lets a posting shown later be matched to its place; it is a
 * plain hash, not a hiding commitment (a guessed posting can be confirmed).
 */

/** A posting of a redacted entry: sha256Hex of `account,currency,canonical amount`. */
export interface RedactedPosting {
  redacted: string;
}

export type ChainPosting = ClearPosting | RedactedPosting;

export interface ChainEntry extends Omit<EntryFields, "postings" | "createdAt"> {
  /** ISO text exactly as `Date.toISOString` writes it */
  createdAt: string;
  postings: ChainPosting[];
  hash: string;
}

export interface SignedHead extends Head {
  signature: string;
}

export interface ChainProof {
  /** the proven entry first, then every later entry up to the head's, in id order */
  entries: ChainEntry[];
  head: SignedHead;
}

export const postingDigest = (p: ClearPosting): string => sha256Hex(postingText(p));

export const redactPosting = (p: ClearPosting): RedactedPosting => ({ redacted: postingDigest(p) });

/** The entry's hash recomputed from its fields; the number of redacted postings; or why it is malformed. */
function recompute(e: ChainEntry): { hash: string } | { redacted: number } | { malformed: string } {
  try {
    const redacted = e.postings.filter((p) => "redacted" in p).length;
    if (redacted > 0) return { redacted };
    return { hash: entryHash({ ...e, postings: e.postings as ClearPosting[] }) };
  } catch (error) {
    return { malformed: error instanceof Error ? error.message : String(error) };
  }
}

const postings = (n: number) => `${n} redacted posting${n === 1 ? "" : "s"}`;

/**
 * Checks a chain proof against the venue's public key. Steps, in order: "entry hash" (the proven entry
 * recomputed), one "link" per later entry, "head reached" (the last entry is the signed head's), "head
 * signature".
 */
export function verifyChain(proof: ChainProof, publicKeyHex: string): VerifyStep[] {
  const steps: VerifyStep[] = [];
  const entries = Array.isArray(proof?.entries) ? proof.entries : [];
  const [proven] = entries;
  if (!proven) steps.push(step("entry hash", false, "the proof has no entry"));
  else {
    const r = recompute(proven);
    if ("redacted" in r)
      steps.push(
        step("entry hash", false, `entry ${proven.id}: ${postings(r.redacted)}, it must be in clear`),
      );
    else if ("malformed" in r)
      steps.push(step("entry hash", false, `entry ${proven.id}: malformed, ${r.malformed}`));
    else if (r.hash !== proven.hash)
      steps.push(
        step(
          "entry hash",
          false,
          `entry ${proven.id}: recomputed ${short(r.hash)} ≠ stated ${short(proven.hash)}`,
        ),
      );
    else steps.push(step("entry hash", true, `entry ${proven.id}: ${short(r.hash)}`));
  }

  let recomputed = 0;
  for (let i = 1; i < entries.length; i++) {
    const before = entries[i - 1]!;
    const e = entries[i]!;
    if (e.id !== before.id + 1) {
      steps.push(step("link", false, `entry ${e.id} does not follow entry ${before.id}`));
      continue;
    }
    if (e.prevHash !== before.hash) {
      steps.push(
        step(
          "link",
          false,
          `entry ${e.id}: prevHash ${short(e.prevHash)} ≠ hash of entry ${before.id} ${short(before.hash)}`,
        ),
      );
      continue;
    }
    const r = recompute(e);
    if ("redacted" in r) {
      steps.push(
        step(
          "link",
          true,
          `entry ${e.id}: linked by its stated hash, not recomputed (${postings(r.redacted)})`,
        ),
      );
    } else if ("malformed" in r) {
      steps.push(step("link", false, `entry ${e.id}: malformed, ${r.malformed}`));
    } else if (r.hash !== e.hash) {
      steps.push(step("link", false, `entry ${e.id}: recomputed ${short(r.hash)} ≠ stated ${short(e.hash)}`));
    } else {
      recomputed += 1;
      steps.push(step("link", true, `entry ${e.id}: recomputed`));
    }
  }

  const head = proof?.head;
  const last = entries.at(-1);
  if (!last || !head) steps.push(step("head reached", false, !head ? "the proof has no head" : "no entry"));
  else if (last.id !== head.entry_id)
    steps.push(step("head reached", false, `last entry ${last.id} ≠ head entry ${head.entry_id}`));
  else if (last.hash !== head.hash)
    steps.push(
      step(
        "head reached",
        false,
        `entry ${last.id}: hash ${short(last.hash)} ≠ head hash ${short(head.hash)}`,
      ),
    );
  else {
    const later = entries.length - 1;
    const links = later === 0 ? "the proven entry is the head" : `${recomputed} of ${later} links recomputed`;
    steps.push(step("head reached", true, `entry ${last.id}; ${links}`));
  }

  const signed = !!head && verifyHead(publicKeyHex, head, head.signature);
  steps.push(
    step(
      "head signature",
      signed,
      signed ? undefined : `not the venue's signature of head ${head?.entry_id} (key ${short(publicKeyHex)})`,
    ),
  );
  return steps;
}
