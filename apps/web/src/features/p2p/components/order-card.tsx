import type { P2pOrder } from "@bourse/contract";
import { Link } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import styles from "./p2p.module.css";

/**
 * One order in a list: side and coin, status, sum, amount, price and the other party (the buyer in a
 * store's list, the store in a taker's); a tap opens its detail.
 */
export function OrderCard({ order }: { order: P2pOrder }) {
  const { t } = useP2pTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  return (
    <li className={lineStyles.item}>
      <Link
        to={`${p2pPaths.legalOrderDetail}?id=${order.id}`}
        className={styles.store}
        data-testid={`p2p-order-${order.id}`}
        data-status={order.status}
      >
        <div className={lineStyles.itemHead}>
          <span>
            {t(`order.role.${order.type === "buy" ? "buy" : "sell"}`)} {order.currency_name}
          </span>
          <span className={styles.status} data-status={order.status}>
            {t(`status.${order.status as "unpaid"}`)}
          </span>
        </div>
        <Facts
          className={lineStyles.facts}
          items={[
            [t("order.total"), `${f.exact(order.money)} ${order.coin_code}`],
            [t("order.amount"), `${f.exact(order.number)} ${order.currency_name}`],
            [t("order.price"), `${f.exact(order.price)} ${order.coin_code}`],
            [
              order.counterparty.name || t("order.userId", { id: order.counterparty.id }),
              formatDateTime(order.created_at, locale),
            ],
          ]}
        />
      </Link>
    </li>
  );
}
