import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { withDualProduct } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { PublicLink } from "../../../ui/public-link";
import { NO_VALUE } from "../../../ui/quote";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { VerifyLink } from "../../../ui/verify-link";
import { type DualOrder, dualProof } from "../api/dual";
import { groupedPrice, isDualStatus } from "../model/dual";
import { ratePercent } from "../model/figures";
import styles from "./dual.module.css";
import earn from "./earn.module.css";

/**
 * One dual investment: the pair and its type, the shares and the investment, the terms it was bought
 * on, its maturity and its state (in progress, settling: matured and waiting for its tick, completed).
 * A completed one shows the settlement price, the index tick it came from, the payout and whether it
 * was converted, its public proof and a link to recompute its settlement on the verifier.
 */
export function DualOrderRow({ order }: { order: DualOrder }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  const coin = order.invest_currency_name;
  const maturity = formatDateTime(order.maturity_at, locale);
  const [, quote = ""] = order.symbol.split("/");
  const completed = order.status === "completed";
  const facts: [string, ReactNode][] = [
    [t("dual.orders.shares"), f.exact(order.shares)],
    [
      t("dual.orders.investment"),
      <span key="investment" data-testid="dual-order-investment">
        {f.exact(order.investment)} {coin}
      </span>,
    ],
    [t("dual.apr"), ratePercent(order.apr, locale)],
    [t("dual.linkedPrice"), `${groupedPrice(order.linked_price, locale)} ${quote}`],
    [t("dual.maturity"), maturity],
    [t("dual.orders.boughtAt"), formatDateTime(order.created_at, locale)],
  ];
  if (completed) {
    facts.push(
      [t("dual.orders.settlePrice"), `${groupedPrice(order.settle_price, locale)} ${quote}`],
      [
        t("dual.orders.tick"),
        <span key="tick" data-testid="dual-order-tick" data-seq={order.settle_seq ?? undefined}>
          {t("dual.orders.tickAt", {
            seq: order.settle_seq ?? NO_VALUE,
            time: order.settle_tick_at ? formatDateTime(order.settle_tick_at, locale) : NO_VALUE,
          })}
        </span>,
      ],
      [
        t("dual.orders.payout"),
        <span
          key="payout"
          data-testid="dual-order-payout"
          data-converted={order.converted ? "true" : "false"}
        >
          {f.exact(order.payout)} {order.payout_currency_name ?? ""} ·{" "}
          {order.converted ? t("dual.orders.converted") : t("dual.orders.kept")}
        </span>,
      ],
    );
  }
  return (
    <li className={lineStyles.item} data-testid="dual-order" data-id={order.id} data-status={order.status}>
      <div className={earn.itemHead}>
        <Link className={lineStyles.name} to={withDualProduct(order.product_id)}>
          {order.symbol} · {t(`dual.type.${order.type}`)} · {t("dual.days", { days: order.days })}
        </Link>
        <span className={styles.status} data-status={order.status} data-testid="dual-order-status">
          {isDualStatus(order.status) ? t(`dual.orders.status.${order.status}`) : order.status}
        </span>
      </div>
      <Facts className={styles.smallFacts} items={facts} />
      {order.status === "settling" ? (
        <p className={lineStyles.note}>{t("dual.orders.settling", { time: maturity })}</p>
      ) : null}
      {completed ? (
        <div className={styles.proof}>
          <p>
            <PublicLink href={dualProof(order)} testId="dual-order-proof">
              {t("dual.orders.proof")}
            </PublicLink>
          </p>
          <p>{t("dual.orders.verify")}</p>
          <p>
            <VerifyLink target={{ kind: "dual", id: order.id }} />
          </p>
        </div>
      ) : null}
      <div className={lineStyles.itemFoot}>
        <span className={lineStyles.muted}>{t("dual.orders.order", { id: order.id })}</span>
      </div>
    </li>
  );
}
