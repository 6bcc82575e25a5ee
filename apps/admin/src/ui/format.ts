const pad = (n: number) => String(n).padStart(2, "0");

/** `2026-01-31 14:05:09` in the operator's time zone; an empty dash for no value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A value for a table cell or description: an em dash when there is none. */
export function orDash(value: string | number | null | undefined): string | number {
  return value === null || value === undefined || value === "" ? "—" : value;
}

/** Pretty JSON for audit snapshots; `null` stays visible as null. */
export function prettyJson(value: unknown): string {
  return value === undefined ? "—" : JSON.stringify(value, null, 2);
}
