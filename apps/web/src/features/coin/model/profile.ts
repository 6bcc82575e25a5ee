/**
 * The coin a profile link names: `?symbol=` holds a coin ("BTC") or a market ("BTC/USDT", as the
 * market screens name theirs), whose base coin it means. Null without one.
 */
export function coinOf(symbol: string | null): string | null {
  const coin = symbol?.split("/")[0]?.trim().toUpperCase();
  return coin ? coin : null;
}

/** A whole or decimal amount grouped by `locale` ("21,000,000"); the text as sent when it is not one. */
export function formatSupply(value: string, locale: string): string {
  const n = Number(value);
  return Number.isFinite(n) ? new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(n) : value;
}

/** A price in US dollars in `locale` ("$0.31"), with the decimals it was given. */
export function formatUsd(value: string, locale: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  const decimals = value.split(".")[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Math.min(decimals, 8),
    maximumFractionDigits: 8,
  }).format(n);
}

/** A calendar day sent as YYYY-MM-DD, in `locale` and read as UTC (so it is the same day everywhere). */
export function formatDay(day: string, locale: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(at);
}
