import { useTranslation } from "react-i18next";
import type { Quotation } from "../api/types";
import styles from "./market-rows.module.css";
import { direction, formatChange, formatPrice, formatVolume } from "./quote";
import { useLocaleTag } from "./use-locale";

interface MarketRowsProps {
  markets: readonly Quotation[];
  onSelect?: (market: Quotation) => void;
}

/** Market table: pair and volume, last price, 24h change coloured by the up/down convention. */
export function MarketRows({ markets, onSelect }: MarketRowsProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  return (
    <div>
      <div className={styles.head}>
        <span>{t("market.pair")}</span>
        <span>{t("market.lastPrice")}</span>
        <span>{t("market.change")}</span>
      </div>
      <ul className="plain-list">
        {markets.map((m) => {
          const dir = direction(m.change);
          return (
            <li key={m.id}>
              <button
                type="button"
                className={styles.row}
                onClick={() => onSelect?.(m)}
                data-testid="market-row"
              >
                <span className={styles.pair}>
                  <span className={styles.base}>
                    {m.currency_name}
                    <span className={styles.quote}>/{m.legal_name}</span>
                  </span>
                  <span className={styles.vol}>
                    {t("market.volume", { volume: formatVolume(m.volume, locale) })}
                  </span>
                </span>
                <span className={styles.price}>{formatPrice(m.now_price, locale)}</span>
                <span className={`${styles.change} ${dir > 0 ? styles.up : dir < 0 ? styles.down : ""}`}>
                  {formatChange(m.change)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
