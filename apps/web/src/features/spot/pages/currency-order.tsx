import { useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useSpotTranslation } from "../../../i18n/spot";
import { Page } from "../../../ui/page";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { Tabs } from "../../../ui/tabs";
import { TradeCardList } from "../../../ui/trade-card";
import { useMarketPriceDecimals } from "../../../ui/use-format";
import { type OrderTab, useOrderPages } from "../api/get-coin-list";
import { OrderCard } from "../components/order-card";
import styles from "../components/spot.module.css";
import { useCancelOrder } from "../components/use-cancel-order";

/** The user's spot orders (`?tab=open|history`), every market, page by page; open ones can be cancelled. */
export default function OrdersPage() {
  const { t, ready } = useSpotTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: OrderTab = search.get("tab") === "history" ? "history" : "open";
  const orders = useOrderPages(tab, true);
  const cancel = useCancelOrder();
  const items = orders.data?.pages.flatMap((p) => p.data) ?? [];
  const priceDecimals = useMarketPriceDecimals();

  return (
    <Page title={ready ? t("orders.history") : ""} backTo={paths.trade}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
            <Tabs.Tab key="open" title={<span data-testid="orders-tab-open">{t("orders.tabOpen")}</span>} />
            <Tabs.Tab
              key="history"
              title={<span data-testid="orders-tab-history">{t("orders.tabHistory")}</span>}
            />
          </Tabs>
          {orders.isPending ? (
            <SectionLoading />
          ) : orders.isError ? (
            <LoadError onRetry={() => void orders.refetch()} />
          ) : (
            <Refreshable onRefresh={() => orders.refetch()}>
              <div className={styles.sectionBody}>
                {items.length === 0 ? (
                  <EmptyState text={t("orders.empty")} />
                ) : (
                  <TradeCardList data-testid={`orders-${tab}`}>
                    {items.map((order) => (
                      <OrderCard
                        key={order.id}
                        order={order}
                        priceDecimals={priceDecimals(order.symbol)}
                        onCancel={tab === "open" ? cancel : undefined}
                      />
                    ))}
                  </TradeCardList>
                )}
              </div>
              {items.length > 0 ? (
                <MoreLoader hasMore={Boolean(orders.hasNextPage)} loadMore={() => orders.fetchNextPage()} />
              ) : null}
            </Refreshable>
          )}
        </>
      )}
    </Page>
  );
}
