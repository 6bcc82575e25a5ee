import { type ClearPosting, type EntryFields, entryHash, postingText, sha256Hex } from "./hash.ts";
import { type Head, verifyHead } from "./sign.ts";
import { short, step, type VerifyStep } from "./steps.ts";

/**
 * Proof that a journal entry is part of the history the venue signed.
 *
 * A proof is a run of consecutive journal entries, from the entry being proven (`entries[0]`) up to a
 * head the venue signed (`head`: the last entry's id and hash, with an Ed25519 signature). Each entry
 * after the first links to the one before (`prevHash`).
 *
 * Entries of scheme 2 (every entry the venue writes today) hash each posting and the command by its own
 * digest ({@link entryText}). A proof shows the user's own postings and the venue's in clear and every
 * other user's posting as its digest (`{ redacted: postingDigest(p) }`), and an entry's command in clear
 * only when the entry is the user's (otherwise `commandDigest`): each entry is still recomputed in full,
 * so the chain is cryptographic from the proven entry to the signed head, and no one else's account or
 * amount is shown. A digest is a plain hash, not a hiding commitment: a guessed posting can be confirmed.
 *
 * Entries of scheme 1 (written before scheme 2) hash postings and command in clear: they are recomputed
 * when given whole, and otherwise checked by linkage only (their id follows, their `prevHash` is the
 * previous entry's hash; their own hash is taken as stated). The "head reached" step says how many links
 * were recomputed.
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
    if (e.scheme !== 2 && e.scheme !== 3 && (redacted > 0 || e.commandDigest !== undefined))
      return { redacted };
    return { hash: entryHash(e) };
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
