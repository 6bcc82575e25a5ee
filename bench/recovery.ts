/**
 * Restart time of the money writer with a long command log: LOG_ENTRIES (1,000,000) entries written
 * through the core (`ledgerOps`: 100 users credited, then transfers), then `createCore` on the tables as a
 * restarted writer does it (balances, open holds, the last entry, the tree's right edge from its tiles and
 * the last digests), the median of RESTART_RUNS (5), checked to come back to the same state digest. Also
 * measured at a tenth of the log, on the way: a restart should not grow with the log. The reference, in
 * the same run on the same tables: the same core started empty with `fromStart: true` and `catchUp()`
 * replaying the whole command log (state as a function of the log, no snapshot), checked to reach the same
 * state digest. On a fresh PostgreSQL database (DATABASE_URL's server, PG_ADMIN_URL or the local one;
 * skipped with a message when none can be created) and on a fresh PGlite data directory.
 */
import { performance } from "node:perf_hooks";
import { ledgerOps } from "../apps/server/src/core/core.test-support.ts";
import { createCore } from "../apps/server/src/core/core.ts";
import type { Db } from "../apps/server/src/db/db.ts";
import { freshPglite, freshPostgres, median } from "./lib/databases.ts";
import { writeLongLog } from "./lib/long-log.ts";

const ENTRIES = Number(process.env.LOG_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.RESTART_RUNS ?? 5);
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const options = (db: Db) => ({
  db,
  clock: () => new Date(),
  onFatal: (err: unknown) => {
    throw err;
  },
});

/** A writer started on the tables, RUNS times: the median time in ms; each must reach `digest`. */
async function restart(db: Db, digest: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const core = await createCore(options(db));
    times.push(performance.now() - started);
    if (core.stateDigest() !== digest) throw new Error("a restarted writer's state differs from the log's");
    await core.stop();
  }
  return median(times);
}

async function run(name: string, db: Db) {
  const tenth = await writeLongLog(db, Math.floor(ENTRIES / 10));
  const early = await restart(db, tenth.digest);
  const written = await writeLongLog(db, ENTRIES, {
    progress: (n) => console.log(`  recovery (${name}): ${fmt(n)} entries written`),
  });
  const late = await restart(db, written.digest);
  const [state] = await db.query<{ balances: number; holds: number; rows: number; tiles: number }>(
    `SELECT (SELECT count(*) FROM ledger_balances)::int AS balances,
       (SELECT count(*) FROM ledger_holds WHERE state = 'pending')::int AS holds,
       (SELECT count(*) FROM core_log)::int AS rows, (SELECT count(*) FROM merkle_tiles)::int AS tiles`,
  );
  // the reference: every entry replayed through its handler from an empty memory
  const started = performance.now();
  const follower = await createCore({ ...options(db), fromStart: true });
  ledgerOps(follower);
  await follower.catchUp();
  const replay = (performance.now() - started) / 1000;
  if (follower.lastEntryId() !== written.entries || follower.stateDigest() !== written.digest)
    throw new Error(`the replay reached entry ${follower.lastEntryId()} with another state`);
  await follower.stop();
  console.log(
    `recovery (${name}): writer restart on the tables ${late.toFixed(0)} ms with ${fmt(written.entries)} log entries` +
      ` (${early.toFixed(0)} ms at ${fmt(tenth.entries)}; median of ${RUNS}; ${fmt(state!.balances)} balances, ${fmt(state!.holds)} open holds, ${fmt(state!.rows)} log rows, ${fmt(state!.tiles)} tiles)`,
  );
  console.log(
    `  reference: fromStart + catchUp replaying the whole log ${replay.toFixed(1)} s (${fmt(written.entries / replay)} entries/s)   ratio ${((replay * 1000) / late).toFixed(0)}x; both reach the writer's state digest`,
  );
}

const pg = await freshPostgres("bench_recovery");
if ("skipped" in pg) console.log(`recovery (PostgreSQL): skipped (${pg.skipped})`);
else {
  try {
    await run("PostgreSQL", pg.db);
  } finally {
    await pg.drop();
  }
}
const lite = await freshPglite();
try {
  await run("PGlite", lite.db);
} finally {
  await lite.drop();
}
