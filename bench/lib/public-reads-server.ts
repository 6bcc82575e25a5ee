/**
 * The public-reads benchmark's server: the whole app on a fresh embedded PGlite, as a visitor finds it:
 * the simulated index feed stepping every FEED_INTERVAL_MS (500 ms by default: six ticks a step, each one
 * a change the kept prices follow), the chart history made up at start, no market maker. Prints
 * `{"port"}` on stdout once listening and the first ticks are in; answers "cpu" on its IPC channel with
 * its CPU time so far.
 *   node --import tsx bench/lib/public-reads-server.ts
 */
import { randomBytes } from "node:crypto";
import { build } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { testDb } from "../../apps/server/src/testing/harness.ts";

const db = await testDb();
const config = {
  ...loadConfig({}),
  dataDir: `/tmp/bourse-bench-${randomBytes(4).toString("hex")}`,
  historyBackfill: true,
  marketMaker: false,
  logLevel: "error",
  authRateLimit: 0,
  accountRateLimit: 0,
};
const app = await build({ config, db, logger: false });
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
// the bench asks for this process's CPU time around each of its runs
process.on("message", (message) => {
  if (message === "cpu") process.send?.(process.cpuUsage());
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
await new Promise<void>((resolve) => app.feed.events.once("tick", () => resolve()));
console.log(JSON.stringify({ port: Number(new URL(address).port) }));
