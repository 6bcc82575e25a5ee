import { ed25519 } from "@noble/curves/ed25519.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * The venue's signatures (Ed25519, RFC 8032): it signs the journal's head (the last entry's id and hash
 * at a time), the Merkle log's tree head (its size and RFC 9162 root at a time) and each currency's
 * liabilities root. Keys and signatures are lowercase hex: a 32-byte private key (the RFC's seed), a
 * 32-byte public key, a 64-byte signature. Verification is strict (canonical encodings only, no ZIP-215
 * leniency), so one message has one accepted signature form.
 *
 * The signed text is a fixed, human-readable line whose fields cannot run into each other: a hash is
 * 64 hex digits, numbers are integers and no field may contain "|". Building a message from fields that
 * break this throws a RangeError; a verifier given them answers false.
 */

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/** The journal's head as the venue publishes it: the last entry's id and hash, and when. */
export interface Head {
  entry_id: number;
  hash: string;
  /** ISO time */
  time: string;
}

/** The journal's Merkle log as the venue publishes it: its size (entries), RFC 9162 root, and when. */
export interface TreeHead {
  size: number;
  /** the tree's root, lowercase hex */
  root: string;
  /** ISO time */
  time: string;
}

/** A currency's proof-of-liabilities root: the Merkle-sum tree's root hash and total, over `users` leaves. */
export interface LiabilitiesRoot {
  currency: string;
  root: string;
  /** integer units of the currency, as a decimal string */
  total: string;
  /** ISO time */
  time: string;
  users: number;
}

export const generateKeyPair = (): KeyPair => {
  const { secretKey, publicKey } = ed25519.keygen();
  return { privateKey: bytesToHex(secretKey), publicKey: bytesToHex(publicKey) };
};

export const publicKeyOf = (privateKeyHex: string): string =>
  bytesToHex(ed25519.getPublicKey(hexToBytes(privateKeyHex)));

const HASH = /^[0-9a-f]{64}$/;

function field(name: string, value: unknown, ok: boolean): string {
  if (!ok) throw new RangeError(`${name}: ${JSON.stringify(value)} cannot be signed`);
  return String(value);
}
const text = (name: string, v: unknown) =>
  field(name, v, typeof v === "string" && v !== "" && !v.includes("|"));
const count = (name: string, v: unknown) => field(name, v, Number.isSafeInteger(v) && (v as number) >= 0);

/** `bourse-head|<entry_id>|<hash>|<time>` */
export const headMessage = (h: Head): string =>
  [
    "bourse-head",
    count("entry_id", h.entry_id),
    field("hash", h.hash, typeof h.hash === "string" && HASH.test(h.hash)),
    text("time", h.time),
  ].join("|");

/** `bourse-tree-head|v1|<size>|<root>|<time>` */
export const treeHeadMessage = (h: TreeHead): string =>
  [
    "bourse-tree-head",
    "v1",
    count("size", h.size),
    field("root", h.root, typeof h.root === "string" && HASH.test(h.root)),
    text("time", h.time),
  ].join("|");

/** `bourse-liabilities|<currency>|<root>|<total>|<time>|<users>` */
export const rootMessage = (r: LiabilitiesRoot): string =>
  [
    "bourse-liabilities",
    text("currency", r.currency),
    field("root", r.root, typeof r.root === "string" && HASH.test(r.root)),
    field("total", r.total, typeof r.total === "string" && /^(0|[1-9][0-9]*)$/.test(r.total)),
    text("time", r.time),
    count("users", r.users),
  ].join("|");

const sign = (privateKeyHex: string, message: string) =>
  bytesToHex(ed25519.sign(utf8ToBytes(message), hexToBytes(privateKeyHex)));

function verify(publicKeyHex: string, message: () => string, signatureHex: string): boolean {
  try {
    return ed25519.verify(hexToBytes(signatureHex), utf8ToBytes(message()), hexToBytes(publicKeyHex), {
      zip215: false,
    });
  } catch {
    return false;
  }
}

export const signHead = (privateKeyHex: string, h: Head): string => sign(privateKeyHex, headMessage(h));

/** Whether `signatureHex` is the venue's signature of this head; false (never a throw) on malformed input. */
export const verifyHead = (publicKeyHex: string, h: Head, signatureHex: string): boolean =>
  verify(publicKeyHex, () => headMessage(h), signatureHex);

export const signTreeHead = (privateKeyHex: string, h: TreeHead): string =>
  sign(privateKeyHex, treeHeadMessage(h));

/** Whether `signatureHex` is the venue's signature of this tree head; false (never a throw) on malformed input. */
export const verifyTreeHead = (publicKeyHex: string, h: TreeHead, signatureHex: string): boolean =>
  verify(publicKeyHex, () => treeHeadMessage(h), signatureHex);

export const signRoot = (privateKeyHex: string, r: LiabilitiesRoot): string =>
  sign(privateKeyHex, rootMessage(r));

/** Whether `signatureHex` is the venue's signature of this root; false (never a throw) on malformed input. */
export const verifyRoot = (publicKeyHex: string, r: LiabilitiesRoot, signatureHex: string): boolean =>
  verify(publicKeyHex, () => rootMessage(r), signatureHex);
