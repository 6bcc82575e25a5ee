import type { Db, Queryable } from "../db/db.ts";

/**
 * Thrown by a write of a writer that no longer holds the lease (a commit, or a `fencedTx`): nothing of
 * that transaction is kept. Without an epoch: this node does not lead, so it may not write at all.
 */
export class Fenced extends Error {
  constructor(readonly epoch: number | undefined) {
    super(
      epoch === undefined
        ? "this node does not hold the money writer's lease: it may not write the writer's rows"
        : `the money writer's lease (epoch ${epoch}) was taken over: this node may not commit`,
    );
  }
}

/** The database's refusal of a commit by a deposed writer (`writer_fence`), as `Fenced`. */
export function fencedError(err: unknown, epoch: number | undefined): Fenced | undefined {
  return epoch !== undefined && (err as { code?: unknown } | null)?.code === "BF001"
    ? new Fenced(epoch)
    : undefined;
}

/** How a writer's transaction reads: `snapshot`, every statement sees one state (REPEATABLE READ). */
export interface WriterTxOptions {
  snapshot?: boolean;
}

/**
 * One transaction of the writer's own rows beyond the journal (the tick log, candles, the feed's state,
 * job runs, published heads): committed only while this node leads at its lease's epoch, else `Fenced`
 * with nothing kept. The core gives it (`core.writerTx`) to whatever only the writer does.
 */
export type WriterTx = <T>(fn: (q: Queryable) => Promise<T>, options?: WriterTxOptions) => Promise<T>;

/**
 * Runs `fn` in one transaction fenced as the core's commits are: its first statement is `writer_fence`,
 * which share-locks the lease's row until the transaction ends (a takeover waits for it) and fails
 * unless the lease is still at `epoch`, so a deposed writer keeps nothing of it (`Fenced`). Without an
 * epoch (no lease decides the writer: one node by construction, tests) it is a plain transaction.
 */
export async function fencedTx<T>(
  db: Db,
  epoch: number | undefined,
  fn: (q: Queryable) => Promise<T>,
  options: WriterTxOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let fenceHeld = false;
    try {
      return await db.tx(async (q) => {
        if (options.snapshot) await q.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
        if (epoch !== undefined) await q.query("SELECT writer_fence($1::bigint)", [epoch]);
        fenceHeld = true;
        return fn(q);
      });
    } catch (err) {
      const fenced = fencedError(err, epoch);
      if (fenced) throw fenced;
      // In a snapshot, the lease's own renewal committed while the fence waited for its row is a
      // serialization failure of the fence, before anything of `fn` ran: the transaction is tried again.
      const code = (err as { code?: unknown } | null)?.code;
      if (options.snapshot && !fenceHeld && code === "40001" && attempt < 3) continue;
      throw err;
    }
  }
}

/**
 * The money writer's lease (table `writer_lease`): the node holding an unexpired lease leads. Taking it
 * bumps the epoch; every commit checks its epoch under a share lock (`writer_fence`, in the journal's
 * insert), so a takeover waits for a commit in progress and every later commit of the old writer fails. Times are the database's clock.
 */
export function createLease(db: Db, opts: { node: string; ttlMs: number }) {
  const ttl = `${Math.max(1, Math.round(opts.ttlMs))} milliseconds`;
  return {
    node: opts.node,
    ttlMs: opts.ttlMs,
    /**
     * Takes the lease if it is free (expired, or already this node's), or unconditionally when `force`
     * (a node that is the only writer by configuration). Answers the new epoch, or undefined.
     */
    async acquire(force = false): Promise<number | undefined> {
      const [row] = await db.query<{ epoch: number }>(
        `UPDATE writer_lease SET epoch = epoch + 1, holder = $1, expires_at = now() + $2::interval
         WHERE id = 1 AND ($3 OR expires_at < now() OR holder = $1) RETURNING epoch`,
        [opts.node, ttl, force],
      );
      return row ? Number(row.epoch) : undefined;
    },
    /** Extends the lease held at `epoch`; false when another node took it meanwhile. */
    async renew(epoch: number): Promise<boolean> {
      const rows = await db.query(
        "UPDATE writer_lease SET expires_at = now() + $2::interval WHERE id = 1 AND epoch = $1 RETURNING 1",
        [epoch, ttl],
      );
      return rows.length > 0;
    },
    /** Gives the lease up at once (a clean stop), so that a standby need not wait for it to expire. */
    async release(epoch: number): Promise<void> {
      await db.query("UPDATE writer_lease SET expires_at = '-infinity' WHERE id = 1 AND epoch = $1", [epoch]);
    },
    /** Who holds the lease now (for status pages and tests). */
    async holder(): Promise<{ epoch: number; holder: string; live: boolean }> {
      const [row] = await db.query<{ epoch: number; holder: string; live: boolean }>(
        "SELECT epoch, holder, expires_at > now() AS live FROM writer_lease WHERE id = 1",
      );
      return { epoch: Number(row!.epoch), holder: row!.holder, live: row!.live };
    },
  };
}

export type Lease = ReturnType<typeof createLease>;
