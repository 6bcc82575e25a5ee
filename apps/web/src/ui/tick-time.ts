import { formatDateTime } from "./format";
import { dateTimeFormat } from "./intl";
import { NO_VALUE } from "./quote";

/**
 * An index tick's date and time in local time, to the millisecond (ticks arrive twice a second), as the
 * screens that show which tick decided an outcome print it: the app's one date style.
 */
export function formatTickTime(ms: number, locale: string): string {
  return Number.isFinite(ms) ? formatDateTime(ms, locale, "millisecond") : NO_VALUE;
}

/** A tick's time of day in local time, to the millisecond. */
export function formatTickClock(ms: number, locale: string): string {
  if (!Number.isFinite(ms)) return NO_VALUE;
  return dateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    fractionalSecondDigits: 3,
    hourCycle: "h23",
  }).format(new Date(ms));
}
