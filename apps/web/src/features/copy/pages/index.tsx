import { useSearchParams } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { copyPaths } from "../../../app/lines/copy-paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { Chip, ChipRow } from "../../../ui/chips";
import { formatDateTime } from "../../../ui/format";
import { LinkList, Tiles } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { useMyCopies, useOwnTrader, useTraders } from "../api/copy";
import styles from "../components/copy.module.css";
import { PeriodSwitch } from "../components/period-switch";
import { TraderCard } from "../components/trader-card";
import { type DaysChoice, daysParam, isSortKey, type SortKey, sortKeys, sortLabel } from "../model/labels";

/**
 * The traders one can copy (`?sort=&days=`), best first by ROI, PnL, win rate, followers or the
 * smallest drawdown over 7, 30 or 90 days; the ways to one's copies, the copy account, and the trader
 * application or one's trader dashboard. Guests may look.
 */
export default function FollowIndexPage() {
  const { t, ready } = useCopyTranslation();
  const locale = useLocaleTag();
  const [search, setSearch] = useSearchParams();
  const user = useUserInfo();
  const signedIn = user !== null;
  const wanted = search.get("sort");
  const sort: SortKey = isSortKey(wanted) ? wanted : "roi";
  const days = daysParam(search.get("days"));
  const traders = useTraders(sort, days);
  const own = useOwnTrader(signedIn);
  const mine = useMyCopies(signedIn);
  const following = new Set((mine.data?.follows ?? []).map((f) => f.trader_user_id));
  const items = traders.data?.pages.flatMap((p) => p.data) ?? [];
  const computedAt = traders.data?.pages[0]?.computed_at;
  const set = (next: { sort?: SortKey; days?: DaysChoice }) => {
    const params = new URLSearchParams(search);
    if (next.sort) params.set("sort", next.sort);
    if (next.days) params.set("days", String(next.days));
    setSearch(params, { replace: true });
  };
  const isTrader = signedIn && own.data != null;

  return (
    <Page title={ready ? t("title") : ""}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <Tiles
            items={[
              {
                to: copyPaths.copytradeMy,
                label: t("index.myCopies"),
                hint: t("index.myCopiesHint"),
                testId: "copy-link-my",
              },
              isTrader
                ? {
                    to: copyPaths.copytradeTrader,
                    label: t("index.dashboard"),
                    hint: t("index.dashboardHint"),
                    testId: "copy-link-dashboard",
                  }
                : {
                    to: copyPaths.followJoin,
                    label: t("index.join"),
                    hint: t("index.joinHint"),
                    testId: "copy-link-join",
                  },
            ]}
          />
          <LinkList
            items={[{ to: copyPaths.copytradeCopy, label: t("index.account"), testId: "copy-link-account" }]}
          />
          <div className={styles.filters}>
            <ChipRow>
              {sortKeys.map((key) => (
                <Chip
                  key={key}
                  pressed={key === sort}
                  onClick={() => set({ sort: key })}
                  data-testid={`copy-sort-${key}`}
                >
                  {t(sortLabel[key])}
                </Chip>
              ))}
            </ChipRow>
            <PeriodSwitch days={days} onChange={(d) => set({ days: d })} />
            {computedAt ? (
              <span className={lineStyles.muted} data-testid="copy-computed-at">
                {t("index.computedAt", { time: formatDateTime(computedAt, locale) })}
              </span>
            ) : null}
          </div>
          {traders.isPending ? (
            <SectionLoading />
          ) : traders.isError ? (
            <LoadError onRetry={() => void traders.refetch()} />
          ) : (
            <Refreshable onRefresh={() => traders.refetch()}>
              {items.length === 0 ? (
                <EmptyState text={t("index.empty")} />
              ) : (
                <>
                  <ul className={lineStyles.list} data-testid="copy-traders">
                    {items.map((trader) => (
                      <TraderCard
                        key={trader.trader_user_id}
                        trader={trader}
                        following={following.has(trader.trader_user_id)}
                        own={trader.trader_user_id === user?.id}
                      />
                    ))}
                  </ul>
                  <MoreLoader
                    hasMore={Boolean(traders.hasNextPage)}
                    loadMore={() => traders.fetchNextPage()}
                  />
                </>
              )}
            </Refreshable>
          )}
        </>
      )}
    </Page>
  );
}
