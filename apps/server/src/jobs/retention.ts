/**
 * A retention job: deletes, `batchSize` rows at a time, what ended before `now - keepMs`, at most
 * `maxBatches` batches a run. `batch(before, limit)` deletes one batch (its own transaction of the writer)
 * and answers how many rows went. As a due job it runs at every scheduler check while a backlog is left,
 * then at most once per `pauseMs`.
 */
export function createRetention({
  batch,
  keepMs,
  batchSize,
  maxBatches = 20,
  pauseMs = 3_600_000,
}: {
  batch: (before: Date, limit: number) => Promise<number>;
  keepMs: number;
  batchSize: number;
  maxBatches?: number;
  pauseMs?: number;
}) {
  /** when the last run found the backlog done (ms), so the next waits `pauseMs` */
  let caughtUpAt: number | undefined;

  /** Deletes up to `maxBatches` batches of what is due at `now`; answers how many rows went. */
  async function prune(now: Date): Promise<number> {
    if (keepMs <= 0) return 0;
    const before = new Date(now.getTime() - keepMs);
    let deleted = 0;
    for (let i = 0; i < maxBatches; i++) {
      const n = await batch(before, batchSize);
      deleted += n;
      if (n < batchSize) {
        caughtUpAt = now.getTime();
        return deleted;
      }
    }
    caughtUpAt = undefined;
    return deleted;
  }

  return {
    prune,
    /** The scheduler's due job. */
    async due(now: Date): Promise<number> {
      if (caughtUpAt !== undefined && now.getTime() - caughtUpAt < pauseMs) return 0;
      return prune(now);
    },
  };
}
