import { Link } from "react-router-dom";
import { secondsPaths as paths } from "../../../app/lines/seconds-paths";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useNow } from "../../../ui/use-now";
import { useRecentOrders } from "../api/get-lists";
import { STATUS } from "../model/orders";
import { OrderRow } from "./order-row";
import listing from "./orders.module.css";
import shared from "./seconds.module.css";

/** The user's newest orders: running ones count down, then show their result in place. */
export function RecentOrders() {
  const { t } = useSecondsTranslation();
  const orders = useRecentOrders(true);
  const list = orders.data?.data ?? [];
  // Ticks every second while an order is open; re-rendering also re-checks the list's polling.
  const now = useNow(
    1000,
    list.some((o) => o.status === STATUS.open),
  ).getTime();
  return (
    <section className={shared.card} style={{ padding: 0 }} data-testid="recent-orders">
      <div className={listing.sectionHead}>
        <h2 className={listing.sectionTitle}>{t("orders.mine")}</h2>
        <Link className={listing.more} to={paths.secondsOrders} data-testid="seconds-history-link">
          {t("orders.all")}
        </Link>
      </div>
      {orders.isPending ? (
        <SectionLoading />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <div className={listing.empty}>
          <EmptyState text={t("orders.empty")} />
        </div>
      ) : (
        <ul className={listing.list}>
          {list.map((order) => (
            <OrderRow key={order.id} order={order} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
