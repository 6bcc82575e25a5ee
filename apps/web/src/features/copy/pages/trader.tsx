import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { copyPaths, withTrader } from "../../../app/lines/copy-paths";
import { useCopyTranslation } from "../../../i18n/copy";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { EmptyState, LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { Tabs } from "../../../ui/tabs";
import { useLocaleTag } from "../../../ui/use-locale";
import { type TraderDetail, useMyCopies, useTraderDetail } from "../api/copy";
import { Avatar } from "../components/avatar";
import styles from "../components/copy.module.css";
import { EquityCurve } from "../components/equity-curve";
import { PeriodSwitch } from "../components/period-switch";
import { PositionRow } from "../components/position-row";
import { TraderFigures } from "../components/trader-figures";
import { rateText, seatsText } from "../model/figures";
import { type DaysChoice, DEFAULT_DAYS, idParam } from "../model/labels";

/**
 * One trader (`?trader_user_id=`): figures for 7, 30 and 90 days (computed now), the 90-day equity
 * curve, its current and closed positions, and the way to copy it. Guests may look.
 */
export default function TraderPage() {
  const { t, ready } = useCopyTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get("trader_user_id"));
  const trader = useTraderDetail(id);
  return (
    <Page title={ready ? (trader.data?.name ?? t("trader.title")) : ""} backTo={copyPaths.followIndex}>
      {!ready || (id !== null && trader.isPending) ? (
        <SectionLoading />
      ) : id === null ||
        (trader.isError && (trader.error as { code?: string }).code === "COPY_NOT_TRADER") ? (
        <MessageScreen title={t("trader.notFound")} />
      ) : trader.isError || !trader.data ? (
        <LoadError onRetry={() => void trader.refetch()} />
      ) : (
        <TraderView trader={trader.data} />
      )}
    </Page>
  );
}

function TraderView({ trader }: { trader: TraderDetail }) {
  const { t } = useCopyTranslation();
  const locale = useLocaleTag();
  const navigate = useNavigate();
  const user = useUserInfo();
  const mine = useMyCopies(user !== null);
  const [days, setDays] = useState<DaysChoice>(DEFAULT_DAYS);
  const [tab, setTab] = useState<"open" | "closed">("open");
  const stats = days === 7 ? trader.stats_7d : days === 90 ? trader.stats_90d : trader.stats;
  const following = (mine.data?.follows ?? []).some((f) => f.trader_user_id === trader.trader_user_id);
  const own = user?.id === trader.trader_user_id;
  const full = trader.stats.followers >= trader.max_followers && !following;
  const positions = trader.positions.filter((p) => (tab === "open" ? p.status === 1 : p.status === 3));

  return (
    <div data-testid="copy-trader-detail" data-id={trader.trader_user_id}>
      <section className={lineStyles.card}>
        <div className={lineStyles.who}>
          <Avatar name={trader.name} big />
          <div className={styles.whoText}>
            <h2 className={styles.bigName}>{trader.name}</h2>
            <div className={styles.sub}>
              {t("figure.followers")} {seatsText(trader.stats.followers, trader.max_followers, locale)} ·{" "}
              {t("figure.shareRate")}{" "}
              <span data-testid="copy-trader-share">{rateText(trader.share_rate, locale)}</span>
            </div>
          </div>
        </div>
        {trader.bio ? <p className={styles.bio}>{trader.bio}</p> : null}
      </section>
      <section className={lineStyles.card}>
        <div className={styles.itemHead}>
          <h3 className={styles.headTitle}>{t("trader.figures")}</h3>
          <PeriodSwitch days={days} onChange={setDays} />
        </div>
        <TraderFigures stats={stats} full />
      </section>
      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("trader.curve")}</h3>
        <EquityCurve points={trader.equity_curve} />
      </section>
      <Tabs activeKey={tab} onChange={(key) => setTab(key === "closed" ? "closed" : "open")}>
        <Tabs.Tab key="open" title={<span data-testid="copy-trader-tab-open">{t("trader.open")}</span>} />
        <Tabs.Tab
          key="closed"
          title={<span data-testid="copy-trader-tab-closed">{t("trader.closed")}</span>}
        />
      </Tabs>
      {positions.length === 0 ? (
        <EmptyState text={t(tab === "open" ? "trader.noOpen" : "trader.noClosed")} />
      ) : (
        <ul className={lineStyles.list} data-testid={`copy-trader-positions-${tab}`}>
          {positions.map((p) => (
            <PositionRow key={p.id} position={p} />
          ))}
        </ul>
      )}
      <div className={lineStyles.actions}>
        {own ? (
          <p className={lineStyles.note}>{t("trader.own")}</p>
        ) : (
          <Button
            block
            color="primary"
            disabled={full}
            onClick={() => navigate(withTrader(copyPaths.followFollow, trader.trader_user_id))}
            data-testid="copy-trader-follow"
          >
            {full ? t("card.full") : following ? t("trader.editCopy") : t("card.copy")}
          </Button>
        )}
      </div>
    </div>
  );
}
