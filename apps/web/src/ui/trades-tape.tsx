import type { SpotTrade } from "../api/get-spot-trades";
import { useSpotTranslation } from "../i18n/spot";
import { formatAmount, formatClock } from "./format";
import styles from "./order-book.module.css";
import { formatPrice } from "./quote";
import { EmptyState, SectionLoading } from "./status";
import { useLocaleTag } from "./use-locale";

interface TradesTapeProps {
  trades: readonly SpotTrade[] | undefined;
  /** Rows shown, newest first. */
  limit: number;
  /** The market's price precision: prices are shown with exactly this many decimals. */
  priceDecimals?: number;
  base: string;
  quote: string;
}

/** A market's latest trades: time, price coloured by the taker's side, amount. */
export function TradesTape({ trades, limit, priceDecimals, base, quote }: TradesTapeProps) {
  const { t, ready } = useSpotTranslation();
  const locale = useLocaleTag();
  if (!ready || !trades) return <SectionLoading />;
  return (
    <div data-testid="trades-tape">
      <div className={`${styles.head} ${styles.tapeHead}`}>
        <span>{t("trades.time")}</span>
        <span>{t("book.price", { coin: quote })}</span>
        <span>{t("book.amount", { coin: base })}</span>
      </div>
      {trades.length === 0 ? (
        <EmptyState text={t("trades.empty")} />
      ) : (
        <ul className="plain-list">
          {trades.slice(0, limit).map((trade) => (
            <li
              key={trade.id}
              className={`${styles.tapeRow} ${trade.side === "buy" ? styles.bid : styles.ask}`}
              data-testid="trade-row"
              data-price={trade.price}
              data-amount={trade.amount}
              data-side={trade.side}
            >
              <span>{formatClock(trade.time, locale)}</span>
              <span className={styles.price}>{formatPrice(trade.price, locale, priceDecimals)}</span>
              <span>{formatAmount(trade.amount, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
