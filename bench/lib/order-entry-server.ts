/**
 * The order-entry benchmark's server: the whole app on a fresh embedded PGlite (feed stepped once, no
 * market maker), 50 funded users with sessions. Prints `{"port", "tokens"}` on stdout once listening.
 *   node --import tsx bench/lib/order-entry-server.ts [maxBatch]
 */
import { createHash, randomBytes } from "node:crypto";
import { build } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { ledgerOps } from "../../apps/server/src/core/core.test-support.ts";
import { testDb } from "../../apps/server/src/testing/harness.ts";

const maxBatch = Number(process.argv[2] ?? 0) || undefined;
const db = await testDb();
const config = {
  ...loadConfig({}),
  dataDir: `/tmp/bourse-bench-${randomBytes(4).toString("hex")}`,
  feed: { kind: "off" as const },
  marketMaker: false,
  logLevel: "error",
};
const app = await build({ config, db, logger: false, ...(maxBatch ? { coreMaxBatch: maxBatch } : {}) });
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
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
