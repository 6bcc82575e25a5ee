import { createHash } from "node:crypto";
import { canonicalAmount, entryText } from "@bourse/engine";
import type { Queryable } from "../db/db.ts";
import type { Caller, RowsFor } from "./command.ts";

export const GENESIS_HASH = "0".repeat(64);

export interface JournalRecord {
  id: number;
  kind: string;
  reference: string | null;
  idempotencyKey: string | null;
  userId: number | null;
  createdAt: Date;
  /** the previous entry's hash (entries of schemes 1 and 2); empty for scheme 3 */
  prevHash: string;
  /** the entry's digest, hex: the data of its leaf in the log's tree */
  hash: string;
  /** how the entry is hashed (engine `entryText`): 3 for every entry written now (no previous hash) */
  scheme?: 1 | 2 | 3;
  /** an order event: kept in the command log alone, no journal row and no postings */
  compact?: boolean;
  /** the command that produced the entry (absent on entries written before commands were data) */
  command?: { kind: string; args: unknown; caller: Caller } | null;
  /** what its sender heard, answered again to a repeat of its idempotency key */
  reply?: unknown;
  /** amounts as decimal strings, in posting order */
  postings: { account: string; currency: number; amount: string; balanceAfter: string }[];
  openHold?: { id: string; user: number; kind: string; currency: number; amount: string };
  closeHold?: { id: string; state: "posted" | "voided" };
  /** several holds opened, partly used and closed by one entry (amounts as decimal strings) */
  holds?: {
    opened: { id: string; user: number; kind: string; currency: number; amount: string }[];
    used: { id: string; amount: string }[];
    closed: { id: string; state: "posted" | "voided" }[];
  };
  /** the command's own rows, written in the same transaction */
  write?: (q: Queryable) => Promise<void>;
  /** rows written with those of the batch's other records that share the writer */
  rows?: RowsFor[];
}

/**
 * An entry's digest. Scheme 3 (every entry written now): H(entry), its place fixed by its leaf in the log's
 * Merkle tree; schemes 1 and 2: H(prev hash, entry), chained. The text is the engine's (`entryText`: amounts as canonical decimal strings, the
 * command as canonical JSON), the same every verifier recomputes; the server hashes it natively.
 */
export function entryHash(
  e: Omit<JournalRecord, "hash" | "openHold" | "closeHold" | "holds" | "write" | "rows" | "reply">,
): string {
  return sha256(entryText(e, sha256));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** "12.500" and "12.5" are the same amount: strip trailing zeros and a bare point. */
export const canonical = canonicalAmount;
