import { useEarnTranslation } from "../../../i18n/earn";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import { HeadlineLabel } from "../../../ui/headline-figure";
import lineStyles from "../../../ui/line.module.css";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import type { DualProduct } from "../api/dual";
import { groupedPrice } from "../model/dual";
import { ratePercent } from "../model/figures";
import { progressText } from "../model/ieo";
import earn from "./earn.module.css";
import { ProgressBar } from "./progress-bar";
import { RateFigure } from "./rate-figure";

/**
 * A product's headline, in the list and on its purchase screen: the pair and its type, the term, the
 * APR as a percent beside the linked price, the maturity of a purchase made now (local time), the
 * index price, one share's price, and the shares left with the share of them sold.
 */
export function DualSummary({ product }: { product: DualProduct }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  return (
    <>
      <div className={earn.itemHead}>
        <span className={lineStyles.name}>
          {product.symbol} · {t(`dual.type.${product.type}`)}
        </span>
        <span className={lineStyles.tag}>{t("dual.days", { days: product.days })}</span>
      </div>
      <div className={earn.headline}>
        <RateFigure label={t("dual.apr")} value={ratePercent(product.apr, locale)} testId="dual-apr" />
        <div className={lineStyles.end}>
          <HeadlineLabel>{t("dual.linkedPrice")}</HeadlineLabel>
          <strong data-testid="dual-linked-price">{groupedPrice(product.linked_price, locale)}</strong>
        </div>
      </div>
      <Facts
        className={earn.smallFacts}
        items={[
          [t("dual.maturity"), formatDateTime(product.maturity_at, locale)],
          [
            t("dual.indexPrice"),
            <span key="index" data-testid="dual-index-price">
              {groupedPrice(product.index_price, locale)}
            </span>,
          ],
          [t("dual.perShare"), `${f.exact(product.per_price)} ${product.invest_currency_name}`],
        ]}
      />
      <ProgressBar percent={product.progress} label={t("dual.progress")} testId="dual-progress">
        <span data-testid="dual-shares-left">
          {t("dual.sharesLeft", { left: f.exact(product.remaining_shares), total: f.exact(product.shares) })}
        </span>
        <strong>{progressText(product.progress, locale)}</strong>
      </ProgressBar>
    </>
  );
}
