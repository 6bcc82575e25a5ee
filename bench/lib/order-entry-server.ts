/**
 * The order-entry benchmark's server: the whole app on a fresh database (embedded PGlite, or a fresh
 * schema on DATABASE_URL's PostgreSQL; feed stepped once, no market maker), 50 funded users with
 * sessions. Prints `{"port", "index", "tokens"}` on stdout once listening; with BENCH_API_KEYS=1 the users
 * are verified (KYC level 1) and each also gets an HMAC API key with trading permission, made as a user
 * makes one (a security code from the dev outbox, then the key), printed as `keys: [{api_key, secret}]`;
 * the server then trusts a proxy on loopback (X-Forwarded-For names the caller's address).
 *   node --import tsx bench/lib/order-entry-server.ts [maxBatch]
 * As a node of a cluster (BENCH_SCHEMA, BENCH_CLUSTER and REDIS_URL set): the node started first
 * (BENCH_ROLE=writer) sets the users up; a front (BENCH_ROLE=front) only prints its `{"port"}`.
 */
import { createHash, randomBytes } from "node:crypto";
import { build } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { ledgerOps } from "../../apps/server/src/core/core.test-support.ts";
import { openPostgres } from "../../apps/server/src/db/db.ts";
import { readOutbox } from "../../apps/server/src/notify/outbox.ts";
import { testDb } from "../../apps/server/src/testing/harness.ts";

const maxBatch = Number(process.argv[2] ?? 0) || undefined;
const schema = process.env.BENCH_SCHEMA;
const withKeys = process.env.BENCH_API_KEYS === "1";
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
  // API keys: their secrets kept encrypted, the security code read back from the dev outbox; the load
  // comes through a proxy on loopback (X-Forwarded-For), so that each user's calls count in the request
  // weights of its own address, as bots on their own machines do
  ...(withKeys
    ? { devOutbox: true, apiKeyEncryptionKey: randomBytes(32).toString("hex"), trustProxy: ["127.0.0.1"] }
    : {}),
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

/** One's answer to a form call as the user `token` (the app's envelope: `{ type, message }`). */
async function form(url: string, token: string, body: Record<string, string>) {
  const res = await app.inject({
    method: "POST",
    url,
    headers: { authorization: token, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(body).toString(),
  });
  const answer = res.json() as { type: string; message: { api_key: string; secret: string } };
  if (answer.type !== "ok") throw new Error(`${url}: ${res.body}`);
  return answer.message;
}
const keys: { api_key: string; secret: string }[] = [];
if (withKeys)
  for (const [i, token] of tokens.entries()) {
    const email = `bench${i}@bourse.test`;
    await db.query("UPDATE users SET kyc_level = greatest(kyc_level, 1) WHERE email = $1", [email]);
    await form("/api/user/api_keys/code", token, {});
    const [sent] = await readOutbox(db, email, 1);
    const { api_key, secret } = await form("/api/user/api_keys", token, {
      code: sent!.code!,
      label: "bench",
      permissions: "trade",
    });
    keys.push({ api_key, secret });
  }
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(
  JSON.stringify({
    port: Number(new URL(address).port),
    index: app.feed.lastPrice(1),
    tokens,
    ...(withKeys ? { keys } : {}),
  }),
);
