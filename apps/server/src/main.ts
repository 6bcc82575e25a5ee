import { build } from "./app.ts";
import { deploymentCheck, loadConfig } from "./config.ts";
import { openDb } from "./db/db.ts";
import { shiftedClock } from "./modules/dev/index.ts";
import { ForeignVenueKey } from "./venue-key.ts";

/**
 * config → deployment check → database → migrations → http → socket; stops cleanly on SIGINT/SIGTERM.
 * A server with DATABASE_URL refuses to start (exit 1) with the default operator password or the test
 * features on (config.ts, deploymentCheck), before it touches the database; and with a transparency key
 * other than the one the database recorded (every node of a venue signs with one key).
 */
/** How often the embedded database is vacuumed and checkpointed. */
const PGLITE_MAINTENANCE_MS = 5 * 60_000;

const config = loadConfig();
const { problems, warnings } = deploymentCheck(config, process.env);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Bourse will not start: ${problem}`);
  process.exit(1);
}
const testClock = config.testClock ? shiftedClock() : undefined;
const db = openDb(config);
const app = await build({ config, db, ...(testClock ? { testClock } : {}) }).catch((err) => {
  if (!(err instanceof ForeignVenueKey)) throw err;
  console.error(`Bourse will not start: ${err.message}`);
  process.exit(1);
});
for (const warning of warnings) app.log.warn(warning);
if (testClock)
  app.log.warn("TEST_CLOCK=1: POST /api/dev/clock moves this server's clock (never in production)");

// PGlite runs no background workers: the embedded database's dead rows and its write-ahead log are
// reclaimed here (PostgreSQL's autovacuum and checkpointer do this for a server)
if (db.dialect === "pglite")
  setInterval(() => {
    db.exec("VACUUM")
      .then(() => db.exec("CHECKPOINT"))
      .catch((err) => app.log.warn({ err }, "embedded database maintenance failed"));
  }, PGLITE_MAINTENANCE_MS).unref();

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
app.log.info(
  `Bourse is serving http://${shown.includes(":") ? `[${shown}]` : shown}:${config.port}/h5/ (API docs: /api/docs)`,
);
