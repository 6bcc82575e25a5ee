import Button from "antd-mobile/es/components/button";
import { useNavigate } from "react-router-dom";
import { copyPaths, withTrader } from "../../../app/lines/copy-paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { Facts } from "../../../ui/facts";
import { LinkList } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { Refreshable } from "../../../ui/refresh-list";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { type OwnTrader, useOwnTrader } from "../api/copy";
import { Avatar } from "../components/avatar";
import styles from "../components/copy.module.css";
import { TraderFigures } from "../components/trader-figures";
import { amountText, rateText, seatsText } from "../model/figures";
import { isTraderStatus } from "../model/labels";

/**
 * One's trader dashboard: the application's or profile's status (with the reason of a rejection when
 * the server gives one), followers of the cap, the profit share earned and the 30-day figures.
 */
export default function TraderDashboardPage() {
  const { t, ready } = useCopyTranslation();
  const navigate = useNavigate();
  const own = useOwnTrader();
  return (
    <Page title={ready ? t("dashboard.title") : ""} backTo={copyPaths.followIndex}>
      {!ready || own.isPending ? (
        <SectionLoading />
      ) : own.isError ? (
        <LoadError onRetry={() => void own.refetch()} />
      ) : own.data === null ? (
        <MessageScreen
          title={t("dashboard.notTrader")}
          actions={
            <Button
              color="primary"
              onClick={() => navigate(copyPaths.followJoin)}
              data-testid="copy-link-join"
            >
              {t("index.join")}
            </Button>
          }
        />
      ) : (
        <Refreshable onRefresh={() => own.refetch()}>
          <Dashboard trader={own.data} />
        </Refreshable>
      )}
    </Page>
  );
}

function Dashboard({ trader }: { trader: OwnTrader }) {
  const { t } = useCopyTranslation();
  const locale = useLocaleTag();
  const status = isTraderStatus(trader.status) ? trader.status : null;
  return (
    <div data-testid="copy-dashboard" data-status={trader.status}>
      <section className={lineStyles.card}>
        <div className={styles.itemHead}>
          <div className={lineStyles.who}>
            <Avatar name={trader.name} big />
            <div className={styles.whoText}>
              <div className={lineStyles.name} data-testid="copy-dashboard-name">
                {trader.name}
              </div>
              <div className={styles.sub}>
                {t("figure.shareRate")} {rateText(trader.share_rate, locale)}
              </div>
            </div>
          </div>
          <span className={styles.status} data-status={trader.status} data-testid="copy-dashboard-status">
            {status ? t(`status.${status}`) : trader.status}
          </span>
        </div>
        {status === "rejected" || status === "suspended" ? (
          <p className={lineStyles.note} data-testid="copy-dashboard-reason">
            {t(status === "rejected" ? "dashboard.rejected" : "dashboard.suspended")}
            {trader.reason ? ` ${t("join.reason", { reason: trader.reason })}` : ""}
          </p>
        ) : status === "pending" ? (
          <p className={lineStyles.note}>{t("dashboard.pending")}</p>
        ) : null}
        {trader.bio ? <p className={styles.bio}>{trader.bio}</p> : null}
      </section>
      <section className={lineStyles.card}>
        <Facts
          className={lineStyles.facts}
          testId="copy-dashboard-facts"
          items={[
            [t("figure.followers"), seatsText(trader.stats.followers, trader.max_followers, locale)],
            [t("dashboard.earned"), amountText(trader.profit_share_earned, locale)],
            [t("figure.aum"), amountText(trader.stats.assets_under_copy, locale)],
          ]}
        />
      </section>
      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("dashboard.last30")}</h3>
        <TraderFigures stats={trader.stats} />
      </section>
      <LinkList
        items={[
          { to: copyPaths.followEditName, label: t("dashboard.editName"), testId: "copy-link-edit-name" },
          ...(status === "approved"
            ? [
                {
                  to: withTrader(copyPaths.followTrader, trader.trader_user_id),
                  label: t("dashboard.profile"),
                  testId: "copy-link-profile",
                },
              ]
            : []),
          ...(status === "rejected"
            ? [{ to: copyPaths.followJoin, label: t("dashboard.reapply"), testId: "copy-link-join" }]
            : []),
        ]}
      />
    </div>
  );
}
