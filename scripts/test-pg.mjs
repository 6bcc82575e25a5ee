#!/usr/bin/env node
// npm run test:pg: the database tests against PostgreSQL. Uses DATABASE_URL when set; otherwise creates
// a fresh database on PG_ADMIN_URL (default: the local server as postgres), runs, and drops it.
import { spawnSync } from "node:child_process";
import { freshDatabase } from "./fresh-pg.mjs";

const fresh = process.env.DATABASE_URL ? undefined : await freshDatabase("bourse_test");
if (fresh) console.log(`PostgreSQL suite on a fresh database: ${fresh.name}`);

const run = spawnSync("npx", ["vitest", "run", "--project", "db"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? fresh.url },
});

await fresh?.drop();
process.exit(run.status ?? 1);
