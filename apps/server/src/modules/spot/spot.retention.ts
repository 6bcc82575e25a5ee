import type { WriterTx } from "../../core/lease.ts";
import { createRetention } from "../../jobs/retention.ts";

const DAY_MS = 86_400_000;

/**
 * The order history's retention: spot orders cancelled with nothing filled (no trade names them) are
 * deleted `days` after they ended; filled and partly filled orders stay, as do younger ones, so a user's
 * recent cancelled orders read as before. Each batch of at most `batchSize` rows is its own transaction of
 * the writer (`core.writerTx`: a deposed writer deletes nothing), at most `maxBatches` per run. The job runs
 * at every scheduler check while a backlog is left, then at most once per `pauseMs`. The order holding the
 * highest number of the order id sequence is never deleted, so a restart hands out the ids a replay would.
 */
export function createOrderRetention({
  writerTx,
  days,
  batchSize = 1000,
  maxBatches = 20,
  pauseMs = 3_600_000,
}: {
  writerTx: WriterTx;
  days: number;
  batchSize?: number;
  maxBatches?: number;
  pauseMs?: number;
}) {
  return createRetention({
    keepMs: days * DAY_MS,
    batchSize,
    maxBatches,
    pauseMs,
    batch: (before, limit) =>
      writerTx(async (q) => {
        const rows = await q.query<{ n: number }>(
          `WITH last AS (SELECT max(id) AS id FROM spot_orders),
           gone AS (
             DELETE FROM spot_orders WHERE id IN (
               SELECT o.id FROM spot_orders o, last
               WHERE o.status = 'cancelled' AND o.filled = 0 AND o.updated_at < $1
                 AND o.id < last.id AND (o.queue_seq IS NULL OR o.queue_seq < last.id)
                 AND NOT EXISTS (SELECT 1 FROM spot_trades t WHERE t.maker_order = o.id)
                 AND NOT EXISTS (SELECT 1 FROM spot_trades t WHERE t.taker_order = o.id)
               ORDER BY o.updated_at LIMIT $2)
             RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [before, limit],
        );
        return rows[0]?.n ?? 0;
      }),
  });
}
