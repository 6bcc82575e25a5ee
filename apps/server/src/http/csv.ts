/**
 * CSV as spreadsheets read it (RFC 4180): cells separated by commas, lines by CRLF, a cell quoted when it
 * holds a comma, a quote, a line break or leading/trailing spaces, its quotes doubled. A text cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed
 * with `'`, so an exported name or reason is shown, never evaluated; a plain signed decimal ("-12.5", a
 * debit) is a number to any spreadsheet and stays as it is. Amounts are the decimal text the API answers,
 * written as is: never a float, so no digit is lost or added.
 */

/** A cell's value: text, a number, a flag, a time (written ISO 8601 UTC), or nothing (empty). */
export type CsvValue = string | number | boolean | bigint | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_DECIMAL = /^-[0-9]+(\.[0-9]+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, neutralised and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? "" : value.toISOString();
  else if (typeof value === "string")
    text = FORMULA_START.test(value) && !SIGNED_DECIMAL.test(value) ? `'${value}` : value;
  else text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, without its line break. */
export const csvLine = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(",");

/** A header line and one line per row, each ending with CRLF. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return `${lines.join("\r\n")}\r\n`;
}

/** A JSON schema, as much of it as the flattener reads. */
interface SchemaLike {
  type?: string | string[];
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
  anyOf?: SchemaLike[];
}

/** The object schema a field holds, itself or the object member of a nullable union. */
function objectOf(schema: SchemaLike | undefined): SchemaLike | undefined {
  if (!schema) return undefined;
  if (schema.type === "object" && schema.properties) return schema;
  const members = (schema.anyOf ?? []).filter((s) => s.type !== "null");
  return members.length === 1 ? objectOf(members[0]) : undefined;
}

/** A column: its header and the path of the value in a row. */
export interface CsvColumn {
  header: string;
  path: readonly string[];
}

/**
 * The columns of a row schema in its declared order; a nested object's fields become `parent.child`
 * columns (two levels), anything else (lists, free JSON) one column written as JSON.
 */
export function columnsOf(row: SchemaLike, prefix: readonly string[] = [], depth = 0): CsvColumn[] {
  const object = objectOf(row);
  if (!object?.properties) return [{ header: prefix.join(".") || "value", path: prefix }];
  return Object.entries(object.properties).flatMap(([key, field]) => {
    const path = [...prefix, key];
    return depth < 2 && objectOf(field)
      ? columnsOf(field, path, depth + 1)
      : [{ header: path.join("."), path }];
  });
}

/** The cell of a column in a row: a scalar as is, a list or an object as JSON. */
export function cellOf(row: unknown, path: readonly string[]): CsvValue {
  let value: unknown = row;
  for (const key of path)
    value = value === null || value === undefined ? value : (value as Record<string, unknown>)[key];
  if (value === null || value === undefined || value instanceof Date) return value;
  if (typeof value === "object") return JSON.stringify(value);
  return value as CsvValue;
}

/** Rows of objects as a CSV document with the columns their schema declares. */
export function csvOfRows(columns: readonly CsvColumn[], rows: readonly unknown[]): string {
  return csvDocument(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => cellOf(row, c.path))),
  );
}
