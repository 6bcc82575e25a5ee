/**
 * The order-entry benchmark's server: the whole app on a fresh database (embedded PGlite, or a fresh
 * schema on DATABASE_URL's PostgreSQL; feed stepped once, no market maker), 50 funded users with
 * sessions. Prints `{"port", "index", "tokens"}` on stdout once listening.
 *   node --import tsx bench/lib/order-entry-server.ts [maxBatch]
 * As a node of a cluster (BENCH_SCHEMA, BENCH_CLUSTER and REDIS_URL set): the node started first
 * (BENCH_ROLE=writer) sets the users up; a front (BENCH_ROLE=front) only prints its `{"port"}`.
 */
import { createHash, randomBytes } from "node:crypto";
import { build } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { ledgerOps } from "../../apps/server/src/core/core.test-support.ts";
import { openPostgres } from "../../apps/server/src/db/db.ts";
import { testDb } from "../../apps/server/src/testing/harness.ts";

const maxBatch = Number(process.argv[2] ?? 0) || undefined;
const schema = process.env.BENCH_SCHEMA;
const db = schema ? openPostgres(process.env.DATABASE_URL!, { searchPath: schema, max: 10 }) : await testDb();
const config = {
  ...loadConfig({}),
  dataDir: `/tmp/bourse-bench-${randomBytes(4).toString("hex")}`,
  feed: { kind: "off" as const },
  historyBackfill: false,
  marketMaker: false,
  logLevel: "error",
  // the figures are the engine's: a few users send thousands of orders, past any per-user limit
  accountRateLimit: 0,
  authRateLimit: 0,
  ...(schema
    ? {
        cluster: true,
        redisUrl: process.env.REDIS_URL,
        clusterName: process.env.BENCH_CLUSTER ?? "bench",
        nodeName: `${process.env.BENCH_ROLE ?? "node"}-${process.pid}`,
        // the nodes of one venue sign with one key
        transparencyKey: createHash("sha256").update(`bench-venue:${schema}`).digest("hex"),
      }
    : {}),
};
const app = await build({ config, db, logger: false, ...(maxBatch ? { coreMaxBatch: maxBatch } : {}) });
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
if (process.env.BENCH_ROLE === "front") {
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(JSON.stringify({ port: Number(new URL(address).port) }));
  await new Promise(() => {});
}
await app.feed.step();
const credit = ledgerOps(app.core);
const tokens: string[] = [];
for (let i = 0; i < 50; i++) {
  const [user] = await db.query<{ id: string }>(
    "INSERT INTO users (email, password_hash, invite_code) VALUES ($1, 'x', $2) RETURNING id::text AS id",
    [`bench${i}@bourse.test`, `BENCH${i}`],
  );
  const id = Number(user!.id);
  const token = randomBytes(24).toString("base64url");
  await db.query(
    "INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) VALUES ($1, $2, now(), now(), now() + interval '1 day')",
    [id, createHash("sha256").update(token).digest("hex")],
  );
  for (const [currency, amount] of [
    [1, 10n ** 10n], // 100 BTC
    [3, 10n ** 13n], // 10,000,000 USDT
  ] as const)
    await credit({ op: "credit", user: id, currency, amount: String(amount) });
  tokens.push(token);
}
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ port: Number(new URL(address).port), index: app.feed.lastPrice(1), tokens }));
