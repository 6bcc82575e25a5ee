import { dateTimeFormat } from "./intl";
import { NO_VALUE } from "./quote";

/** A tick's time of day in local time, to the millisecond (ticks arrive twice a second). */
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
