import Button from "antd-mobile/es/components/button";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrencyDecimals } from "../../../api/get-currency-list";
import { useEarnTranslation } from "../../../i18n/earn";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { earnCalls, type LockOrder, refreshEarn } from "../api/earn";
import { dailyYield, ratePercent } from "../model/figures";
import { daysText, statusKey } from "../model/labels";
import styles from "./earn.module.css";

/**
 * One lock order: its amount and daily yield, the days and yield paid so far, its start and expiry
 * (UTC days), its status, and each day's yield on demand; an active order may be redeemed early, after
 * a confirmation that spells out the penalty and what comes back (the server's figures).
 */
export function OrderRow({ order }: { order: LockOrder }) {
  const { t } = useEarnTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const f = useFormat();
  const decimals = useCurrencyDecimals(order.currency_id);
  const [busy, setBusy] = useState(false);
  const coin = order.currency_name;
  const daily =
    order.daily_yield ??
    (decimals === undefined ? null : dailyYield(order.amount, order.daily_rate, decimals));
  const status = statusKey(order.status);
  const redemption = order.status === "active" ? order.early_redemption : null;

  const redeem = async () => {
    if (!redemption || busy) return;
    const sure = await confirmSheet({
      title: t("orders.redeemTitle", { id: order.id }),
      testId: "earn-redeem-confirm",
      okTestId: "earn-redeem-ok",
      cancelTestId: "earn-redeem-cancel",
      ok: t("orders.redeemOk"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>
            {t("orders.redeemFormula", {
              amount: f.exact(order.amount),
              rate: ratePercent(order.penalty_rate, locale),
              penalty: f.exact(redemption.penalty),
              coin,
            })}
          </p>
          <p>{t("orders.redeemReturned", { returned: f.exact(redemption.returned), coin })}</p>
          <p className={lineStyles.muted}>
            {t("orders.redeemKept", { paid: f.exact(order.yield_paid), coin })}
          </p>
        </>
      ),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const done = await earnCalls.redeem(order.id);
      void showToast(t("orders.redeemed", { returned: f.exact(done.returned), coin }));
    } catch {
      // the client showed the server's refusal
    } finally {
      setBusy(false);
      void refreshEarn();
    }
  };

  const facts: [string, ReactNode][] = [
    [t("orders.amount", { coin }), f.exact(order.amount)],
    [t("orders.dailyYield", { coin }), f.exact(daily)],
    [
      t("orders.daysPaid"),
      <span key="days" data-testid="earn-order-days-paid">
        {daysText(order.days_paid, order.days)}
      </span>,
    ],
    [
      t("orders.yieldPaid", { coin }),
      <span key="paid" data-testid="earn-order-yield-paid">
        {f.exact(order.yield_paid)}
      </span>,
    ],
    [t("orders.start"), order.start_day],
    [t("orders.maturity"), order.maturity],
  ];
  if (order.status === "redeemed") facts.push([t("orders.penalty", { coin }), f.exact(order.penalty)]);
  if (order.ended_at) facts.push([t("orders.endedAt"), formatDateTime(order.ended_at, locale)]);

  return (
    <li className={lineStyles.item} data-testid="earn-order" data-id={order.id} data-status={order.status}>
      <div className={styles.itemHead}>
        <span className={lineStyles.name}>
          {coin} · {t("term.days", { days: order.days })}
        </span>
        <span className={styles.status} data-status={order.status} data-testid="earn-order-status">
          {status ? t(status) : order.status}
        </span>
      </div>
      <Facts className={styles.smallFacts} items={facts} />
      {order.yields.length === 0 ? (
        <p className={lineStyles.note}>{t("orders.noYields")}</p>
      ) : (
        <details className={styles.yields} data-testid="earn-order-yields">
          <summary>{t("orders.yields", { n: order.yields.length })}</summary>
          <ol>
            {order.yields.map((y) => (
              <li key={y.day} data-testid="earn-order-yield">
                <span>{y.day}</span>
                <span>
                  {f.exact(y.amount)} {coin}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className={lineStyles.itemFoot}>
        <span className={lineStyles.muted}>
          {t("orders.order", { id: order.id })} · {t("term.dailyYield")}{" "}
          {ratePercent(order.daily_rate, locale)}
        </span>
        {redemption ? (
          <Button size="small" loading={busy} onClick={() => void redeem()} data-testid="earn-order-redeem">
            {t("orders.redeem")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
