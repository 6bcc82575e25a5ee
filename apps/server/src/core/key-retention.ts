import { createRetention } from "../jobs/retention.ts";
import type { WriterTx } from "./lease.ts";

const DAY_MS = 86_400_000;

/**
 * The retention of the keys the cluster's broker gives forwarded commands (`fwd:`, see `cluster/bus.ts`).
 * Such a key only guards against a second delivery of its command, which can come only while its sender
 * waits (seconds): the order events' keys of that kind (`command_keys`) are deleted a day after their
 * entry, each batch its own transaction of the writer. Clients' own keys stay.
 */
export function createForwardedKeyRetention({
  writerTx,
  keepMs = DAY_MS,
  batchSize = 5000,
}: {
  writerTx: WriterTx;
  keepMs?: number;
  batchSize?: number;
}) {
  return createRetention({
    keepMs,
    batchSize,
    batch: (before, limit) =>
      writerTx(async (q) => {
        const rows = await q.query<{ n: number }>(
          `WITH edge AS (SELECT last_id FROM core_log WHERE created_at < $1 ORDER BY first_id DESC LIMIT 1),
           gone AS (
             DELETE FROM command_keys WHERE key IN (
               SELECT key FROM command_keys, edge
               WHERE key LIKE 'fwd:%' AND entry_id <= edge.last_id LIMIT $2)
             RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [before, limit],
        );
        return rows[0]?.n ?? 0;
      }),
  });
}
