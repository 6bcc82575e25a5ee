import type { Entry, Ledger } from "@bourse/engine";
import type { Static, TSchema } from "typebox";
import type { Queryable } from "../db/db.ts";
import type { Failure } from "../http/outcome.ts";

/** Who sent a command: a user, an operator, or the venue itself (a trigger, a settlement, a scheduler). */
export type Caller = { user: number } | { operator: number } | { system: string };

/**
 * A money command as data: what to do (`kind`, `args`), on whose behalf, and its idempotency key.
 * Serializable, so it can be logged with the entry it produced, forwarded to the writer and replayed.
 */
export interface Command {
  kind: string;
  args: unknown;
  caller: Caller;
  idempotencyKey?: string;
}

/** What a handler knows when it runs, besides its arguments. */
export interface HandlerContext {
  ledger: Ledger;
  /** the id the command's journal entry gets if it is accepted (hold ids are named after it) */
  entryId: number;
  /** the batch's time: every command of a batch runs at the same instant */
  now: Date;
  caller: Caller;
}

/** Writes the rows of many commands at once; `rows` are in command order. */
export interface BatchWriter<T> {
  write(q: Queryable, rows: T[]): Promise<void>;
}

/** A command's rows for one writer: written with those of the batch's other commands in one statement. */
export interface RowsFor<T = unknown> {
  writer: BatchWriter<T>;
  rows: T[];
}

/** A command the handler accepted: the ledger entry it applied and the records that explain it. */
export interface Accepted<R> {
  ok: true;
  entry: Entry;
  /** the user the entry is about (the journal's `user_id`); the calling user when absent */
  userId?: number | null;
  reference?: string;
  /** rows written in the transaction of the entry, batched per writer */
  rows?: RowsFor[];
  /** a write of its own, in the same transaction (for rare commands; prefer `rows`) */
  write?: (q: Queryable, entryId: number) => Promise<void>;
  /** the answer the caller hears, kept with the entry so a repeat of its key hears it too (JSON only) */
  reply: R;
  /** runs on the writer once the entry is durable (notices, events); never for a repeat */
  committed?: () => void;
  /**
   * The trading fees this entry charged and who paid each (spot, lever, seconds, P2P, NFT): recorded by
   * the core beside the entry (`fee_payments`), the one place rebates are reckoned from. Each amount is
   * part of what the entry credits to the venue's `fees` account.
   */
  fees?: FeePaid[];
}

/** A trading fee a user paid, in the smallest unit of its currency. */
export interface FeePaid {
  payer: number;
  currency: number;
  amount: bigint;
  product: "spot" | "lever" | "seconds" | "p2p" | "nft";
}

/**
 * Runs one kind of command against the in-memory state, which it changes only when it accepts. A
 * refusal is a `Failure` with a product code: the one way to refuse, for every product.
 */
export interface Handler<S extends TSchema = TSchema, R = unknown> {
  kind: string;
  /** the arguments' schema: a command whose arguments do not match is refused before it runs */
  args: S;
  /**
   * An order event (placing, amending or cancelling an order): when the entry it accepts only moves value
   * between its users' own available and frozen buckets (no venue account, no fee, no write of its own),
   * the core keeps it in the command log alone, with no journal row and no postings; its balances and
   * holds are state. An entry that moves value to another owner (a fill) is a full entry, as any other.
   */
  compact?: boolean;
  run(args: Static<S>, ctx: HandlerContext): Accepted<R> | Failure;
}

/** What the sender of a command hears. */
export type Answer<R> = { ok: true; entryId: number; reply: R; duplicate: boolean } | Failure;

/** JSON with object keys sorted at every depth: the engine's, which every verifier uses. */
export { canonicalJson } from "@bourse/engine";
