import type { TickRef } from "@bourse/contract";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { useFormat } from "../../../ui/use-format";
import detail from "./detail.module.css";

export { formatTickClock } from "../../../ui/tick-time";

interface TickCardProps {
  title: string;
  tick: TickRef | null;
  /** shown while the tick is not recorded yet */
  pending: string;
  testId: string;
  /** The market's price precision. */
  priceDecimals?: number;
}

/**
 * One of an order's two ticks: its price as recorded (at the market's precision; the exact text is the
 * card's `data-price`), its id in the tick log and its time to the millisecond.
 */
export function TickCard({ title, tick, pending, testId, priceDecimals }: TickCardProps) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  return (
    <div className={detail.tick} data-testid={testId} data-seq={tick?.seq} data-price={tick?.price}>
      <div className={detail.tickTitle}>{title}</div>
      {tick ? (
        <>
          <div className={detail.tickPrice} data-testid="tick-price">
            {f.price(tick.price, priceDecimals)}
          </div>
          <div className={detail.tickMeta}>
            <div data-testid="tick-seq">{t("detail.tickId", { seq: tick.seq })}</div>
            <div>{f.dateTime(tick.time, "millisecond")}</div>
          </div>
        </>
      ) : (
        <p className={detail.tickPending}>{pending}</p>
      )}
    </div>
  );
}
