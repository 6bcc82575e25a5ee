import { EventEmitter } from "node:events";
import { type Entry, type HoldChanges, Ledger, parseAccountKey } from "@bourse/engine";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";
import type { Db, Queryable } from "../db/db.ts";
import { type Failure, failure } from "../http/outcome.ts";
import type { Accepted, Answer, Caller, Command, Handler } from "./command.ts";
import { entryHash, GENESIS_HASH, type JournalRecord } from "./journal.ts";
import { persistBatch, persistPrefix } from "./persist.ts";
import { loadState } from "./recovery.ts";
import { decimalToUnits, type Scales, scaleOf, unitsToDecimal } from "./units.ts";

/** The id of the hold a command opens: unique because entry ids are. */
export const holdId = (ctx: { entryId: number }) => `h${ctx.entryId}`;

/** One queued command, or none (a barrier: `flush`). */
interface Job {
  command?: Command;
}

/** What a job came to: the entry, and the reply kept with it (data commands) */
type Outcome = { ok: true; entryId: number; entry: Entry; reply: unknown; duplicate: boolean } | Failure;

interface Pending {
  job: Job;
  resolve: (r: Outcome) => void;
  reject: (e: unknown) => void;
}

export interface CoreOptions {
  db: Db;
  clock: () => Date;
  /** Called when a batch cannot be committed: the memory is then ahead of the database. */
  onFatal: (err: unknown) => void;
  maxBatch?: number;
  /** Told of each command refused because its rows could not be stored. */
  onRefused?: (info: {
    error: unknown;
    kind: string;
    reference: string | null;
    userId: number | null;
  }) => void;
}

/** What one column of `NUMERIC(38, 18)` holds: at most 20 digits before the point. */
const MAX_INTEGER_DIGITS = 20;
const fitsNumeric = (decimal: string) =>
  decimal.replace(/^-/, "").split(".")[0]!.length <= MAX_INTEGER_DIGITS;
const fitsText = (text: string | null) => text === null || (text.length <= 1000 && !text.includes("\u0000"));

/** Why the journal's own columns could not hold a record, or undefined when they can. */
function unstorable(r: JournalRecord): string | undefined {
  if (!fitsText(r.kind) || !fitsText(r.reference) || !fitsText(r.idempotencyKey))
    return "journal text out of bounds";
  for (const p of r.postings)
    if (!fitsNumeric(p.amount) || !fitsNumeric(p.balanceAfter)) return "amount out of NUMERIC(38,18)";
  const holds = [...(r.openHold ? [r.openHold] : []), ...(r.holds?.opened ?? []), ...(r.holds?.used ?? [])];
  if (holds.some((h) => !fitsNumeric(h.amount))) return "hold amount out of NUMERIC(38,18)";
  return undefined;
}

/**
 * The one writer for money (ARCHITECTURE principle 1). Commands run one at a time, in arrival order,
 * against the in-memory ledger; each batch of results is committed in one transaction and only then
 * answered (principle 2, group commit). A command whose rows the database refuses is refused alone (the
 * batch's others before it commit); only a database that cannot commit at all stops the core: `onFatal`
 * decides the process's fate, and a restart rebuilds memory from the tables.
 */
export async function createCore(opts: CoreOptions) {
  const { db, clock } = opts;
  const maxBatch = opts.maxBatch ?? 500;
  const state = await loadState(db);
  const ledger = new Ledger();
  ledger.restore(state.balances, state.holds);
  const scales: Scales = state.scales;
  let lastId = state.lastEntryId;
  let lastHash = state.lastHash;
  /** keys of committed commands (seen since start, or read from the journal), and of this batch */
  const keys = new Map<string, { entryId: number; entry: Entry; reply: unknown }>();
  /** registered handlers by kind, with their arguments' compiled check */
  const handlers = new Map<string, { handler: Handler; check: (args: unknown) => boolean }>();
  const queue: Pending[] = [];
  let draining = false;
  let stopped: unknown;
  /** `committed` (records): after each durable batch, for realtime notices */
  const events = new EventEmitter();
  /** products' in-memory state, re-read from the tables after a refused command (see `reload`) */
  const reloaders: (() => Promise<void>)[] = [];

  function enqueue(job: Job): Promise<Outcome> {
    if (stopped) return Promise.reject(stopped);
    return new Promise((resolve, reject) => {
      queue.push({ job, resolve, reject });
      if (!draining) {
        draining = true;
        // one turn of the event loop first: commands of requests already read join the batch
        setImmediate(drain);
      }
    });
  }

  /** Answers once every command queued before it is committed and answered. */
  async function flush(): Promise<void> {
    await enqueue({});
  }

  /** Registers the handler of one kind of command; the writer runs it for every command of that kind. */
  function register<S extends TSchema, R>(handler: Handler<S, R>): Handler<S, R> {
    if (handlers.has(handler.kind)) throw new Error(`a handler for ${handler.kind} is already registered`);
    const compiled = Compile(handler.args);
    handlers.set(handler.kind, { handler: handler as Handler, check: (args) => compiled.Check(args) });
    return handler;
  }

  /**
   * Sends a command to the writer and answers what came of it: accepted (with the handler's reply, or
   * the first reply for a repeated idempotency key) or refused with a code.
   */
  async function submit<R>(
    handler: Handler<Handler["args"], R>,
    args: unknown,
    caller: Caller,
    idempotencyKey?: string,
  ): Promise<Answer<R>> {
    const command: Command = {
      kind: handler.kind,
      args,
      caller,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
    return send(command) as Promise<Answer<R>>;
  }

  /** Sends a command that arrived as data (from another node, a log). */
  async function send(command: Command): Promise<Answer<unknown>> {
    const r = await enqueue({ command });
    return r.ok ? { ok: true, entryId: r.entryId, reply: r.reply, duplicate: r.duplicate } : r;
  }

  async function drain() {
    while (queue.length > 0 && !stopped) {
      const batch = queue.splice(0, maxBatch);
      try {
        await commitBatch(batch);
      } catch (err) {
        // the database cannot commit at all: memory is ahead of it, so nothing more may run
        stopped = err;
        for (const p of [...batch, ...queue.splice(0)]) p.reject(err);
        opts.onFatal(err);
        break;
      }
      // let requests that arrived during the commit enqueue before the next batch is taken (an embedded
      // database answers without giving the event loop a turn)
      if (queue.length < maxBatch) await new Promise((resolve) => setImmediate(resolve));
    }
    draining = false;
  }

  /**
   * Runs one batch and commits it. If the database refuses the batch, its records are written again one
   * at a time: those before the first one it refuses are committed, that command is refused
   * (`COMMAND_NOT_STORABLE`), the commands after it in the batch are refused as `COMMAND_RETRY` (they ran
   * on a state that will not be kept), and memory is rebuilt from the tables. Throws only when the
   * database cannot commit at all.
   */
  async function commitBatch(batch: Pending[]) {
    await recallKeys(batch);
    const results: (Outcome | { bug: unknown })[] = [];
    /** hooks of accepted commands, by record */
    const after: ((() => void) | undefined)[] = [];
    const records: JournalRecord[] = [];
    /** the index in `batch` of each record's command */
    const commandOf: number[] = [];
    const createdAt = clock();
    batch.forEach(({ job }, i) => {
      // A throwing command is a bug in that command; the ledger applies entries whole or not at all,
      // so its caller hears the error and the others go on.
      try {
        const before = records.length;
        results.push(runOne(job, createdAt, records, after));
        if (records.length > before) commandOf.push(i);
      } catch (bug) {
        results.push({ bug });
      }
    });
    const unfit = records.findIndex((r) => unstorable(r) !== undefined);
    let committed = records.length;
    let error: unknown;
    if (unfit >= 0) {
      error = new Error(unstorable(records[unfit]!));
      committed = (await persistPrefix(db, records, unfit)).committed;
    } else if (records.length > 0) {
      try {
        await persistBatch(db, records);
      } catch (err) {
        error = err;
        const prefix = await persistPrefix(db, records, records.length);
        committed = prefix.committed;
        if (prefix.error !== undefined) error = prefix.error;
      }
    }
    if (committed < records.length) {
      const offender = records[committed]!;
      const at = commandOf[committed]!;
      opts.onRefused?.({
        error,
        kind: offender.kind,
        reference: offender.reference,
        userId: offender.userId,
      });
      for (let i = at; i < batch.length; i++)
        results[i] = { ok: false, code: i === at ? "COMMAND_NOT_STORABLE" : "COMMAND_RETRY" };
      for (const r of records.slice(committed)) if (r.idempotencyKey) keys.delete(r.idempotencyKey);
      await reload();
    }
    for (const hook of after.slice(0, committed)) hook?.();
    batch.forEach((p, i) => {
      const r = results[i]!;
      if ("bug" in r) p.reject(r.bug);
      else p.resolve(r);
    });
    if (committed > 0) events.emit("committed", records.slice(0, committed));
  }

  /** Memory as the tables have it: the ledger, the chain's head, then every product's state. */
  async function reload() {
    const state = await loadState(db);
    ledger.restore(state.balances, state.holds);
    lastId = state.lastEntryId;
    lastHash = state.lastHash;
    for (const fn of reloaders) await fn();
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
    const rows = await db.query<{
      id: number;
      kind: string;
      idempotency_key: string;
      reply: unknown;
      account: string | null;
      currency_id: number | null;
      amount: string | null;
    }>(
      `SELECT e.id, e.kind, e.idempotency_key, e.reply, p.account, p.currency_id, p.amount::text AS amount
       FROM journal_entries e LEFT JOIN postings p ON p.entry_id = e.id
       WHERE e.idempotency_key = ANY($1::text[]) ORDER BY e.id, p.seq`,
      [unknown],
    );
    for (const row of rows) {
      let seen = keys.get(row.idempotency_key);
      if (!seen) {
        seen = {
          entryId: Number(row.id),
          entry: { kind: row.kind, postings: [] },
          reply: row.reply ?? undefined,
        };
        keys.set(row.idempotency_key, seen);
      }
      if (row.account !== null && row.currency_id !== null && row.amount !== null)
        seen.entry.postings.push({
          account: row.account,
          currency: row.currency_id,
          amount: decimalToUnits(row.amount, scaleOf(scales, row.currency_id)),
        });
    }
  }

  function runOne(
    job: Job,
    createdAt: Date,
    records: JournalRecord[],
    after: ((() => void) | undefined)[],
  ): Outcome {
    const key = job.command?.idempotencyKey;
    const seen = key ? keys.get(key) : undefined;
    if (seen) return { ok: true, ...seen, duplicate: true };
    if (!job.command) return { ok: false, code: "COMMAND_INVALID" };
    const result = runCommand(job.command, createdAt);
    if (!result.ok) return result;
    const id = ++lastId;
    const { caller } = job.command;
    const base = {
      id,
      kind: result.entry.kind,
      reference: result.reference ?? null,
      idempotencyKey: key ?? null,
      userId: result.userId !== undefined ? result.userId : "user" in caller ? caller.user : null,
      createdAt,
      prevHash: lastHash,
      command: { kind: job.command.kind, args: job.command.args, caller },
      postings: result.entry.postings.map((p) => ({
        account: p.account,
        currency: p.currency,
        amount: unitsToDecimal(p.amount, scaleOf(scales, p.currency)),
        balanceAfter: unitsToDecimal(ledger.balance(p.account, p.currency), scaleOf(scales, p.currency)),
      })),
    };
    const hash = entryHash(base);
    lastHash = hash;
    const hold = result.entry.openHold;
    const write = result.write;
    records.push({
      ...base,
      hash,
      ...(result.reply !== undefined ? { reply: result.reply } : {}),
      ...(hold
        ? { openHold: { ...hold, amount: unitsToDecimal(hold.amount, scaleOf(scales, hold.currency)) } }
        : {}),
      ...(result.entry.closeHold ? { closeHold: result.entry.closeHold } : {}),
      ...(result.entry.holds ? { holds: holdsRecord(result.entry.holds) } : {}),
      ...(write ? { write: (q: Queryable) => write(q, id) } : {}),
      ...(result.rows ? { rows: result.rows } : {}),
    });
    after.push(result.committed);
    if (key) keys.set(key, { entryId: id, entry: result.entry, reply: result.reply });
    return { ok: true, entryId: id, entry: result.entry, reply: result.reply, duplicate: false };
  }

  /** A data command through its handler; an unknown kind or arguments off its schema are refused. */
  function runCommand(command: Command, now: Date): Accepted<unknown> | Failure {
    const registered = handlers.get(command.kind);
    if (!registered?.check(command.args)) return failure("COMMAND_INVALID");
    return registered.handler.run(command.args, { ledger, entryId: lastId + 1, now, caller: command.caller });
  }

  function holdsRecord(changes: HoldChanges): NonNullable<JournalRecord["holds"]> {
    const decimal = (amount: bigint, currency: number) => unitsToDecimal(amount, scaleOf(scales, currency));
    return {
      opened: changes.opened.map((h) => ({ ...h, amount: decimal(h.amount, h.currency) })),
      used: changes.used.map((u) => ({ id: u.id, amount: decimal(u.amount, u.currency) })),
      closed: changes.closed,
    };
  }

  /** A user's balance in one account kind and bucket, in units of the currency's scale. */
  function balance(account: string, currency: number): bigint {
    return ledger.balance(account, currency);
  }

  return {
    register,
    flush,
    submit,
    send,
    events,
    balance,
    scales,
    hold: (id: string) => ledger.hold(id),
    /**
     * Registers how a product re-reads its in-memory state from its tables. After a command is refused
     * because its rows could not be stored, the core rebuilds the ledger and then calls these, in
     * registration order, before running anything else: memory equals the database again. A product
     * updates the objects it already holds in place, so code holding one sees the reloaded state.
     */
    onReload(fn: () => Promise<void>) {
      reloaders.push(fn);
    },
    /** Waits for queued commands; afterwards new ones are refused. */
    async stop() {
      while (draining) await new Promise((r) => setTimeout(r, 5));
      stopped ??= new Error("core stopped");
    },
    accountOwner: parseAccountKey,
    genesis: GENESIS_HASH,
  };
}

export type Core = Awaited<ReturnType<typeof createCore>>;
