import { createHash } from "node:crypto";
import { EventEmitter } from "node:events";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { Ledger, parseAccountKey } from "@bourse/engine";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";
import type { Db, Queryable } from "../db/db.ts";
import { type Failure, failure } from "../http/outcome.ts";
import type { Accepted, Answer, Caller, Command, Handler } from "./command.ts";
import { GENESIS_HASH, type JournalRecord } from "./journal.ts";
import { Fenced, fencedTx, type WriterTx } from "./lease.ts";
import { createMerkleLog, digestBytes } from "./merkle-log.ts";
import { type LogRow, persistBatch, persistPrefix } from "./persist.ts";
import { createRecords, unstorable } from "./records.ts";
import { loadState } from "./recovery.ts";
import type { Scales } from "./units.ts";

/** The id of the hold a command opens: unique because entry ids are. */
export const holdId = (ctx: { entryId: number }) => `h${ctx.entryId}`;

/** One queued command, or none (a barrier: `flush`). */
interface Job {
  command?: Command;
}

/** What a job came to: the entry, and the reply kept with it */
type Outcome = Answer<unknown>;

interface Pending {
  job: Job;
  resolve: (r: Outcome) => void;
  reject: (e: unknown) => void;
}

/** A batch of the command log as a follower reads it. */
interface LogBatch {
  first_id: number;
  last_id: number;
  created_at: Date;
  commands: Uint8Array;
  digests: Uint8Array;
  root: Uint8Array;
}

/** One entry of a log batch's commands: id, kind, arguments, caller, idempotency key. */
type LoggedCommand = [number, string, unknown, Caller, string | null];

/** How many log batches a follower reads at a time. */
const FOLLOW_PAGE = 50;

/** How many idempotency keys memory keeps; an older one is read back from the tables when it comes again. */
const KEYS_KEPT = 100_000;

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
  /**
   * false: the core starts as a follower (a front node or a standby): it applies the journal's commands
   * as the writer committed them, and sends its own commands to the writer (`forwardWith`) until `lead`.
   */
  leading?: boolean;
  /** the lease's epoch every commit is fenced by, while this node leads from its start */
  fence?: number;
  /** the key a command sent without one carries (a client's `Idempotency-Key` for its request) */
  keyFor?: (caller: Caller) => string | undefined;
  /**
   * Memory starts empty, before the log's first entry, and the core follows: `catchUp` replays the whole
   * command log (state as a function of the log alone: the ledger's checks and its benchmark).
   */
  fromStart?: boolean;
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
  const loaded = await loadState(db);
  const state = opts.fromStart ? { ...loaded, balances: [], holds: [], lastEntryId: 0 } : loaded;
  const ledger = new Ledger();
  ledger.restore(state.balances, state.holds, state.demoUsers);
  /** currency scales: read again with the ledger (an operator may add a currency on any node) */
  const scales = new Map(state.scales);
  let lastId = state.lastEntryId;
  /** the journal as a Merkle log: this node's edge of the tree, proofs from its tiles */
  const log = createMerkleLog(db);
  /** keys of committed commands (seen since start, or read from the journal), and of this batch */
  const keys = new Map<string, { entryId: number; reply: unknown }>();
  /** Remembers a key's result, forgetting the oldest past `KEYS_KEPT` (those of a batch still running are the newest). */
  function remember(key: string, result: { entryId: number; reply: unknown }) {
    keys.set(key, result);
    if (keys.size > KEYS_KEPT) keys.delete(keys.keys().next().value!);
  }
  /** whether this node is the writer; a follower applies the journal instead */
  let leading = !opts.fromStart && (opts.leading ?? true);
  await log.load(db, lastId, leading);
  /**
   * the lease's epoch every commit checks while a lease decides the writer; kept when this node stops
   * leading, so that anything it still commits is fenced by the database rather than let through
   */
  let leaseEpoch: number | undefined = opts.fence;
  /** where a follower's commands go (the writer, over the cluster's broker) */
  let forward: ((command: Command) => Promise<Answer<unknown>>) | undefined;
  /** a follower's catch-ups and resyncs, one after another */
  let following: Promise<void> = Promise.resolve();
  /** registered handlers by kind, with their arguments' compiled check */
  const handlers = new Map<string, { handler: Handler; check: (args: unknown) => boolean }>();
  /** the kinds whose entries may be order events (see `Handler.compact`) */
  const compactKinds = new Set<string>();
  const { recordOf } = createRecords({ ledger, scales, compactKinds });
  const queue: Pending[] = [];
  let draining = false;
  let stopped: unknown;
  /** `committed` (records): after each durable batch, for realtime notices */
  const events = new EventEmitter();
  /** products' in-memory state, re-read from the tables after a refused command (see `reload`) */
  const reloaders: ((q: Queryable) => Promise<void>)[] = [];

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

  /**
   * Answers once every command queued before it is committed and answered; on a follower, once every
   * entry committed so far is applied.
   */
  async function flush(): Promise<void> {
    if (leading) await enqueue({});
    else await catchUp();
  }

  /** Registers the handler of one kind of command; the writer runs it for every command of that kind. */
  function register<S extends TSchema, R>(handler: Handler<S, R>): Handler<S, R> {
    if (handlers.has(handler.kind)) throw new Error(`a handler for ${handler.kind} is already registered`);
    const compiled = Compile(handler.args);
    handlers.set(handler.kind, { handler: handler as Handler, check: (args) => compiled.Check(args) });
    if (handler.compact) compactKinds.add(handler.kind);
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
    const key = idempotencyKey ?? opts.keyFor?.(caller);
    const command: Command = { kind: handler.kind, args, caller, ...(key ? { idempotencyKey: key } : {}) };
    return send(command) as Promise<Answer<R>>;
  }

  /**
   * Sends a command that arrived as data (from another node, a log). A follower hands it to the writer
   * and answers once its own memory has applied the entry, so what the caller reads next includes it.
   */
  async function send(command: Command): Promise<Answer<unknown>> {
    return leading ? enqueue({ command }) : relay(command);
  }

  async function relay(command: Command): Promise<Answer<unknown>> {
    if (!forward) return failure("COMMAND_RETRY");
    const answer = await forward(command);
    if (answer.ok) await applied(answer.entryId);
    return answer;
  }

  /**
   * Runs the queue, one batch at a time, pipelined: while a batch commits, the next one runs in memory,
   * and it is committed once the first is. If the first could not be kept whole (a refused record rebuilt
   * memory from the tables), the next one ran on a state that is gone: it goes back to the head of the
   * queue and runs again.
   */
  async function drain() {
    /** the batch being committed, and how its commit ended (never left to reject unheard) */
    let committing: { batch: Pending[]; done: Promise<{ kept: boolean } | { error: unknown }> } | undefined;
    let taken: Pending[] = [];
    try {
      while (!stopped && (queue.length > 0 || committing)) {
        taken = queue.splice(0, maxBatch);
        if (taken.length > 0) await recallKeys(taken);
        let run = taken.length > 0 ? runBatch(taken) : undefined;
        if (committing) {
          const done = await committing.done;
          if ("error" in done) throw done.error;
          committing = undefined;
          if (!done.kept && run) {
            // this batch ran before or after that rebuild: it is undone by another, and runs again
            for (const r of run.records) if (r.idempotencyKey) keys.delete(r.idempotencyKey);
            await reload();
            queue.unshift(...taken);
            run = undefined;
          }
        }
        if (run) {
          const batch = taken;
          committing = {
            batch,
            done: commitRun(run).then(
              (kept) => ({ kept }),
              (error: unknown) => ({ error }),
            ),
          };
        }
        taken = [];
        // let requests that arrived during the commit enqueue before the next batch is taken (an embedded
        // database answers without giving the event loop a turn)
        if (queue.length < maxBatch) await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (err) {
      const waiting = [...(committing?.batch ?? []), ...taken];
      if (err instanceof Fenced) {
        // another node leads now: nothing of these batches was kept; their commands go to the new writer
        await stepDown([...waiting, ...queue.splice(0)]);
      } else {
        // the database cannot commit at all: memory is ahead of it, so nothing more may run
        stopped = err;
        for (const p of [...waiting, ...queue.splice(0)]) p.reject(err);
        opts.onFatal(err);
      }
    }
    draining = false;
  }

  /** A batch run in memory, waiting for its commit. */
  interface Run {
    batch: Pending[];
    results: (Outcome | { bug: unknown })[];
    /** hooks of accepted commands, by record */
    after: ((() => void) | undefined)[];
    records: JournalRecord[];
    /** the index in `batch` of each record's command */
    commandOf: number[];
    createdAt: Date;
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

  /**
   * Commits a batch run and answers its commands; false when memory had to be rebuilt from the tables.
   * If the database refuses the batch, its records are written again one at a time: those before the
   * first one it refuses are committed, that command is refused (`COMMAND_NOT_STORABLE`), the commands
   * after it in the batch are refused as `COMMAND_RETRY` (they ran on a state that will not be kept), and
   * memory is rebuilt from the tables. Throws only when the database cannot commit at all, or this node no
   * longer leads (`Fenced`).
   */
  async function commitRun({ batch, results, after, records, commandOf, createdAt }: Run): Promise<boolean> {
    const unfit = records.findIndex((r) => unstorable(r) !== undefined);
    let committed = records.length;
    let error: unknown;
    /** the log's row of the first `n` records, and the tree once they are appended */
    const logOf = (n: number) => logRow(records.slice(0, n), createdAt);
    if (unfit >= 0) {
      error = new Error(unstorable(records[unfit]!));
      committed = (await persistPrefix(db, records, unfit, (n) => logOf(n).row, leaseEpoch)).committed;
    } else if (records.length > 0) {
      const whole = logOf(records.length);
      try {
        await persistBatch(db, records, whole.row, leaseEpoch);
        log.adopt(whole.tree);
      } catch (err) {
        if (err instanceof Fenced) throw err;
        error = err;
        const prefix = await persistPrefix(db, records, records.length, (n) => logOf(n).row, leaseEpoch);
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
    return committed === records.length;
  }

  /** A batch's row of the command log: its commands, their digests, the tree's root after them. */
  function logRow(records: JournalRecord[], createdAt: Date) {
    const digests = records.map((r) => digestBytes(r.hash));
    const tree = log.append(digests);
    const commands: LoggedCommand[] = records.map((r) => [
      r.id,
      r.command!.kind,
      r.command!.args,
      r.command!.caller,
      r.idempotencyKey,
    ]);
    const row: LogRow = {
      firstId: records[0]?.id ?? lastId + 1,
      lastId: records.at(-1)?.id ?? lastId,
      createdAt,
      commands: deflateRawSync(JSON.stringify(commands)),
      digests: Buffer.concat(digests),
      root: tree.root,
      tiles: tree.tiles,
    };
    return { row, tree };
  }

  /**
   * Memory as the tables have it: the ledger, the log's tree, then every product's state, all read in one
   * snapshot (a follower reloads while the writer commits).
   */
  async function reload() {
    await db.tx(async (q) => {
      await q.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
      const state = await loadState(q);
      for (const [id, decimals] of state.scales) scales.set(id, decimals);
      ledger.restore(state.balances, state.holds, state.demoUsers);
      lastId = state.lastEntryId;
      await log.load(q, lastId, leading);
      for (const fn of reloaders) await fn(q);
    });
  }

  /**
   * This node was deposed while it ran `waiting` (its last batch was not kept): memory goes back to the
   * tables, the node follows the journal, and each waiting command is sent to the new writer.
   */
  async function stepDown(waiting: Pending[]) {
    const was = leading;
    leading = false;
    keys.clear();
    if (was) events.emit("stepped-down");
    try {
      await serially(reload);
    } catch (err) {
      stopped = err;
      for (const p of waiting) p.reject(err);
      opts.onFatal(err);
      return;
    }
    for (const p of waiting) {
      if (!p.job.command) p.resolve(failure("COMMAND_RETRY"));
      else relay(p.job.command).then(p.resolve, p.reject);
    }
  }

  /**
   * A transaction of the writer's own rows beyond commands (the tick log and candles, job runs, published
   * heads), fenced as every commit is: refused (`Fenced`) unless this node leads, and kept only while it
   * holds the lease at its epoch. A writer found deposed this way steps down as at a fenced commit.
   */
  const writerTx: WriterTx = async (fn, options) => {
    if (!leading || stopped) throw new Fenced(leaseEpoch);
    try {
      return await fencedTx(db, leaseEpoch, fn, options);
    } catch (err) {
      if (err instanceof Fenced && leading) await stepDown([]);
      throw err;
    }
  };

  /** Runs `fn` after the follower's work already queued, and before any queued after it. */
  function serially(fn: () => Promise<void>): Promise<void> {
    following = following.then(fn, fn);
    return following;
  }

  /** Applies every entry the writer committed after the last one applied (a follower). */
  function catchUp(): Promise<void> {
    return serially(applyNew);
  }

  async function applyNew() {
    for (;;) {
      if (leading || stopped) return;
      const batches = await db.query<LogBatch>(
        `SELECT first_id, last_id, created_at, commands, digests, root FROM core_log
         WHERE first_id > $1 ORDER BY first_id LIMIT ${FOLLOW_PAGE}`,
        [lastId],
      );
      let diverged = false;
      for (const batch of batches) {
        if (!applyBatch(batch)) {
          diverged = true;
          break;
        }
      }
      // a gap, or an entry that does not come out the same: start over from the tables (the digests and
      // the tree's root make any difference visible)
      if (diverged) {
        events.emit("resync");
        await reload();
        continue;
      }
      if (batches.length < FOLLOW_PAGE) return;
    }
  }

  /**
   * One batch of the log through its handlers, exactly as the writer ran it; false when it differs (its
   * entries then stay in memory until the reload that follows).
   */
  function applyBatch(batch: LogBatch): boolean {
    if (Number(batch.first_id) !== lastId + 1) return false;
    const records: JournalRecord[] = [];
    const after: ((() => void) | undefined)[] = [];
    const createdAt = new Date(batch.created_at);
    let same = true;
    try {
      const commands = JSON.parse(inflateRawSync(batch.commands).toString("utf8")) as LoggedCommand[];
      for (const [i, [id, kind, args, caller, key]] of commands.entries()) {
        const command: Command = { kind, args, caller, ...(key ? { idempotencyKey: key } : {}) };
        const result = id === lastId + 1 ? runCommand(command, createdAt) : failure("COMMAND_INVALID");
        if (!result.ok) return false;
        const record = recordOf(command, result, id, createdAt);
        lastId = id;
        records.push(record);
        after.push(result.committed);
        if (key) remember(key, { entryId: id, reply: result.reply });
        if (!digestBytes(record.hash).every((b, j) => b === batch.digests[i * 32 + j])) {
          same = false;
          break;
        }
      }
    } catch {
      same = false;
    }
    const tree = same ? log.append(records.map((r) => digestBytes(r.hash))) : undefined;
    if (!tree || lastId !== Number(batch.last_id) || !tree.root.every((b, j) => b === batch.root[j]))
      same = false;
    else log.adopt(tree);
    for (const hook of after) hook?.();
    if (records.length > 0) events.emit("committed", records);
    return same;
  }

  /** Waits until this follower has applied entry `entryId` (a forwarded command's), briefly. */
  async function applied(entryId: number) {
    for (let i = 0; i < 100 && !leading && lastId < entryId; i++) {
      await catchUp();
      if (lastId < entryId) await new Promise((r) => setTimeout(r, 10));
    }
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
    stateDigest,
    scales: scales as Scales,
    /**
     * A currency created by a command (an IEO project's token): its scale is known from that command on.
     * Called by the command's handler, so a follower replaying it learns the scale at the same entry.
     */
    defineCurrency(id: number, decimals: number) {
      scales.set(id, decimals);
    },
    hold: (id: string) => ledger.hold(id),
    /** One user's non-zero balances, every account and bucket. */
    balancesOf: (user: number) => ledger.balancesOf(user),
    /** Whether a user is a demo account (its money in the demo namespace). */
    isDemoUser: (user: number) => ledger.isDemoUser(user),
    /**
     * Registers how a product re-reads its in-memory state from its tables. After a command is refused
     * because its rows could not be stored, the core rebuilds the ledger and then calls these, in
     * registration order, before running anything else: memory equals the database again. A product
     * updates the objects it already holds in place, so code holding one sees the reloaded state.
     */
    onReload(fn: (q: Queryable) => Promise<void>) {
      reloaders.push(fn);
    },
    writerTx,
    /**
     * The journal as a Merkle log (RFC 9162), as this node has applied it: size, root, and inclusion and
     * consistency proofs read from the tree's tiles.
     */
    log: {
      size: log.size,
      root: log.root,
      rootAt: log.rootAt,
      inclusionProof: log.inclusionProof,
      consistencyProof: log.consistencyProof,
    },
    /** Whether this node is the writer now. */
    get leading() {
      return leading;
    },
    /** The last journal entry this node's memory reflects. */
    lastEntryId: () => lastId,
    /**
     * Makes this node the writer: memory is rebuilt from the tables (the previous writer is fenced, so
     * they are final) and every commit is fenced by the lease's `epoch`.
     */
    async lead(epoch?: number) {
      await serially(async () => {
        leaseEpoch = epoch;
        keys.clear();
        await reload();
        leading = true;
      });
    },
    /** Makes this node a follower from a snapshot of the tables (at start, as a front or standby). */
    async follow() {
      leading = false;
      await serially(reload);
    },
    catchUp,
    /** Where a follower sends its commands (the writer, through the cluster's broker). */
    forwardWith(fn: (command: Command) => Promise<Answer<unknown>>) {
      forward = fn;
    },
    /** Waits for queued commands; afterwards new ones are refused. */
    async stop() {
      while (draining) await new Promise((r) => setTimeout(r, 5));
      stopped ??= new Error("core stopped");
      await following;
    },
    accountOwner: parseAccountKey,
    genesis: GENESIS_HASH,
  };
}

export type Core = Awaited<ReturnType<typeof createCore>>;
