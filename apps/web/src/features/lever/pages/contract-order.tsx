import { useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useLeverTranslation } from "../../../i18n/lever";
import { Page } from "../../../ui/page";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { Tabs } from "../../../ui/tabs";
import { TradeCardList } from "../../../ui/trade-card";
import { type LeverStatus, useLeverTradePages } from "../api/post-lever-my-trade";
import { TradeCard } from "../components/trade-card";
import { useTradeActions } from "../components/use-trade-actions";

const tabs = [
  { key: "pending", status: 0 },
  { key: "open", status: 1 },
  { key: "closed", status: 3 },
  { key: "cancelled", status: 4 },
] as const satisfies readonly { key: string; status: LeverStatus }[];
type TabKey = (typeof tabs)[number]["key"];

/**
 * The user's contract orders and positions by status (`?tab=pending|open|closed|cancelled`), page by
 * page: prices, lots, leverage, fees, PnL, how each closed, and its open and close ticks to verify.
 */
export default function ContractOrderPage() {
  const { t, ready } = useLeverTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabs.find((x) => x.key === search.get("tab")) ?? tabs[2];
  const pages = useLeverTradePages(tab.status);
  const { cancel } = useTradeActions();
  const items = pages.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Page title={ready ? t("history.title") : ""} backTo={paths.contract}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <Tabs activeKey={tab.key} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
            {tabs.map((x) => (
              <Tabs.Tab
                key={x.key}
                title={
                  <span data-testid={`history-tab-${x.key}`}>
                    {t(`history.${x.key}` as `history.${TabKey}`)}
                  </span>
                }
              />
            ))}
          </Tabs>
          {pages.isPending ? (
            <SectionLoading />
          ) : pages.isError ? (
            <LoadError onRetry={() => void pages.refetch()} />
          ) : (
            <Refreshable onRefresh={() => pages.refetch()}>
              {items.length === 0 ? (
                <EmptyState text={t("history.empty")} />
              ) : (
                <TradeCardList apart data-testid={`history-${tab.key}`}>
                  {items.map((trade) => (
                    <TradeCard key={trade.id} trade={trade} onCancel={(o) => void cancel(o)} />
                  ))}
                </TradeCardList>
              )}
              {items.length > 0 ? (
                <MoreLoader hasMore={Boolean(pages.hasNextPage)} loadMore={() => pages.fetchNextPage()} />
              ) : null}
            </Refreshable>
          )}
        </>
      )}
    </Page>
  );
}
