import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.ts";

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Numbered plain-SQL files, applied once each in order, recorded in `schema_migrations`. */
export function listMigrations(): { version: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ""), sql: readFileSync(migrationsDir + f, "utf8") }));
}

export async function migrate(db: Db): Promise<string[]> {
  await db.query(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const applied: string[] = [];
  for (const m of listMigrations()) {
    const did = await db.tx(async (q) => {
      // Several server processes may start at once: one applies, the others wait and skip.
      await q.query("SELECT pg_advisory_xact_lock(7300001)");
      const done = await q.query("SELECT 1 FROM schema_migrations WHERE version = $1", [m.version]);
      if (done.length > 0) return false;
      await q.exec(m.sql);
      await q.query("INSERT INTO schema_migrations (version) VALUES ($1)", [m.version]);
      return true;
    });
    if (did) applied.push(m.version);
  }
  return applied;
}
