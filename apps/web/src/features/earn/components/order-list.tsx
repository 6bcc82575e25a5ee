import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { PagedList } from "../../../ui/paged-list";
import { useOrders } from "../api/earn";
import type { OrderTab } from "../model/labels";
import { OrderRow } from "./order-row";

/** One tab of one's orders, newest first, page by page; refreshed over the user channel. */
export function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useEarnTranslation();
  return (
    <PagedList
      query={useOrders(tab)}
      empty={t(tab === "active" ? "orders.emptyActive" : "orders.emptyEnded")}
      browse={{ label: t("orders.browse"), to: earnPaths.lockming }}
      testId={`earn-orders-${tab}`}
      row={(o) => <OrderRow key={o.id} order={o} />}
    />
  );
}
