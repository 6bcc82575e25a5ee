import { earnPaths } from "../../../app/lines/earn-paths";
import { paths } from "../../../app/paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { isPositive } from "../../../ui/decimal";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { formatDateTime } from "../../../ui/format";
import { type HubLink, LinkList, Tiles } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { NO_VALUE } from "../../../ui/quote";
import { Refreshable } from "../../../ui/refresh-list";
import { LoadError, SectionLoading } from "../../../ui/status";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { useFinancialAccount, useFinancialSummary } from "../api/earn";
import { transferPath } from "../components/available";
import styles from "../components/earn.module.css";
import { perCoin, shownLines } from "../model/summary";

/**
 * The financial account: each coin's available and locked balance, the account's value in USDT, and
 * from `GET /financial/summary` the yield lock mining has paid so far, the lock orders in progress, the
 * IEO subscriptions awaiting their allocation with the payments they hold, the IEO tokens held until
 * their unlock, the dual investments in progress with what they hold, and the open loans with what
 * they owe and the collateral they hold; the ways to lock mining, the IEO launchpad, dual investment,
 * loans, one's orders, subscriptions, investments and loans, transfers in and out, and the account's
 * bills.
 */
export default function FinancialPage() {
  const { t, ready } = useEarnTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  const account = useFinancialAccount();
  const summary = useFinancialSummary();
  const lines = account.data?.lines ?? [];
  const usdt = lines.find((l) => l.currency_name === "USDT")?.currency;
  const currency = usdt ?? shownLines(lines)[0]?.currency;
  const figure = (value: string | undefined, failed: boolean) => value ?? (failed ? NO_VALUE : "…");
  const lock = summary.data?.lock;
  const ieo = summary.data?.ieo;
  const tokensLocked = ieo?.tokens_locked ?? [];
  const dual = summary.data?.dual;
  const dualInvested = (dual?.invested ?? []).filter((held) => isPositive(held.amount));
  const loan = summary.data?.loan;
  const links: HubLink[] = [
    {
      to: transferPath("in", currency),
      label: t("financial.transferIn"),
      testId: "earn-link-transfer-in",
    },
    {
      to: transferPath("out", currency),
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
          <section className={lineStyles.card} data-testid="earn-financial">
            <span className={lineStyles.muted}>{t("financial.total")}</span>
            <div className={styles.balance}>
              <strong data-testid="earn-financial-total">{f.exact(account.data.usdtTotal)}</strong>
              <span className={lineStyles.muted}>USDT</span>
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
                    <td data-testid="earn-financial-available">{f.exact(l.available)}</td>
                    <td data-testid="earn-financial-locked">{f.exact(l.locked)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <FigureGrid columns={2} strong>
              <Figure label={t("financial.yieldToDate")} testId="earn-financial-yield">
                {figure(lock ? perCoin(lock.yield_paid, locale) : undefined, summary.isError)}
              </Figure>
              <Figure label={t("financial.activeOrders")} testId="earn-financial-active">
                {figure(lock ? String(lock.active) : undefined, summary.isError)}
              </Figure>
              <Figure label={t("financial.ieoAwaiting")} testId="earn-financial-ieo-subscribed">
                {figure(ieo ? String(ieo.subscribed) : undefined, summary.isError)}
              </Figure>
              <Figure label={t("financial.ieoFrozen")} testId="earn-financial-ieo-frozen">
                {figure(ieo ? perCoin(ieo.frozen, locale) : undefined, summary.isError)}
              </Figure>
            </FigureGrid>
            <div className={styles.held} data-testid="earn-financial-tokens-locked">
              <span className={lineStyles.muted}>{t("financial.tokensLocked")}</span>
              {!ieo ? (
                <span className={styles.heldNone}>{figure(undefined, summary.isError)}</span>
              ) : tokensLocked.length === 0 ? (
                <span className={styles.heldNone}>{t("financial.tokensLockedNone")}</span>
              ) : (
                <ul>
                  {tokensLocked.map((held) => (
                    <li
                      key={`${held.currency_id}:${held.unlock_at}`}
                      data-testid="earn-financial-token-locked"
                      data-currency={held.currency_name}
                    >
                      <strong>
                        {f.exact(held.amount)} {held.currency_name}
                      </strong>
                      <span>
                        {t("financial.unlocksAt", { time: formatDateTime(held.unlock_at, locale) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className={styles.held} data-testid="earn-financial-dual" data-active={dual?.active}>
              <span className={lineStyles.muted}>
                {t("financial.dualActive", {
                  n: figure(dual ? String(dual.active) : undefined, summary.isError),
                })}
              </span>
              {dualInvested.length > 0 ? (
                <ul>
                  {dualInvested.map((held) => (
                    <li
                      key={held.currency_id}
                      data-testid="earn-financial-dual-invested"
                      data-currency={held.currency_name}
                    >
                      <strong>
                        {f.exact(held.amount)} {held.currency_name}
                      </strong>
                      <span>{t("financial.dualHeld")}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className={styles.held} data-testid="earn-financial-loan" data-open={loan?.open}>
              <span className={lineStyles.muted}>
                {t("financial.loanOpen", {
                  n: figure(loan ? String(loan.open) : undefined, summary.isError),
                })}
              </span>
              {loan && loan.open > 0 ? (
                <ul>
                  <li data-testid="earn-financial-loan-owed">
                    <strong>{perCoin(loan.owed, locale)}</strong>
                    <span>{t("financial.loanOwed")}</span>
                  </li>
                  <li data-testid="earn-financial-loan-collateral">
                    <strong>{perCoin(loan.collateral, locale)}</strong>
                    <span>{t("financial.loanCollateral")}</span>
                  </li>
                </ul>
              ) : null}
            </div>
            <p className={lineStyles.note}>{t("financial.lead")}</p>
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
              {
                to: earnPaths.ieo,
                label: t("financial.ieo"),
                hint: t("financial.ieoHint"),
                testId: "earn-link-ieo",
              },
              {
                to: earnPaths.ieoOrder,
                label: t("financial.ieoOrders"),
                hint: t("financial.ieoOrdersHint"),
                testId: "earn-link-ieo-orders",
              },
              {
                to: earnPaths.dual,
                label: t("financial.dual"),
                hint: t("financial.dualHint"),
                testId: "earn-link-dual",
              },
              {
                to: earnPaths.dualMine,
                label: t("financial.dualMine"),
                hint: t("financial.dualMineHint"),
                testId: "earn-link-dual-mine",
              },
              {
                to: earnPaths.loan,
                label: t("financial.loan"),
                hint: t("financial.loanHint"),
                testId: "earn-link-loan",
              },
              {
                to: earnPaths.loanOrder,
                label: t("financial.loanOrders"),
                hint: t("financial.loanOrdersHint"),
                testId: "earn-link-loan-orders",
              },
            ]}
          />
          <LinkList items={links} />
        </Refreshable>
      )}
    </Page>
  );
}
