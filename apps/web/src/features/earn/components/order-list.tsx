import { Button } from "antd-mobile";
import { useNavigate } from "react-router-dom";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useOrders } from "../api/earn";
import type { OrderTab } from "../model/labels";
import styles from "./earn.module.css";
import { OrderRow } from "./order-row";

/** One tab of one's orders, newest first, page by page; refreshed over the user channel. */
export function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useEarnTranslation();
  const navigate = useNavigate();
  const orders = useOrders(tab);
  if (orders.isPending) return <SectionLoading />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  const items = orders.data.pages.flatMap((p) => p.data);
  return (
    <Refreshable onRefresh={() => orders.refetch()}>
      {items.length === 0 ? (
        <EmptyState
          text={t(tab === "active" ? "orders.emptyActive" : "orders.emptyEnded")}
          action={
            <Button size="small" color="primary" onClick={() => navigate(earnPaths.lockming)}>
              {t("orders.browse")}
            </Button>
          }
        />
      ) : (
        <>
          <ul className={styles.list} data-testid={`earn-orders-${tab}`}>
            {items.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </ul>
          <MoreLoader hasMore={Boolean(orders.hasNextPage)} loadMore={() => orders.fetchNextPage()} />
        </>
      )}
    </Refreshable>
  );
}
