import { EventEmitter } from "node:events";
import { Ledger, parseAccountKey } from "@bourse/engine";
import type { Db, Queryable } from "../db/db.ts";
import { failure } from "../http/outcome.ts";
import type { Answer, Caller, Command, Handler } from "./command.ts";
import { createCommit, type RefusedInfo } from "./commit.ts";
import { createExecution, type Pending } from "./execution.ts";
import { createFollowing } from "./following.ts";
import { GENESIS_HASH } from "./journal.ts";
import { Fenced, fencedTx, type WriterTx } from "./lease.ts";
import { createMerkleLog } from "./merkle-log.ts";
import { createQueue } from "./queue.ts";
import { loadState } from "./recovery.ts";
import type { Scales } from "./units.ts";

/** Told of each batch the writer committed (monitoring); it must not throw or block. */
export interface CoreObserver {
  /** `commands` committed together (some possibly refused), whose commit took `seconds` */
  batchCommitted(commands: number, seconds: number): void;
}

/** The id of the hold a command opens: unique because entry ids are. */
export const holdId = (ctx: { entryId: number }) => `h${ctx.entryId}`;

export interface CoreOptions {
  db: Db;
  clock: () => Date;
  /** Called when a batch cannot be committed: the memory is then ahead of the database. */
  onFatal: (err: unknown) => void;
  maxBatch?: number;
  /** Told of each command refused because its rows could not be stored. */
  onRefused?: (info: RefusedInfo) => void;
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
  const loaded = await loadState(db);
  const state = opts.fromStart ? { ...loaded, balances: [], holds: [], lastEntryId: 0 } : loaded;
  const ledger = new Ledger();
  ledger.restore(state.balances, state.holds, state.demoUsers);
  /** currency scales: read again with the ledger (an operator may add a currency on any node) */
  const scales = new Map(state.scales);
  /** the journal as a Merkle log: this node's edge of the tree, proofs from its tiles */
  const log = createMerkleLog(db);
  const exec = createExecution({ db, ledger, scales, log, clock, lastEntryId: state.lastEntryId });
  /** whether this node is the writer; a follower applies the journal instead */
  let leading = !opts.fromStart && (opts.leading ?? true);
  await log.load(db, exec.lastId(), leading);
  /**
   * the lease's epoch every commit checks while a lease decides the writer; kept when this node stops
   * leading, so that anything it still commits is fenced by the database rather than let through
   */
  let leaseEpoch: number | undefined = opts.fence;
  /** where a follower's commands go (the writer, over the cluster's broker) */
  let forward: ((command: Command) => Promise<Answer<unknown>>) | undefined;
  /** `committed` (records): after each durable batch, for realtime notices */
  const events = new EventEmitter();
  /** products' in-memory state, re-read from the tables after a refused command (see `reload`) */
  const reloaders: ((q: Queryable) => Promise<void>)[] = [];

  const following = createFollowing({
    db,
    log,
    exec,
    events,
    active: () => !leading && !queue.stopped(),
    reload,
  });
  const { commitRun } = createCommit({
    db,
    log,
    exec,
    events,
    epoch: () => leaseEpoch,
    reload,
    ...(opts.onRefused ? { onRefused: opts.onRefused } : {}),
  });
  const observers: CoreObserver[] = [];
  const queue = createQueue({
    maxBatch: opts.maxBatch ?? 500,
    exec,
    commitRun: async (run) => {
      const started = performance.now();
      const kept = await commitRun(run);
      const seconds = (performance.now() - started) / 1000;
      for (const o of observers) o.batchCommitted(run.batch.length, seconds);
      return kept;
    },
    reload,
    stepDown,
    onFatal: opts.onFatal,
  });

  /**
   * Answers once every command queued before it is committed and answered; on a follower, once every
   * entry committed so far is applied.
   */
  async function flush(): Promise<void> {
    if (leading) await queue.enqueue({});
    else await following.catchUp();
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
    return leading ? queue.enqueue({ command }) : relay(command);
  }

  async function relay(command: Command): Promise<Answer<unknown>> {
    if (!forward) return failure("COMMAND_RETRY");
    const answer = await forward(command);
    if (answer.ok) await following.applied(answer.entryId);
    return answer;
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
      // a currency defined by a command whose rows were refused is not the tables': forgotten
      for (const id of [...scales.keys()]) if (!state.scales.has(id)) scales.delete(id);
      ledger.restore(state.balances, state.holds, state.demoUsers);
      exec.restartAt(state.lastEntryId);
      await log.load(q, state.lastEntryId, leading);
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
    exec.forgetAll();
    if (was) events.emit("stepped-down");
    try {
      await following.serially(reload);
    } catch (err) {
      queue.stop(err);
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
    if (!leading || queue.stopped()) throw new Fenced(leaseEpoch);
    try {
      return await fencedTx(db, leaseEpoch, fn, options);
    } catch (err) {
      if (err instanceof Fenced && leading) await stepDown([]);
      throw err;
    }
  };

  /** A user's balance in one account kind and bucket, in units of the currency's scale. */
  function balance(account: string, currency: number): bigint {
    return ledger.balance(account, currency);
  }

  return {
    /** Registers the handler of one kind of command; the writer runs it for every command of that kind. */
    register: exec.register,
    flush,
    submit,
    send,
    events,
    balance,
    stateDigest: exec.stateDigest,
    scales: scales as Scales,
    /**
     * A currency created by a command (an IEO project's token, a currency an operator adds): its scale is
     * known from that command on.
     * Called by the command's handler, so a follower replaying it learns the scale at the same entry.
     */
    defineCurrency(id: number, decimals: number) {
      scales.set(id, decimals);
    },
    /**
     * The id a currency created by a command takes: the next after every currency known at this entry,
     * so the writer and a follower replaying the command hand out the same one.
     */
    nextCurrencyId: () => Math.max(0, ...scales.keys()) + 1,
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
    /** Registers an observer of the writer's batches (monitoring). */
    observe(observer: CoreObserver) {
      observers.push(observer);
    },
    /** How many commands wait for the writer's next batch (0 on a follower). */
    queueDepth: queue.depth,
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
    lastEntryId: exec.lastId,
    /**
     * Makes this node the writer: memory is rebuilt from the tables (the previous writer is fenced, so
     * they are final) and every commit is fenced by the lease's `epoch`.
     */
    async lead(epoch?: number) {
      await following.serially(async () => {
        leaseEpoch = epoch;
        exec.forgetAll();
        await reload();
        leading = true;
      });
    },
    /** Makes this node a follower from a snapshot of the tables (at start, as a front or standby). */
    async follow() {
      leading = false;
      await following.serially(reload);
    },
    catchUp: following.catchUp,
    /** Where a follower sends its commands (the writer, through the cluster's broker). */
    forwardWith(fn: (command: Command) => Promise<Answer<unknown>>) {
      forward = fn;
    },
    /** Waits for queued commands; afterwards new ones are refused. */
    async stop() {
      await queue.drained();
      queue.stop(new Error("core stopped"));
      await following.settled();
    },
    accountOwner: parseAccountKey,
    genesis: GENESIS_HASH,
  };
}

export type Core = Awaited<ReturnType<typeof createCore>>;
