#!/usr/bin/env node
// npm run test:pg: the database tests against PostgreSQL. Uses DATABASE_URL when set; otherwise creates
// a fresh database on PG_ADMIN_URL (default: the local server as postgres), runs, and drops it.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

const adminUrl = process.env.PG_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";
let url = process.env.DATABASE_URL;
let created;

if (!url) {
  created = `bourse_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${created}`);
  } catch (err) {
    console.error(`Cannot create a test database on ${adminUrl}: ${err.message}`);
    console.error("Start PostgreSQL, or set DATABASE_URL (or PG_ADMIN_URL) to one you can use.");
    process.exit(1);
  } finally {
    await admin.end().catch(() => {});
  }
  const u = new URL(adminUrl);
  u.pathname = `/${created}`;
  url = u.toString();
  console.log(`PostgreSQL suite on a fresh database: ${created}`);
}

const run = spawnSync("npx", ["vitest", "run", "--project", "db"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url },
});

if (created) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin
    .query(`DROP DATABASE IF EXISTS ${created} WITH (FORCE)`)
    .catch((err) => console.error(err.message));
  await admin.end();
}
process.exit(run.status ?? 1);
