import Button from "antd-mobile/es/components/button";
import { useCallback } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { copyPaths, withTrader } from "../../../app/lines/copy-paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { Tabs } from "../../../ui/tabs";
import { useLocaleTag } from "../../../ui/use-locale";
import { type Follow, useMyCopies } from "../api/copy";
import styles from "../components/copy.module.css";
import { CopyRow } from "../components/copy-row";
import { HistoryList } from "../components/history-list";
import { amountText } from "../model/figures";
import { DEFAULT_TAB, isMyTab, type MyTab, myTabs } from "../model/labels";

/**
 * One's copies (`?tab=`): the traders one copies with the settings, the open copies with "keep as
 * mine" and "close", and the history of closed and skipped copies. The user channel refetches them
 * when a copy opens or closes and when its profit share is paid, so they follow the traders live.
 */
export default function MyCopiesPage() {
  const { t, ready } = useCopyTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("tab");
  const tab: MyTab = isMyTab(wanted) ? wanted : DEFAULT_TAB;
  const mine = useMyCopies();
  const follows = mine.data?.follows;
  const nameOf = useCallback(
    (traderUserId: number) =>
      follows?.find((f) => f.trader_user_id === traderUserId)?.name ??
      t("copies.traderFallback", { id: traderUserId }),
    [follows, t],
  );
  return (
    <Page
      title={ready ? t("my.title") : ""}
      backTo={copyPaths.followIndex}
      right={
        ready ? (
          <Link className="text-button" to={copyPaths.copytradeCopy} data-testid="copy-link-account">
            {t("my.account")}
          </Link>
        ) : null
      }
    >
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
            {myTabs.map((key) => (
              <Tabs.Tab key={key} title={<span data-testid={`copy-tab-${key}`}>{t(`my.tab.${key}`)}</span>} />
            ))}
          </Tabs>
          {tab === "history" ? (
            <HistoryList nameOf={nameOf} />
          ) : mine.isPending ? (
            <SectionLoading />
          ) : mine.isError ? (
            <LoadError onRetry={() => void mine.refetch()} />
          ) : (
            <Refreshable onRefresh={() => mine.refetch()}>
              {tab === "traders" ? (
                mine.data.follows.length === 0 ? (
                  <EmptyState text={t("my.noTraders")} action={<BrowseButton />} />
                ) : (
                  <ul className={lineStyles.list} data-testid="copy-follows">
                    {mine.data.follows.map((f) => (
                      <FollowRow key={f.trader_user_id} follow={f} />
                    ))}
                  </ul>
                )
              ) : mine.data.copies.length === 0 ? (
                <EmptyState text={t("my.noCopies")} />
              ) : (
                <ul className={lineStyles.list} data-testid="copy-positions">
                  {mine.data.copies.map((c) => (
                    <CopyRow key={c.transaction_id} copy={c} traderName={nameOf(c.trader_user_id)} />
                  ))}
                </ul>
              )}
            </Refreshable>
          )}
        </>
      )}
    </Page>
  );
}

function BrowseButton() {
  const { t } = useCopyTranslation();
  const navigate = useNavigate();
  return (
    <Button size="small" color="primary" onClick={() => navigate(copyPaths.followIndex)}>
      {t("my.browse")}
    </Button>
  );
}

/** A trader one copies: how (proportional or fixed lots), the margin caps, since when; edit. */
function FollowRow({ follow: f }: { follow: Follow }) {
  const { t } = useCopyTranslation();
  const navigate = useNavigate();
  const locale = useLocaleTag();
  const mode =
    f.type === 1
      ? t("my.modeProportional", { number: amountText(f.number, locale) })
      : t("my.modeFixed", { number: amountText(f.number, locale) });
  return (
    <li className={lineStyles.item} data-testid="copy-follow" data-trader={f.trader_user_id}>
      <div className={styles.itemHead}>
        <Link className={lineStyles.name} to={withTrader(copyPaths.followTrader, f.trader_user_id)}>
          {f.name}
        </Link>
        <span className={lineStyles.tag} data-testid="copy-follow-mode">
          {mode}
        </span>
      </div>
      <Facts
        className={styles.smallFacts}
        items={[
          [
            t("follow.maxOrder"),
            f.max_margin_order != null ? amountText(f.max_margin_order, locale) : t("follow.noCap"),
          ],
          [
            t("follow.maxTotal"),
            f.max_margin_total != null ? amountText(f.max_margin_total, locale) : t("follow.noCap"),
          ],
          [t("my.since"), formatDateTime(f.created_at, locale)],
        ]}
      />
      <div className={lineStyles.itemFoot}>
        <span />
        <Button
          size="small"
          onClick={() => navigate(withTrader(copyPaths.followFollow, f.trader_user_id))}
          data-testid="copy-follow-edit"
        >
          {t("my.edit")}
        </Button>
      </div>
    </li>
  );
}
