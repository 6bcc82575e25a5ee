import { useGrowthTranslation } from "../../../i18n/growth";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import { useLocaleTag } from "../../../ui/use-locale";
import type { Rebate } from "../api/growth";
import { coinAmount, productKey, ratePercent } from "../model/share";
import styles from "./growth.module.css";

/** One rebate received: the invitee and its level, the rebate, then the product, the fee, the rate and the time. */
export function RebateRow({ rebate }: { rebate: Rebate }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const product = productKey(rebate.product);
  return (
    <li
      className={styles.item}
      data-testid="rebate-row"
      data-level={rebate.level}
      data-product={rebate.product}
      data-currency={rebate.currency_name}
    >
      <div className={styles.itemHead}>
        <span className={styles.name} data-testid="rebate-invitee">
          {rebate.invitee}
        </span>
        <span className={styles.tag}>{t("records.level", { level: rebate.level })}</span>
      </div>
      <div className={styles.headline}>
        <span className={styles.muted}>{t("records.amount")}</span>
        <strong className={styles.amount} data-testid="rebate-amount">
          +{coinAmount(rebate.amount, rebate.currency_name, locale)}
        </strong>
      </div>
      <Facts
        className={styles.facts}
        items={[
          [
            t("records.product"),
            <span key="product" data-testid="rebate-product">
              {product ? t(product) : rebate.product}
            </span>,
          ],
          [
            t("records.fee"),
            <span key="fee" data-testid="rebate-fee">
              {coinAmount(rebate.fee, rebate.currency_name, locale)}
            </span>,
          ],
          [
            t("records.rate"),
            <span key="rate" data-testid="rebate-rate">
              {ratePercent(rebate.rate, locale)}
            </span>,
          ],
          [
            t("records.time"),
            <time key="time" dateTime={rebate.created_at}>
              {formatDateTime(rebate.created_at, locale)}
            </time>,
          ],
        ]}
      />
    </li>
  );
}
