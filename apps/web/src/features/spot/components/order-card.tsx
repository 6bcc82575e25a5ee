import type { SpotOrder } from "@bourse/contract";
import { useSpotTranslation } from "../../../i18n/spot";
import { isPositive } from "../../../ui/decimal";
import { NO_VALUE } from "../../../ui/quote";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import styles from "./spot.module.css";

type StatusKey = "status.open" | "status.partial" | "status.filled" | "status.cancelled";

export function statusKey(order: Pick<SpotOrder, "status" | "filled">): StatusKey {
  if (order.status === "open") return isPositive(order.filled) ? "status.partial" : "status.open";
  return order.status === "filled" ? "status.filled" : "status.cancelled";
}

/**
 * One order: pair, side, type and status (or a cancel button while it is open), then price,
 * amount, filled, average price, fee and time.
 */
export function OrderCard({
  order,
  priceDecimals,
  onCancel,
}: {
  order: SpotOrder;
  /** The market's price precision, when known. */
  priceDecimals?: number;
  onCancel?: (order: SpotOrder) => void;
}) {
  const { t } = useSpotTranslation();
  const f = useFormat();
  const scaleOf = useCurrencyScale();
  const [base = "", quote = ""] = order.symbol.split("/");
  const quoteBudget = order.amount === null && order.quote_budget !== null;
  const amount = (value: string | null, coin: string) =>
    value === null ? NO_VALUE : `${f.amount(value, scaleOf(coin))} ${coin}`;
  const figures: [string, string][] = [
    [t("orders.price"), order.price === null ? t("market") : f.price(order.price, priceDecimals)],
    quoteBudget
      ? [t("orders.spend"), amount(order.quote_budget, quote)]
      : [t("orders.amount"), amount(order.amount, base)],
    [t("orders.filled"), amount(order.filled, base)],
    [t("orders.avgPrice"), order.avg_price === null ? NO_VALUE : f.price(order.avg_price, priceDecimals)],
    [t("orders.fee"), amount(order.fee, order.fee_currency)],
    [t("orders.time"), f.dateTime(order.created_at)],
  ];
  return (
    <li
      className={`${styles.order} ${order.side === "buy" ? styles.buyTone : styles.sellTone}`}
      data-testid="order-card"
      data-id={order.id}
      data-status={order.status}
      data-side={order.side}
    >
      <div className={styles.orderHead}>
        <span className={styles.sideTag}>{t(order.side)}</span>
        <span className={styles.pair}>{order.symbol}</span>
        <span className={styles.kindTag}>{t(order.type)}</span>
        <span className={styles.orderEnd}>
          <span
            className={`${styles.status} ${order.status === "open" ? styles.statusOpen : ""}`}
            data-testid="order-status"
          >
            {t(statusKey(order))}
          </span>
          {onCancel && order.status === "open" ? (
            <button
              type="button"
              className={styles.cancelButton}
              onClick={() => onCancel(order)}
              data-testid="order-cancel"
            >
              {t("orders.cancel")}
            </button>
          ) : null}
        </span>
      </div>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
