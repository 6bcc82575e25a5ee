import { useSearchParams } from "react-router-dom";
import { useP2pTranslation } from "../../../i18n/p2p";
import lineStyles from "../../../ui/line.module.css";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { Tabs } from "../../../ui/tabs";
import { useOrders } from "../api/p2p";
import { isOrderStatus, orderStatuses } from "../model/labels";
import { OrderCard } from "./order-card";

/**
 * Orders by status (`?status=`; all by default), newest first, page by page: the ones the user took
 * (`taker`) or the ones taken on the user's ads (`merchant`). Changes arrive over the user channel.
 */
export function OrderList({ as }: { as: "taker" | "merchant" }) {
  const { t } = useP2pTranslation();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("status");
  const status = isOrderStatus(wanted) ? wanted : undefined;
  const orders = useOrders(as, status);
  const items = orders.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <Tabs
        activeKey={status ?? "all"}
        onChange={(key) => setSearch(key === "all" ? {} : { status: key }, { replace: true })}
      >
        {["all", ...orderStatuses].map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <span data-testid={`p2p-status-${key}`}>
                {key === "all" ? t("records.all") : t(`status.${key as "unpaid"}`)}
              </span>
            }
          />
        ))}
      </Tabs>
      {orders.isPending ? (
        <SectionLoading />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : (
        <Refreshable onRefresh={() => orders.refetch()}>
          {items.length === 0 ? (
            <EmptyState text={t("records.empty")} />
          ) : (
            <>
              <ul className={lineStyles.list} data-testid={`p2p-orders-${as}`}>
                {items.map((o) => (
                  <OrderCard key={o.id} order={o} />
                ))}
              </ul>
              <MoreLoader hasMore={Boolean(orders.hasNextPage)} loadMore={() => orders.fetchNextPage()} />
            </>
          )}
        </Refreshable>
      )}
    </>
  );
}
