import type { SpotOrder } from "@bourse/contract";
import { useSpotTranslation } from "../../../i18n/spot";
import { isPositive } from "../../../ui/decimal";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { NO_VALUE } from "../../../ui/quote";
import {
  CardEnd,
  CardStatus,
  KindTag,
  PairName,
  SideTag,
  TradeCard,
  TradeCardHead,
} from "../../../ui/trade-card";
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
    <TradeCard
      className={order.side === "buy" ? styles.buyTone : styles.sellTone}
      data-testid="order-card"
      data-id={order.id}
      data-status={order.status}
      data-side={order.side}
    >
      <TradeCardHead>
        <SideTag>{t(order.side)}</SideTag>
        <PairName>{order.symbol}</PairName>
        <KindTag>{t(order.type)}</KindTag>
        <CardEnd>
          <CardStatus active={order.status === "open"} data-testid="order-status">
            {t(statusKey(order))}
          </CardStatus>
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
        </CardEnd>
      </TradeCardHead>
      <FigureGrid endAligned>
        {figures.map(([label, value]) => (
          <Figure key={label} label={label}>
            {value}
          </Figure>
        ))}
      </FigureGrid>
    </TradeCard>
  );
}
