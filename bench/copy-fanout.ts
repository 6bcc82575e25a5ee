/**
 * Copy trading's fan-out: one approved trader with FOLLOWERS followers (proportional ×1, each with
 * USDT in its copy account) opens a 5× long of 1 lot on BTC/USDT; measured is the time from the
 * trader's order until every follower's copy is durable (one `lever.open` command per follower, at the
 * trader's tick, through the money core's group commit). Next to it, in the same run on the same app:
 * the same work as FOLLOWERS separate order requests (`lever.submit`, 1 lot 5× long, one per user from
 * its own lever account, all at once), until every one is durable.
 * The whole app in this process, on embedded PGlite (or a fresh schema of DATABASE_URL's PostgreSQL);
 * feed stepped, no market maker. Both results are checked: every follower holds exactly one durable
 * copy of the trader's order, every separate order is durable, and the ledger checks out. Goal: the
 * copies at least as fast as the separate orders (ratio ≥ 1×).
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { build } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { checkLedger } from "../apps/server/src/core/checker.ts";
import { ledgerOps } from "../apps/server/src/core/core.test-support.ts";
import { testDb } from "../apps/server/src/testing/harness.ts";

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const BTC = 1;
const USDT = 3;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

const db = await testDb();
const app = await build({
  config: {
    ...loadConfig({}),
    dataDir: `/tmp/bourse-bench-${randomBytes(4).toString("hex")}`,
    feed: { kind: "off" as const },
    historyBackfill: false,
    marketMaker: false,
    logLevel: "error",
    // the figures are the engine's: a few users send thousands of orders, past any per-user limit
    accountRateLimit: 0,
    authRateLimit: 0,
  },
  db,
  logger: false,
});
await app.feed.step();
const credit = ledgerOps(app.core);

async function users(prefix: string, n: number): Promise<number[]> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, invite_code, kyc_level)
     SELECT '${prefix}' || g || '@bench.test', 'x', upper('${prefix}') || g, 1 FROM generate_series(1, $1) g
     RETURNING id::text AS id`,
    [n],
  );
  return rows.map((r) => Number(r.id));
}

/** Runs `work` over `items`, `width` at a time. */
async function inWaves<T>(items: T[], width: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

function must<T extends { ok: boolean }>(what: string, r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
}

// the trader, approved for FOLLOWERS followers
await db.query("UPDATE settings SET value = '0' WHERE key = 'copy_trader_min_assets'");
const [trader] = await users("trader", 1);
const [operator] = await db.query<{ id: number }>("SELECT id::int AS id FROM operators LIMIT 1");
must(
  "credit",
  await credit({ op: "credit", user: trader!, kind: "lever", currency: USDT, amount: "10000000000" }),
);
must(
  "apply",
  await app.copyTrading.apply(trader!, { name: "Bench trader", share_rate: "0.1", agreement: "1" }),
);
must(
  "approve",
  await app.copyTrading.review(operator!.id, trader!, "approved", null, "127.0.0.1", FOLLOWERS),
);

// followers: USDT in the copy account (for the copies) and in the lever account (for the reference)
const setupStarted = performance.now();
const followers = await users("follower", FOLLOWERS);
await inWaves(followers, 1_000, async (id) => {
  must(
    "credit",
    await credit({ op: "credit", user: id, kind: "copy", currency: USDT, amount: "10000000000" }),
  );
  must(
    "credit",
    await credit({ op: "credit", user: id, kind: "lever", currency: USDT, amount: "10000000000" }),
  );
  must("follow", await app.copyTrading.follow(id, { trader_user_id: trader!, type: 1, number: "1" }));
});
const setupSeconds = (performance.now() - setupStarted) / 1000;
await app.feed.step();

const order = { currencyId: BTC, legalId: USDT, direction: "long" as const, lots: "1", multiple: 5 };

// the trader's open, mirrored to every follower
const copyStarted = performance.now();
const opened = must("trader order", await app.lever.submit(trader!, { ...order, orderType: "market" }));
await app.copyTrading.settled();
const copySeconds = (performance.now() - copyStarted) / 1000;
const [copies] = await db.query<{ n: number; followers: number }>(
  `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS followers FROM lever_trades
   WHERE copy_of = $1 AND account = 'copy' AND status = 1`,
  [opened.value.id],
);

// the reference: the same orders as separate requests, all at once, on a fresh tick as the copies had
await app.feed.step();
const separateStarted = performance.now();
const answers = await Promise.all(
  followers.map((id) => app.lever.submit(id, { ...order, orderType: "market" })),
);
const separateSeconds = (performance.now() - separateStarted) / 1000;
const refused = answers.filter((a) => !a.ok);
const [separate] = await db.query<{ n: number }>(
  "SELECT count(*)::int AS n FROM lever_trades WHERE account = 'lever' AND status = 1 AND user_id <> $1",
  [trader!],
);
const violations = await checkLedger(db);
await app.close();

const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`copy fan-out: one trader's 1-lot 5× long copied to ${fmt(FOLLOWERS)} followers on ${database}`);
console.log(
  `  copied     ${copySeconds.toFixed(2)} s until every copy is durable: ${fmt(FOLLOWERS / copySeconds)} copies/s, ${fmt(copies!.n)} copies for ${fmt(copies!.followers)} followers`,
);
console.log(
  `  separate   ${separateSeconds.toFixed(2)} s for ${fmt(FOLLOWERS)} separate order requests: ${fmt(FOLLOWERS / separateSeconds)} orders/s, ${fmt(separate!.n)} durable, ${fmt(refused.length)} refused${refused[0] ? ` (${JSON.stringify(refused[0])})` : ""}`,
);
console.log(
  `  ratio ${(separateSeconds / copySeconds).toFixed(2)}x (separate ÷ copied; goal ≥ 1x: ${separateSeconds >= copySeconds ? "met" : "NOT met"}); setup of ${fmt(FOLLOWERS)} funded followers took ${setupSeconds.toFixed(1)} s; ledger ${violations.length === 0 ? "checks out" : `VIOLATIONS ${violations.length}`}`,
);
const ok =
  copies!.n === FOLLOWERS &&
  copies!.followers === FOLLOWERS &&
  separate!.n === FOLLOWERS &&
  violations.length === 0;
process.exit(ok ? 0 : 1);
