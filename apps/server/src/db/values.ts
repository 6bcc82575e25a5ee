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
