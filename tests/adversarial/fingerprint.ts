import type { Db } from "../../apps/server/src/db/db.ts";

/**
 * Digests of tables' rows: two digests differ exactly where a table's content changed. Tables that
 * change on any request by design (sign-in bookkeeping, the writer's lease) are left out.
 */
const VOLATILE = new Set(["writer_lease", "schema_migrations", "sessions", "operator_sessions"]);

/** Each table's digest (its rows, or only those `where` selects with `params`), by table name. */
async function digests(db: Db, tablesSql: string, where = "", params: unknown[] = []) {
  const out = new Map<string, string>();
  for (const { name } of await db.query<{ name: string }>(tablesSql)) {
    if (VOLATILE.has(name)) continue;
    const [row] = await db.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t ${where}`,
      params,
    );
    out.set(name, row?.digest ?? "");
  }
  return out;
}

/** A digest of every table: what a refused request must leave as it was. */
export const fingerprint = (db: Db) =>
  digests(
    db,
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/** One user's rows in every table with a `user_id` column: what an attack on them must not change. */
export const rowsOf = (db: Db, userId: number) =>
  digests(
    db,
    `SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'user_id' ORDER BY 1`,
    "WHERE user_id = $1",
    [userId],
  );
