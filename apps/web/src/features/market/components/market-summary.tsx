import { useTranslation } from "react-i18next";
import { useTickPrice } from "../../../api/get-ticks";
import type { Quotation } from "../../../api/types";
import { CoinProfileLink } from "../../../ui/coin-profile-link";
import { formatAmount } from "../../../ui/format";
import { toneClass, usePriceFlash } from "../../../ui/market-rows";
import { NoTrades, noTradesIn } from "../../../ui/no-trades";
import { direction, formatChange, formatPrice } from "../../../ui/quote";
import { useLocaleTag } from "../../../ui/use-locale";
import styles from "./market-detail.module.css";

/**
 * The detail screen's head: last price tick by tick, 24 h change and a link to the base coin's profile,
 * high, low, volume and turnover.
 */
export function MarketSummary({ market }: { market: Quotation }) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const price = useTickPrice(market.symbol) ?? market.now_price;
  const flash = usePriceFlash(price);
  const tone = toneClass(direction(market.change));
  /** A 24 h volume or turnover: "—" (a tap tells why) when nobody traded */
  const traded = (value: string) => (noTradesIn(value) ? <NoTrades /> : formatAmount(value, locale));
  const figures = [
    { label: t("market.high24h"), value: formatPrice(market.high, locale) },
    { label: t("market.low24h"), value: formatPrice(market.low, locale) },
    { label: t("market.volume24h"), unit: market.currency_name, value: traded(market.volume) },
    { label: t("market.turnover24h"), unit: market.legal_name, value: traded(market.turnover) },
  ];
  return (
    <section className={styles.summary}>
      <div className={styles.quote}>
        <span
          className={`${styles.price} ${flash ? toneClass(flash) : tone}`}
          data-testid="detail-price"
          data-flash={flash ?? undefined}
        >
          {formatPrice(price, locale)}
        </span>
        <span className={`${styles.change} ${tone}`} data-testid="detail-change">
          {formatChange(market.change)}
        </span>
        <CoinProfileLink coin={market.currency_name} className={styles.profileLink} />
      </div>
      <dl className={styles.figures}>
        {figures.map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt>
              {f.label}
              {"unit" in f ? <span className={styles.unit}>{f.unit}</span> : null}
            </dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
