import type { Db } from "../../apps/server/src/db/db.ts";

/**
 * A digest of every table's rows: two fingerprints differ exactly where a table's content changed.
 * Tables that change on any request by design (sign-in bookkeeping, the writer's lease and
 * command log) are left out.
 */
const VOLATILE = new Set(["writer_lease", "schema_migrations", "sessions", "operator_sessions"]);

export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out = new Map<string, string>();
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    );
    out.set(name, row?.digest ?? "");
  }
  return out;
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/** One user's rows in every table with a `user_id` column, as text: what an attack on them must not change. */
export async function rowsOf(db: Db, userId: number): Promise<Map<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'user_id' ORDER BY 1`,
  );
  const out = new Map<string, string>();
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue;
    const [row] = await db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t WHERE user_id = $1`,
      [userId],
    );
    out.set(name, row?.digest ?? "");
  }
  return out;
}
