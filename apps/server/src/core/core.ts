import { EventEmitter } from "node:events";
import {
  type Entry,
  type HoldChanges,
  Ledger,
  type LedgerFailure,
  type LedgerResult,
  parseAccountKey,
} from "@bourse/engine";
import type { Db, Queryable } from "../db/db.ts";
import { entryHash, GENESIS_HASH, type JournalRecord } from "./journal.ts";
import { persistBatch } from "./persist.ts";
import { loadState } from "./recovery.ts";
import { type Scales, scaleOf, unitsToDecimal } from "./units.ts";

/** What a command knows when it runs: the id its journal entry will get if it succeeds. */
export interface CommandContext {
  entryId: number;
}

/** A money command: what it does to the ledger, and what the journal records about it. */
export interface MoneyCommand {
  /**
   * Runs against the ledger; a failure leaves the ledger untouched. A hold it opens is named after the
   * entry (`holdId(ctx)`), so hold ids never repeat.
   */
  run(ledger: Ledger, ctx: CommandContext): LedgerResult;
  userId: number | null;
  reference?: string;
  /** Commands with the same key take effect once; repeats answer the first result. */
  idempotencyKey?: string;
  /**
   * The command's own rows (a withdrawal request, a reviewed deposit), written in the transaction of
   * its journal entry so that money and the record of why it moved are durable together. It must not
   * fail: check everything it relies on before submitting the command.
   */
  record?: (q: Queryable, executed: { entryId: number; entry: Entry }) => Promise<void>;
  /**
   * Rows written together with those of the other commands of the same batch that use the same
   * writer: one statement per batch instead of one per command. Same rules as `record`.
   */
  rows?: BatchRows;
}

/** Writes the rows of many commands at once; `rows` are in command order. */
export interface BatchWriter<T> {
  write(q: Queryable, rows: T[]): Promise<void>;
}

export interface BatchRows<T = unknown> {
  writer: BatchWriter<T>;
  /** the command's rows, once its entry id is known */
  rows: (executed: { entryId: number; entry: Entry }) => T[];
}

/** The id of the hold a command opens: unique because entry ids are. */
export const holdId = (ctx: CommandContext) => `h${ctx.entryId}`;

export type Executed = { ok: true; entryId: number; entry: Entry; duplicate: boolean } | LedgerFailure;

interface Pending {
  command: MoneyCommand;
  resolve: (r: Executed) => void;
  reject: (e: unknown) => void;
}

export interface CoreOptions {
  db: Db;
  clock: () => Date;
  /** Called when a batch cannot be committed: the memory is then ahead of the database. */
  onFatal: (err: unknown) => void;
  maxBatch?: number;
}

/**
 * The one writer for money (ARCHITECTURE principle 1). Commands run one at a time, in arrival order,
 * against the in-memory ledger; each batch of results is committed in one transaction and only then
 * answered (principle 2, group commit). A failed commit stops the core: `onFatal` decides the process's
 * fate, and a restart rebuilds memory from the tables.
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
  /** keys seen since start, committed or in this batch */
  const keys = new Map<string, { entryId: number; entry: Entry }>();
  const queue: Pending[] = [];
  let draining = false;
  let stopped: unknown;
  /** `committed` (records): after each durable batch, for realtime notices */
  const events = new EventEmitter();

  function execute(command: MoneyCommand): Promise<Executed> {
    if (stopped) return Promise.reject(stopped);
    return new Promise((resolve, reject) => {
      queue.push({ command, resolve, reject });
      if (!draining) {
        draining = true;
        // one turn of the event loop first: commands of requests already read join the batch
        setImmediate(drain);
      }
    });
  }

  async function drain() {
    while (queue.length > 0 && !stopped) {
      const batch = queue.splice(0, maxBatch);
      const results: (Executed | { bug: unknown })[] = [];
      const records: JournalRecord[] = [];
      const createdAt = clock();
      for (const { command } of batch) {
        // A throwing command is a bug in that command; the ledger applies entries whole or not at all,
        // so its caller hears the error and the others go on.
        try {
          results.push(runOne(command, createdAt, records));
        } catch (bug) {
          results.push({ bug });
        }
      }
      try {
        if (records.length > 0) await persistBatch(db, records, ledger, scales);
      } catch (err) {
        stopped = err;
        for (const p of [...batch, ...queue.splice(0)]) p.reject(err);
        opts.onFatal(err);
        break;
      }
      batch.forEach((p, i) => {
        const r = results[i]!;
        if ("bug" in r) p.reject(r.bug);
        else p.resolve(r);
      });
      if (records.length > 0) events.emit("committed", records);
      // let requests that arrived during the commit enqueue before the next batch is taken (an embedded
      // database answers without giving the event loop a turn)
      if (queue.length < maxBatch) await new Promise((resolve) => setImmediate(resolve));
    }
    draining = false;
  }

  function runOne(command: MoneyCommand, createdAt: Date, records: JournalRecord[]): Executed {
    const key = command.idempotencyKey;
    const seen = key ? keys.get(key) : undefined;
    if (seen) return { ok: true, ...seen, duplicate: true };
    const result = command.run(ledger, { entryId: lastId + 1 });
    if (!result.ok) return result;
    const id = ++lastId;
    const base = {
      id,
      kind: result.entry.kind,
      reference: command.reference ?? null,
      idempotencyKey: key ?? null,
      userId: command.userId,
      createdAt,
      prevHash: lastHash,
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
    records.push({
      ...base,
      hash,
      ...(hold
        ? { openHold: { ...hold, amount: unitsToDecimal(hold.amount, scaleOf(scales, hold.currency)) } }
        : {}),
      ...(result.entry.closeHold ? { closeHold: result.entry.closeHold } : {}),
      ...(result.entry.holds ? { holds: holdsRecord(result.entry.holds) } : {}),
    });
    if (key) keys.set(key, { entryId: id, entry: result.entry });
    const record = records[records.length - 1]!;
    if (command.record) {
      const write = command.record;
      record.write = (q) => write(q, { entryId: id, entry: result.entry });
    }
    if (command.rows)
      record.rows = {
        writer: command.rows.writer,
        rows: command.rows.rows({ entryId: id, entry: result.entry }),
      };
    return { ok: true, entryId: id, entry: result.entry, duplicate: false };
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
    execute,
    events,
    balance,
    scales,
    hold: (id: string) => ledger.hold(id),
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
