import type { TickRef } from "@bourse/contract";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { NO_VALUE } from "../../../ui/quote";
import { useLocaleTag } from "../../../ui/use-locale";
import detail from "./detail.module.css";

/** A tick's time in local time, to the millisecond (ticks arrive twice a second). */
export function formatTickTime(ms: number, locale: string): string {
  if (!Number.isFinite(ms)) return NO_VALUE;
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    fractionalSecondDigits: 3,
    hourCycle: "h23",
  }).format(new Date(ms));
}

/** A tick's time of day in local time, to the millisecond. */
export function formatTickClock(ms: number, locale: string): string {
  if (!Number.isFinite(ms)) return NO_VALUE;
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    fractionalSecondDigits: 3,
    hourCycle: "h23",
  }).format(new Date(ms));
}

interface TickCardProps {
  title: string;
  tick: TickRef | null;
  /** shown while the tick is not recorded yet */
  pending: string;
  testId: string;
}

/** One of an order's two ticks: its price exactly as recorded, its id in the tick log and its time. */
export function TickCard({ title, tick, pending, testId }: TickCardProps) {
  const { t } = useSecondsTranslation();
  const locale = useLocaleTag();
  return (
    <div className={detail.tick} data-testid={testId} data-seq={tick?.seq} data-price={tick?.price}>
      <div className={detail.tickTitle}>{title}</div>
      {tick ? (
        <>
          <div className={detail.tickPrice} data-testid="tick-price">
            {tick.price}
          </div>
          <div className={detail.tickMeta}>
            <div data-testid="tick-seq">{t("detail.tickId", { seq: tick.seq })}</div>
            <div>{formatTickTime(tick.time, locale)}</div>
          </div>
        </>
      ) : (
        <p className={detail.tickPending}>{pending}</p>
      )}
    </div>
  );
}
