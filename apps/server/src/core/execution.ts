import { createHash } from "node:crypto";
import type { Ledger } from "@bourse/engine";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";
import type { Db } from "../db/db.ts";
import { type Failure, failure } from "../http/outcome.ts";
import type { Accepted, Answer, Command, Handler } from "./command.ts";
import type { JournalRecord } from "./journal.ts";
import type { MerkleLog } from "./merkle-log.ts";
import { createRecords } from "./records.ts";
import type { Scales } from "./units.ts";

/** One queued command, or none (a barrier: `flush`). */
export interface Job {
  command?: Command;
}

/** What a job came to: the entry, and the reply kept with it */
export type Outcome = Answer<unknown>;

export interface Pending {
  job: Job;
  resolve: (r: Outcome) => void;
  reject: (e: unknown) => void;
}

/** A batch run in memory, waiting for its commit. */
export interface Run {
  batch: Pending[];
  results: (Outcome | { bug: unknown })[];
  /** hooks of accepted commands, by record */
  after: ((() => void) | undefined)[];
  records: JournalRecord[];
  /** the index in `batch` of each record's command */
  commandOf: number[];
  createdAt: Date;
}

/** How many idempotency keys memory keeps; an older one is read back from the tables when it comes again. */
const KEYS_KEPT = 100_000;

/**
 * The core's execution: commands run against memory, one at a time, each through its registered handler;
 * an accepted one becomes the next journal entry's record. It keeps the last entry's id and the results
 * of idempotency keys, and knows nothing of the database's commit or of who leads.
 */
export function createExecution({
  db,
  ledger,
  scales,
  log,
  clock,
  lastEntryId,
}: {
  db: Db;
  ledger: Ledger;
  scales: Scales;
  log: MerkleLog;
  clock: () => Date;
  lastEntryId: number;
}) {
  let lastId = lastEntryId;
  /** registered handlers by kind, with their arguments' compiled check */
  const handlers = new Map<string, { handler: Handler; check: (args: unknown) => boolean }>();
  /** the kinds whose entries may be order events (see `Handler.compact`) */
  const compactKinds = new Set<string>();
  const { recordOf } = createRecords({ ledger, scales, compactKinds });
  /** keys of committed commands (seen since start, or read from the journal), and of this batch */
  const keys = new Map<string, { entryId: number; reply: unknown }>();

  /** Remembers a key's result, forgetting the oldest past `KEYS_KEPT` (those of a batch still running are the newest). */
  function remember(key: string, result: { entryId: number; reply: unknown }) {
    keys.set(key, result);
    if (keys.size > KEYS_KEPT) keys.delete(keys.keys().next().value!);
  }

  /** Forgets the keys of records that will not be kept (their batch is undone). */
  function forget(records: JournalRecord[]) {
    for (const r of records) if (r.idempotencyKey) keys.delete(r.idempotencyKey);
  }

  /** Registers the handler of one kind of command; the writer runs it for every command of that kind. */
  function register<S extends TSchema, R>(handler: Handler<S, R>): Handler<S, R> {
    if (handlers.has(handler.kind)) throw new Error(`a handler for ${handler.kind} is already registered`);
    const compiled = Compile(handler.args);
    handlers.set(handler.kind, { handler: handler as Handler, check: (args) => compiled.Check(args) });
    if (handler.compact) compactKinds.add(handler.kind);
    return handler;
  }

  /** Runs a batch's commands against memory, in order, at one instant. */
  function runBatch(batch: Pending[]): Run {
    const run: Run = { batch, results: [], after: [], records: [], commandOf: [], createdAt: clock() };
    batch.forEach(({ job }, i) => {
      // A throwing command is a bug in that command; the ledger applies entries whole or not at all,
      // so its caller hears the error and the others go on.
      try {
        const before = run.records.length;
        run.results.push(runOne(job, run.createdAt, run.records, run.after));
        if (run.records.length > before) run.commandOf.push(i);
      } catch (bug) {
        run.results.push({ bug });
      }
    });
    return run;
  }

  function runOne(
    job: Job,
    createdAt: Date,
    records: JournalRecord[],
    after: ((() => void) | undefined)[],
  ): Outcome {
    const key = job.command?.idempotencyKey;
    const seen = key ? keys.get(key) : undefined;
    if (seen) return { ok: true, entryId: seen.entryId, reply: seen.reply, duplicate: true };
    if (!job.command) return { ok: false, code: "COMMAND_INVALID" };
    const result = runCommand(job.command, createdAt);
    if (!result.ok) return result;
    const id = ++lastId;
    const record = recordOf(job.command, result, id, createdAt);
    records.push(record);
    after.push(result.committed);
    if (key) remember(key, { entryId: id, reply: result.reply });
    return { ok: true, entryId: id, reply: result.reply, duplicate: false };
  }

  /** A data command through its handler; an unknown kind or arguments off its schema are refused. */
  function runCommand(command: Command, now: Date): Accepted<unknown> | Failure {
    const registered = handlers.get(command.kind);
    if (!registered?.check(command.args)) return failure("COMMAND_INVALID");
    return registered.handler.run(command.args, { ledger, entryId: lastId + 1, now, caller: command.caller });
  }

  /**
   * Runs a command the writer committed as entry `id` (a follower's replay): its record, or the refusal
   * when it does not come out accepted at that entry.
   */
  function replay(command: Command, id: number, createdAt: Date) {
    const result = id === lastId + 1 ? runCommand(command, createdAt) : failure("COMMAND_INVALID");
    if (!result.ok) return undefined;
    const record = recordOf(command, result, id, createdAt);
    lastId = id;
    if (command.idempotencyKey) remember(command.idempotencyKey, { entryId: id, reply: result.reply });
    return { record, committed: result.committed };
  }

  /**
   * Idempotency keys committed before this start are in the journal, not in memory: the batch's unknown
   * keys are read from it, so a repeat answers the first result whatever its caller checked.
   */
  async function recallKeys(batch: Pending[]) {
    const unknown = [
      ...new Set(batch.flatMap((p) => (p.job.command?.idempotencyKey ? [p.job.command.idempotencyKey] : []))),
    ].filter((k) => !keys.has(k));
    if (unknown.length === 0) return;
    const rows = await db.query<{ id: number; idempotency_key: string; reply: unknown }>(
      `SELECT id, idempotency_key, reply FROM journal_entries WHERE idempotency_key = ANY($1::text[])
       UNION ALL SELECT entry_id, key, reply FROM command_keys WHERE key = ANY($1::text[])`,
      [unknown],
    );
    for (const row of rows)
      remember(row.idempotency_key, { entryId: Number(row.id), reply: row.reply ?? undefined });
  }

  /**
   * SHA-256 of what this node's memory holds of money: every balance and open hold, the last entry and the
   * log's root. Two nodes at the same entry agree on it (a follower, a restarted writer, a replay).
   */
  function stateDigest(): string {
    const lines = [
      `entry ${lastId} ${Buffer.from(log.root()).toString("hex")}`,
      ...[...ledger.entries()]
        .filter((b) => b.amount !== 0n)
        .map((b) => `b ${b.account} ${b.currency} ${b.amount}`),
      ...ledger.openHolds().map((h) => `h ${h.id} ${h.user} ${h.kind} ${h.currency} ${h.amount}`),
    ].sort();
    return createHash("sha256").update(lines.join("\n")).digest("hex");
  }

  return {
    register,
    runBatch,
    replay,
    recallKeys,
    forget,
    /** Forgets every key (memory is rebuilt from the tables, which hold the committed ones). */
    forgetAll: () => keys.clear(),
    stateDigest,
    /** The last journal entry memory reflects. */
    lastId: () => lastId,
    /** Memory rebuilt from the tables stands at their last entry. */
    restartAt(id: number) {
      lastId = id;
    },
  };
}

export type Execution = ReturnType<typeof createExecution>;
