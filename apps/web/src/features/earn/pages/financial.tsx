import { earnPaths } from "../../../app/lines/earn-paths";
import { paths } from "../../../app/paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { type HubLink, LinkList, Tiles } from "../../../ui/hub";
import { Page } from "../../../ui/page";
import { NO_VALUE } from "../../../ui/quote";
import { Refreshable } from "../../../ui/refresh-list";
import { LoadError, SectionLoading } from "../../../ui/status";
import { SUMMARY_LIMIT, useFinancialAccount, useOrderSummary } from "../api/earn";
import styles from "../components/earn.module.css";
import { countText, shownLines, yieldToDate } from "../model/summary";

/**
 * The financial account: each coin's available and locked balance, the account's value in USDT, the
 * yield lock mining has paid so far and the orders in progress; the ways to lock mining, one's orders,
 * transfers in and out, and the account's bills.
 */
export default function FinancialPage() {
  const { t, ready } = useEarnTranslation();
  const account = useFinancialAccount();
  const summary = useOrderSummary();
  const lines = account.data?.lines ?? [];
  const usdt = lines.find((l) => l.currency_name === "USDT")?.currency;
  const currency = usdt ?? shownLines(lines)[0]?.currency;
  const coin = currency ? `&currency=${currency}` : "";
  const figure = (value: string | undefined, failed: boolean) => value ?? (failed ? NO_VALUE : "…");
  const activeCount = summary.data ? countText(summary.data.active.length, SUMMARY_LIMIT) : undefined;
  const links: HubLink[] = [
    {
      to: `${paths.transfer}?from=change&to=financial${coin}`,
      label: t("financial.transferIn"),
      testId: "earn-link-transfer-in",
    },
    {
      to: `${paths.transfer}?from=financial&to=change${coin}`,
      label: t("financial.transferOut"),
      testId: "earn-link-transfer-out",
    },
    { to: `${paths.assetsRecord}?type=financial`, label: t("financial.bills"), testId: "earn-link-bills" },
  ];
  return (
    <Page title={ready ? t("financial.title") : ""} backTo={paths.assets}>
      {!ready || account.isPending ? (
        <SectionLoading />
      ) : account.isError ? (
        <LoadError onRetry={() => void account.refetch()} />
      ) : (
        <Refreshable onRefresh={() => Promise.all([account.refetch(), summary.refetch()])}>
          <section className={styles.card} data-testid="earn-financial">
            <span className={styles.muted}>{t("financial.total")}</span>
            <div className={styles.balance}>
              <strong data-testid="earn-financial-total">{account.data.usdtTotal}</strong>
              <span className={styles.muted}>USDT</span>
            </div>
            <table className={styles.coins}>
              <thead>
                <tr>
                  <th scope="col">{t("financial.coin")}</th>
                  <th scope="col">{t("financial.available")}</th>
                  <th scope="col">{t("financial.locked")}</th>
                </tr>
              </thead>
              <tbody>
                {shownLines(account.data.lines).map((l) => (
                  <tr key={l.currency} data-testid="earn-financial-coin" data-currency={l.currency_name}>
                    <td>{l.currency_name}</td>
                    <td data-testid="earn-financial-available">{l.available}</td>
                    <td data-testid="earn-financial-locked">{l.locked}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className={styles.grid}>
              <div>
                <dt>{t("financial.yieldToDate")}</dt>
                <dd data-testid="earn-financial-yield">
                  {figure(
                    summary.data ? yieldToDate([...summary.data.active, ...summary.data.ended]) : undefined,
                    summary.isError,
                  )}
                </dd>
              </div>
              <div>
                <dt>{t("financial.activeOrders")}</dt>
                <dd data-testid="earn-financial-active">{figure(activeCount, summary.isError)}</dd>
              </div>
            </dl>
            {summary.data?.capped ? (
              <p className={styles.note} data-testid="earn-financial-capped">
                {t("financial.capped", { limit: SUMMARY_LIMIT })}
              </p>
            ) : null}
            <p className={styles.note}>{t("financial.lead")}</p>
          </section>
          <Tiles
            items={[
              {
                to: earnPaths.lockming,
                label: t("financial.lockming"),
                hint: t("financial.lockmingHint"),
                testId: "earn-link-lockming",
              },
              {
                to: earnPaths.lockmingOrder,
                label: t("financial.myOrders"),
                hint: t("financial.myOrdersHint"),
                testId: "earn-link-orders",
              },
            ]}
          />
          <LinkList items={links} />
        </Refreshable>
      )}
    </Page>
  );
}
