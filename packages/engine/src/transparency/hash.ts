import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * The journal's hash chain, computed the same way in the server, the browser and any user's script:
 * entry hash = SHA-256 over `prevHash|id|kind|reference|idempotencyKey|userId|createdAt|postings[|command]`
 * (UTF-8), where postings are `account,currency,amount` joined by ";" in posting order, amounts canonical
 * decimals ("12.5", never "12.500"), createdAt as `Date.toISOString` writes it, and the command (absent on
 * entries written before commands were data) as canonical JSON.
 */

// One hasher, reset from a blank one for every call (calls are synchronous, so never overlap), a buffer
// for short ASCII text and one for the hex digits: a tree of a million users hashes two million times
// allocating little more than each text and its (flat, 64-character) hex string.
const blank = sha256.create();
const hasher = sha256.create();
const digest = new Uint8Array(32);
const ascii = new Uint8Array(1024);
const HEX_DIGITS = Array.from("0123456789abcdef", (c) => c.charCodeAt(0));
const hex: number[] = new Array(64).fill(0);

/** The text's bytes in the shared buffer when it is short ASCII (hex, numbers, keys); else undefined. */
function asciiBytes(text: string): Uint8Array | undefined {
  if (text.length > ascii.length) return undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return undefined;
    ascii[i] = c;
  }
  return ascii.subarray(0, text.length);
}

/** SHA-256 of the UTF-8 text, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  blank._cloneInto(hasher);
  hasher.update(asciiBytes(text) ?? utf8ToBytes(text));
  hasher.digestInto(digest);
  for (let i = 0; i < 32; i++) {
    hex[2 * i] = HEX_DIGITS[digest[i]! >> 4]!;
    hex[2 * i + 1] = HEX_DIGITS[digest[i]! & 15]!;
  }
  return String.fromCharCode.apply(null, hex);
}

/** JSON with object keys sorted (by UTF-16 code unit) at every depth and undefined members dropped. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** "12.500" and "12.5" are the same amount: strip trailing zeros and a bare point; "-0" is "0". */
export function canonicalAmount(amount: string): string {
  if (!amount.includes(".")) return amount === "-0" ? "0" : amount;
  const trimmed = amount.replace(/0+$/, "").replace(/\.$/, "");
  return trimmed === "-0" ? "0" : trimmed;
}

/** One posting as the chain hashes it: an account key, a currency id and a decimal amount. */
export interface ClearPosting {
  account: string;
  currency: number;
  /** decimal string, any number of trailing zeros */
  amount: string;
}

/** A posting as a proof may show it: in clear, or only its digest (`postingDigest`, scheme 2). */
export type HashedPosting = ClearPosting | { redacted: string };

/** What an entry's hash covers. */
export interface EntryFields {
  prevHash: string;
  id: number;
  kind: string;
  reference: string | null;
  idempotencyKey: string | null;
  userId: number | null;
  /** ISO text exactly as `Date.toISOString` writes it ("2025-01-02T03:04:05.678Z"), or the Date itself */
  createdAt: string | { toISOString(): string };
  postings: readonly HashedPosting[];
  command?: unknown | null;
  /**
   * How the entry is hashed. 1 (entries written before scheme 2): the postings and the command in clear,
   * so only the whole entry can be recomputed. 2: each posting and the command by its own digest, so a
   * proof can show other users' postings (and a command) as digests and the entry is still recomputed.
   * 3 (entries of the Merkle log): as 2, without the previous hash: the entry's place is its leaf index
   * in the log's tree, and its digest is the leaf's data.
   */
  scheme?: 1 | 2 | 3;
  /** schemes 2 and 3: the command's digest, given instead of the command */
  commandDigest?: string;
}

/** `account,currency,amount` with the amount canonical: a posting's part of the hashed text. */
export const postingText = (p: ClearPosting): string =>
  `${p.account},${p.currency},${canonicalAmount(p.amount)}`;

/**
 * The exact text an entry's hash is taken over. `digest` (sha256 hex by default) hashes each posting and
 * the command of a scheme-2 entry; the server passes its native one.
 */
export function entryText(e: EntryFields, digest: (text: string) => string = sha256Hex): string {
  const head = [
    e.prevHash,
    e.id,
    e.kind,
    e.reference ?? "",
    e.idempotencyKey ?? "",
    e.userId ?? "",
    typeof e.createdAt === "string" ? e.createdAt : e.createdAt.toISOString(),
  ];
  if (e.scheme === 2 || e.scheme === 3)
    return [
      e.scheme === 3 ? "v3" : "v2",
      ...(e.scheme === 3 ? head.slice(1) : head),
      e.postings.map((p) => ("redacted" in p ? p.redacted : digest(postingText(p)))).join(";"),
      e.commandDigest ?? (e.command ? digest(canonicalJson(e.command)) : ""),
    ].join("|");
  if (e.postings.some((p) => "redacted" in p) || e.commandDigest !== undefined)
    throw new RangeError("an entry of scheme 1 is hashed from its postings and command in clear");
  return [
    ...head,
    (e.postings as readonly ClearPosting[]).map(postingText).join(";"),
    // the command is part of what the chain commits to (older entries have none)
    ...(e.command ? [canonicalJson(e.command)] : []),
  ].join("|");
}

/** H(prev hash, entry): each entry commits to the one before it, so rewriting one breaks every later hash. */
export const entryHash = (e: EntryFields): string => sha256Hex(entryText(e));
