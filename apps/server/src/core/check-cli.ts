import { loadConfig } from "../config.ts";
import { openDb } from "../db/db.ts";
import { migrate } from "../db/migrate.ts";
import { checkLedger } from "./checker.ts";

/** `npm run ledger:check`: the invariants of the configured database; exit 1 on any violation. */
const config = loadConfig();
const db = openDb(config);
await migrate(db);
const violations = await checkLedger(db);
await db.close();
if (violations.length === 0) {
  console.log("ledger: every invariant holds");
} else {
  for (const v of violations) console.error(`ledger: ${v.rule}: ${v.detail}`);
  process.exitCode = 1;
}
