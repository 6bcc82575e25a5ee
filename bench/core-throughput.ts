/**
 * Transfers per second through the money core: the same workload committed in batches (group commit)
 * and one command per transaction, in the same run on the same kind of database: embedded PGlite, or a
 * fresh schema on the PostgreSQL of DATABASE_URL (where each commit waits for the disk).
 */
import { performance } from "node:perf_hooks";
import { ledgerOps } from "../apps/server/src/core/core.test-support.ts";
import { createCore } from "../apps/server/src/core/core.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { testDb } from "../apps/server/src/testing/harness.ts";

const USERS = 50;
const TRANSFERS = 4000;

async function measure(maxBatch: number | undefined): Promise<number> {
  const db = await testDb();
  await migrate(db);
  const core = await createCore({
    db,
    clock: () => new Date(),
    onFatal: (e) => {
      throw e;
    },
    maxBatch,
  });
  const send = ledgerOps(core);
  const users: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, invite_code) VALUES ($1, 'x', $2) RETURNING id",
      [`bench${i}@bourse.test`, `BENCH${String(i).padStart(3, "0")}`],
    );
    users.push(row!.id);
    await send({ op: "credit", user: row!.id, amount: String(10n ** 12n) });
  }
  const started = performance.now();
  await Promise.all(
    Array.from({ length: TRANSFERS }, (_, i) => {
      const user = users[i % USERS]!;
      return send({ op: "transfer", user, amount: "1000" });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await core.stop();
  await db.close();
  return TRANSFERS / seconds;
}

const batched = await measure(undefined);
const single = await measure(1);
const where = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(
  `core (${where}): ${batched.toFixed(0)} transfers/s with group commit   reference ${single.toFixed(0)} transfers/s one per transaction   ratio ${(batched / single).toFixed(1)}x`,
);
