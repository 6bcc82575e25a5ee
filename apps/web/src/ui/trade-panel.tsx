import { useTranslation } from "react-i18next";
import type { Quotation, UserInfo } from "../api/types";
import { formatChange, formatPrice, formatVolume } from "./quote";
import styles from "./trade-panel.module.css";
import { useLocaleTag } from "./use-locale";

export type Product = "spot" | "lever" | "seconds";

const productLabel = {
  spot: "trade.spotAvailable",
  lever: "trade.leverAvailable",
  seconds: "trade.secondsAvailable",
} as const;

function isOpen(market: Quotation, product: Product): boolean {
  if (product === "spot") return true;
  const flag = product === "lever" ? market.open_lever : market.open_microtrade;
  return flag === true || Number(flag) === 1;
}

/** Key figures of the selected market and which products trade on it (quotation_new flags). */
export function MarketStats({ market, products }: { market: Quotation; products: readonly Product[] }) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  return (
    <dl className={styles.stats} data-testid="market-stats">
      <div className={styles.stat}>
        <dt>{t("market.lastPrice")}</dt>
        <dd>{formatPrice(market.now_price, locale)}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t("market.change")}</dt>
        <dd>{formatChange(market.change)}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t("market.volume24h")}</dt>
        <dd>{formatVolume(market.volume, locale)}</dd>
      </div>
      {products.map((p) => (
        <div className={styles.stat} key={p}>
          <dt>{t(productLabel[p])}</dt>
          <dd className={isOpen(market, p) ? styles.open : undefined}>
            {t(isOpen(market, p) ? "trade.open" : "trade.closed")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The logged-in trader's account line on the trading screens. */
export function TraderCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <section className={styles.account} data-testid="trader-card">
      <div className={styles.accountTitle}>{t("trade.account")}</div>
      <div className={styles.accountName}>{user.nickname || user.account}</div>
      <span className={`chip ${styles.uid}`}>{t("common.uid", { id: user.id })}</span>
    </section>
  );
}
