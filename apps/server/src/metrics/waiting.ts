import type { Db } from "../db/db.ts";
import type { ChainService } from "../modules/chain/index.ts";
import type { Metrics } from "./registry.ts";

/** How long a read of the database serves scrapes before it is read again. */
export const DATABASE_READ_TTL_MS = 5000;

interface DatabaseRead {
  deposits: number;
  withdrawals: number;
  /** the highest block the chain watcher scanned, when a chain is watched */
  scanned: bigint | undefined;
}

/**
 * One small read of the database, shared by every scrape for `ttlMs`: the deposits and withdrawals
 * waiting for an operator (by their state's index) and the chain watcher's last scanned block (by
 * the blocks' key). A read that fails is logged and its gauges left empty until the next one.
 */
function cachedRead(
  db: Db,
  chain: () => ChainService | undefined,
  onError: (err: unknown) => void,
  ttlMs: number,
): () => Promise<DatabaseRead | undefined> {
  let last: { at: number; read: Promise<DatabaseRead | undefined> } | undefined;
  async function read(): Promise<DatabaseRead | undefined> {
    try {
      const [row] = await db.query<{ deposits: number; withdrawals: number }>(
        `SELECT (SELECT count(*)::int FROM deposit_requests WHERE state = 'review') AS deposits,
                (SELECT count(*)::int FROM withdrawal_requests WHERE state = 'pending' AND chain_state IS NULL) AS withdrawals`,
      );
      const family = chain()?.family;
      const [block] = family
        ? await db.query<{ n: string | null }>(
            "SELECT max(number)::text AS n FROM chain_blocks WHERE chain = $1",
            [family],
          )
        : [];
      return {
        deposits: row?.deposits ?? 0,
        withdrawals: row?.withdrawals ?? 0,
        scanned: block?.n ? BigInt(block.n) : undefined,
      };
    } catch (err) {
      onError(err);
      return undefined;
    }
  }
  return () => {
    const now = performance.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, read: read() };
    return last.read;
  };
}

/**
 * What waits for an operator (deposits to review, withdrawals to approve) and, when a chain is watched,
 * the watcher on this node (the writer): blocks behind the node's head, whether its last pass failed,
 * seconds since its last complete pass.
 */
export function databaseCollectors(
  metrics: Metrics,
  deps: {
    db: Db;
    clock: () => Date;
    chain: () => ChainService | undefined;
    onError: (err: unknown) => void;
    ttlMs?: number;
  },
) {
  const read = cachedRead(deps.db, deps.chain, deps.onError, deps.ttlMs ?? DATABASE_READ_TTL_MS);
  metrics.gauge({
    name: "bourse_deposits_waiting",
    help: "Deposit requests waiting for an operator's review",
    collect: async (g) => {
      const r = await read();
      if (r) g.set(r.deposits);
    },
  });
  metrics.gauge({
    name: "bourse_withdrawals_waiting",
    help: "Withdrawal requests waiting for an operator's approval",
    collect: async (g) => {
      const r = await read();
      if (r) g.set(r.withdrawals);
    },
  });

  /** the watcher's state on this node, or undefined where it does not run (no chain, a follower) */
  const watcher = () => {
    const chain = deps.chain();
    const status = chain?.watcherStatus();
    return chain && status && status.head !== null
      ? { chain: chain.family, ...status, head: status.head }
      : undefined;
  };
  metrics.gauge({
    name: "bourse_chain_watcher_lag_blocks",
    help: "Blocks between the chain node's head and the last block the watcher scanned",
    labelNames: ["chain"],
    collect: async (g) => {
      const w = watcher();
      const scanned = w && (await read())?.scanned;
      if (w && scanned !== undefined) g.set({ chain: w.chain }, Number(w.head - scanned));
    },
  });
  metrics.gauge({
    name: "bourse_chain_watcher_error",
    help: "1 while the chain watcher's last pass failed (the node unreachable, a refused call)",
    labelNames: ["chain"],
    collect: (g) => {
      const w = watcher();
      if (w) g.set({ chain: w.chain }, w.lastError === null ? 0 : 1);
    },
  });
  metrics.gauge({
    name: "bourse_chain_watcher_last_scan_age_seconds",
    help: "Seconds since the chain watcher's last complete pass",
    labelNames: ["chain"],
    collect: (g) => {
      const w = watcher();
      if (w?.lastScanAt) g.set({ chain: w.chain }, (deps.clock().getTime() - w.lastScanAt.getTime()) / 1000);
    },
  });
}
