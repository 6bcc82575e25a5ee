import { t } from "../../../i18n";

/** How long someone has waited, from `since` to `now`: "4 min", "2 h 5 min", "3 d 1 h". */
export function waitedFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return t("support.minutes", { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("support.hours", { h: hours, m: minutes % 60 });
  return t("support.days", { d: Math.floor(hours / 24), h: hours % 24 });
}
