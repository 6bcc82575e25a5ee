import type { Db } from "../db/db.ts";

/** Thrown by a commit whose writer no longer holds the lease: nothing of that transaction is kept. */
export class Fenced extends Error {
  constructor(readonly epoch: number) {
    super(`the money writer's lease (epoch ${epoch}) was taken over: this node may not commit`);
  }
}

/** The database's refusal of a commit by a deposed writer (`writer_fence`), as `Fenced`. */
export function fencedError(err: unknown, epoch: number | undefined): Fenced | undefined {
  return epoch !== undefined && (err as { code?: unknown } | null)?.code === "BF001"
    ? new Fenced(epoch)
    : undefined;
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
