/** SQL that reads a column as the text an answer carries (the JSON never sees a driver's Date or float). */

/** A timestamp column as ISO 8601 UTC text with milliseconds ("2026-03-01T10:00:00.000Z"). */
export const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A NUMERIC column as decimal text without trailing zeros ("1.50" → "1.5"). */
export const num = (column: string) => `trim_scale(${column})::text`;
