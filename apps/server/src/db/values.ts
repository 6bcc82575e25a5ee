/**
 * Rows as one multi-row VALUES list with numbered placeholders — `($1, $2), ($3, $4)` — and their
 * parameters; `types` casts the columns whose nulls need a type (`[undefined, "int"]`).
 */
export function values(
  rows: unknown[][],
  types: (string | undefined)[] = [],
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = rows
    .map((row) => `(${row.map((v, i) => `$${params.push(v)}${types[i] ? `::${types[i]}` : ""}`).join(", ")})`)
    .join(", ");
  return { sql, params };
}

/**
 * Rows as one array parameter per column — `unnest($1::bigint[], $2::text[])` — so a statement has as
 * many parameters as columns, however many rows it writes: the database parses and plans one short
 * statement instead of a VALUES list that grows with the batch.
 */
export function columns(rows: unknown[][], types: string[]): { sql: string; params: unknown[][] } {
  const params = types.map((_, i) => rows.map((row) => row[i] ?? null));
  return { sql: `unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(", ")})`, params };
}
