/**
 * What order churn costs on disk: CHURN_PAIRS (100,000) place-and-cancel pairs of one maker — post-only
 * limit buys on BTC/USDT far below any seller, so none fills — sent as core commands (`spot.place`,
 * `spot.cancel`, the order events the HTTP routes send, without HTTP), CHURN_CONCURRENCY (200) pairs in
 * flight so batches form. Measured: database bytes per order event (each pair is two events), from
 * pg_database_size before and after, both taken after a plain `VACUUM` and a `CHECKPOINT` (dead row
 * versions reusable, nothing given back to the file system but trailing pages), and the size right after
 * the run too (before VACUUM). The reference, in the same run on the same database right after: as many
 * wallet transfers (`wallet.transfer` change → micro, each a full journal entry with two postings) as there
 * were order events, by the same number of concurrent senders. Goal ≤ 300 bytes per order event.
 * On a fresh PostgreSQL database (DATABASE_URL's server, PG_ADMIN_URL, or the local one; skipped with a
 * message when none can be created) and on a fresh embedded PGlite data directory. Prints the per-table
 * breakdown (pg_total_relation_size) of each phase. The whole app runs in this process (feed off, no
 * market maker).
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { build } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { checkLedger } from "../apps/server/src/core/checker.ts";
import { ledgerOps } from "../apps/server/src/core/core.test-support.ts";
import type { Db } from "../apps/server/src/db/db.ts";
import { bytes, freshPglite, freshPostgres, LEDGER_TABLES, tableSizes } from "./lib/databases.ts";

const PAIRS = Number(process.env.CHURN_PAIRS ?? 100_000);
const CONCURRENCY = Number(process.env.CHURN_CONCURRENCY ?? 200);
const GOAL_BYTES = 300;
const BTC_USDT = 1;
const USDT = 3;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

interface Phase {
  events: number;
  seconds: number;
  /** Δ pg_database_size right after the run, and after VACUUM + CHECKPOINT */
  raw: number;
  vacuumed: number;
  tables: Map<string, number>;
}

async function settled(db: Db) {
  await db.exec("VACUUM");
  await db.exec("CHECKPOINT");
}

async function databaseSize(db: Db) {
  const [row] = await db.query<{ n: string }>("SELECT pg_database_size(current_database())::text AS n");
  return Number(row!.n);
}

/** Runs `work(i)` for i in [0, n), `width` at a time, each worker taking the next i as it finishes one. */
async function pool(n: number, width: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

async function phase(db: Db, events: number, run: () => Promise<void>): Promise<Phase> {
  await settled(db);
  const before = await databaseSize(db);
  const tablesBefore = await tableSizes(db);
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  const raw = (await databaseSize(db)) - before;
  await settled(db);
  const vacuumed = (await databaseSize(db)) - before;
  const tablesAfter = await tableSizes(db);
  const tables = new Map(LEDGER_TABLES.map((t) => [t, tablesAfter.get(t)! - tablesBefore.get(t)!]));
  return { events, seconds, raw, vacuumed, tables };
}

async function measure(db: Db) {
  const dataDir = `/tmp/bourse-bench-${randomBytes(4).toString("hex")}`;
  const app = await build({
    config: {
      ...loadConfig({}),
      dataDir,
      feed: { kind: "off" as const },
      historyBackfill: false,
      marketMaker: false,
      logLevel: "error",
    },
    db,
    logger: false,
  });
  try {
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email, password_hash, invite_code) VALUES ('churn@bench.test', 'x', 'CHURN') RETURNING id::text AS id",
    );
    const maker = Number(user!.id);
    const [market] = await db.query<{ price_decimals: number; amount_decimals: number; quote_scale: number }>(
      `SELECT m.price_decimals, m.amount_decimals, l.decimals AS quote_scale
       FROM markets m JOIN currencies l ON l.id = m.legal_id WHERE m.id = $1`,
      [BTC_USDT],
    );
    const credit = ledgerOps(app.core);
    const funded = await credit({
      op: "credit",
      user: maker,
      currency: USDT,
      amount: String(10n ** BigInt(market!.quote_scale + 12)),
    });
    if (!funded.ok) throw new Error(`credit: ${funded.code}`);

    // 1,000 USDT (± 100 ticks) × 0.01 BTC: 10 USDT a level, above the minimum notional; nothing sells there
    const basePrice = 1_000n * 10n ** BigInt(market!.price_decimals);
    const quantity = String(10n ** BigInt(market!.amount_decimals) / 100n);
    const must = <T extends { ok: boolean }>(what: string, r: T) => {
      if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r)}`);
      return r as Extract<T, { ok: true }>;
    };
    const caller = { user: maker };
    const orders = await phase(db, 2 * PAIRS, () =>
      pool(PAIRS, CONCURRENCY, async (i) => {
        const placed = must(
          "spot.place",
          await app.core.send({
            kind: "spot.place",
            args: {
              market: BTC_USDT,
              type: "limit",
              side: "buy",
              tif: "GTC",
              postOnly: true,
              price: String(basePrice - BigInt(i % 100)),
              quantity,
            },
            caller,
          }),
        );
        const order = (placed.reply as { id: number; status: string }).id;
        must(
          "spot.cancel",
          await app.core.send({ kind: "spot.cancel", args: { order, reason: "user" }, caller }),
        );
      }),
    );
    const [left] = await db.query<{ open: number; cancelled: number }>(
      `SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled FROM spot_orders WHERE user_id = $1`,
      [maker],
    );
    if (left!.open !== 0 || left!.cancelled !== PAIRS)
      throw new Error(`expected ${PAIRS} cancelled orders, found ${JSON.stringify(left)}`);

    const transfers = await phase(db, 2 * PAIRS, () =>
      pool(2 * PAIRS, CONCURRENCY, async () => {
        must(
          "wallet.transfer",
          await app.core.send({
            kind: "wallet.transfer",
            args: { currency: USDT, from: "change", to: "micro", amount: "1", fee: "0" },
            caller,
          }),
        );
      }),
    );
    const violations = await checkLedger(db);
    return { orders, transfers, violations: violations.length };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(name: string, r: Awaited<ReturnType<typeof measure>>) {
  const per = (p: Phase, n: number) => (n / p.events).toFixed(0);
  const { orders, transfers } = r;
  console.log(
    `churn cost (${name}): ${fmt(PAIRS)} place+cancel pairs = ${fmt(orders.events)} order events, ${CONCURRENCY} pairs in flight`,
  );
  console.log(
    `  order events   ${per(orders, orders.vacuumed)} B/event after VACUUM + CHECKPOINT (${per(orders, orders.raw)} B before VACUUM)` +
      `  ${fmt(orders.events / orders.seconds)} events/s   goal ≤ ${GOAL_BYTES} B/event: ${orders.vacuumed / orders.events <= GOAL_BYTES ? "met" : "NOT met"}`,
  );
  console.log(
    `  reference      ${per(transfers, transfers.vacuumed)} B/event for ${fmt(transfers.events)} wallet transfers (full ledger entries; ${per(transfers, transfers.raw)} B before VACUUM)` +
      `  ${fmt(transfers.events / transfers.seconds)} transfers/s   ratio ${(orders.vacuumed / transfers.vacuumed).toFixed(2)}x`,
  );
  console.log(
    `  per table, after VACUUM (B/event, orders | transfers): ${LEDGER_TABLES.map(
      (t) => `${t} ${per(orders, orders.tables.get(t)!)} | ${per(transfers, transfers.tables.get(t)!)}`,
    ).join(", ")}`,
  );
  console.log(
    `  database grew ${bytes(orders.vacuumed)} for the orders, ${bytes(transfers.vacuumed)} for the transfers; ledger ${r.violations === 0 ? "checks out" : `VIOLATIONS ${r.violations}`}`,
  );
}

let failed = false;
const pg = await freshPostgres("bench_churn");
if ("skipped" in pg) console.log(`churn cost (PostgreSQL): skipped (${pg.skipped})`);
else {
  try {
    const r = await measure(pg.db);
    report("PostgreSQL", r);
    failed ||= r.violations > 0;
  } finally {
    await pg.drop();
  }
}
const lite = await freshPglite();
try {
  const r = await measure(lite.db);
  report("PGlite", r);
  failed ||= r.violations > 0;
} finally {
  await lite.drop();
}
process.exit(failed ? 1 : 0);
