/**
 * A long command log written through the money core itself: `users` users credited once, then wallet-style
 * transfers (`ledgerOps`: change → micro, 1 unit, each a full journal entry with two postings) until the
 * log holds `entries` entries, submitted `wave` at a time so the core commits full batches of 500 (a log
 * already written by it goes on to `entries`). What the log-proof and recovery benchmarks stand on: real
 * `core_log` rows, tiles and journal rows.
 */
import { performance } from "node:perf_hooks";
import { ledgerOps } from "../../apps/server/src/core/core.test-support.ts";
import { createCore } from "../../apps/server/src/core/core.ts";
import type { Db } from "../../apps/server/src/db/db.ts";

export async function writeLongLog(
  db: Db,
  entries: number,
  {
    users = 100,
    wave = 5_000,
    progress,
  }: { users?: number; wave?: number; progress?: (done: number) => void } = {},
) {
  const started = performance.now();
  const core = await createCore({
    db,
    clock: () => new Date(),
    onFatal: (err) => {
      throw err;
    },
  });
  const send = ledgerOps(core);
  // a log already written here goes on with its users
  const existing = await db.query<{ id: string }>(
    "SELECT id::text AS id FROM users WHERE email LIKE 'log%@bench.test' ORDER BY id",
  );
  const rows =
    existing.length > 0
      ? existing
      : await db.query<{ id: string }>(
          `INSERT INTO users (email, password_hash, invite_code)
           SELECT 'log' || g || '@bench.test', 'x', 'LOG' || g FROM generate_series(1, $1) g RETURNING id::text AS id`,
          [users],
        );
  const ids = rows.map((r) => Number(r.id));
  const must = (r: { ok: boolean }) => {
    if (!r.ok) throw new Error(`long log: a command was refused: ${JSON.stringify(r)}`);
  };
  if (existing.length === 0)
    for (const id of ids.slice(0, Math.min(ids.length, entries)))
      must(await send({ op: "credit", user: id, amount: String(10n ** 15n) }));
  let next = 0;
  let lastReport = 0;
  while (core.lastEntryId() < entries) {
    const n = Math.min(wave, entries - core.lastEntryId());
    const answers = await Promise.all(
      Array.from({ length: n }, () => send({ op: "transfer", user: ids[next++ % ids.length]!, amount: "1" })),
    );
    answers.forEach(must);
    if (progress && core.lastEntryId() - lastReport >= 100_000) {
      lastReport = core.lastEntryId();
      progress(lastReport);
    }
  }
  const size = core.log.size();
  const root = core.log.root();
  const digest = core.stateDigest();
  await core.stop();
  return { entries: size, root, digest, seconds: (performance.now() - started) / 1000 };
}
