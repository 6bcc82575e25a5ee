import { useSearchParams } from "react-router-dom";
import { secondsPaths as paths } from "../../../app/lines/seconds-paths";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { Page } from "../../../ui/page";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { Tabs } from "../../../ui/tabs";
import { useNow } from "../../../ui/use-now";
import { useOrderPages } from "../api/get-lists";
import { OrderRow } from "../components/order-row";
import listing from "../components/orders.module.css";
import { isOrderTab, type OrderTab, orderTabs } from "../model/orders";

const tabTitle = {
  open: "orders.tabOpen",
  settled: "orders.tabSettled",
  cancelled: "orders.tabCancelled",
} as const satisfies Record<OrderTab, string>;

/** The user's seconds orders (`?tab=open|settled|cancelled`), five a page; tap one for its detail. */
export default function SecondsOrdersPage() {
  const { t, ready } = useSecondsTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("tab");
  const tab: OrderTab = isOrderTab(wanted) ? wanted : "open";
  const orders = useOrderPages(tab);
  const items = orders.data?.pages.flatMap((p) => p.data) ?? [];
  const now = useNow(1000, tab === "open" && items.length > 0).getTime();

  return (
    <Page title={ready ? t("orders.history") : ""} backTo={paths.seconds}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <div className={listing.tabs}>
            <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
              {orderTabs.map((key) => (
                <Tabs.Tab
                  key={key}
                  title={<span data-testid={`seconds-tab-${key}`}>{t(tabTitle[key])}</span>}
                />
              ))}
            </Tabs>
          </div>
          {orders.isPending ? (
            <SectionLoading />
          ) : orders.isError ? (
            <LoadError onRetry={() => void orders.refetch()} />
          ) : (
            <Refreshable onRefresh={() => orders.refetch()}>
              {items.length === 0 ? (
                <div className={listing.empty}>
                  <EmptyState text={t("orders.empty")} />
                </div>
              ) : (
                <>
                  <ul className={listing.list} data-testid={`seconds-orders-${tab}`}>
                    {items.map((order) => (
                      <OrderRow key={order.id} order={order} now={now} />
                    ))}
                  </ul>
                  <MoreLoader hasMore={Boolean(orders.hasNextPage)} loadMore={() => orders.fetchNextPage()} />
                </>
              )}
            </Refreshable>
          )}
        </>
      )}
    </Page>
  );
}
