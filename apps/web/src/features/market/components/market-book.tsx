import { useState } from "react";
import { Link } from "react-router-dom";
import { useSpotDepth } from "../../../api/get-spot-depth";
import { useSpotTrades } from "../../../api/get-spot-trades";
import type { Quotation } from "../../../api/types";
import { paths } from "../../../app/paths";
import { useSpotTranslation } from "../../../i18n/spot";
import { BookSides } from "../../../ui/order-book";
import { Tabs } from "../../../ui/tabs";
import { TradesTape } from "../../../ui/trades-tape";
import styles from "./market-detail.module.css";

/** Levels a side and trades the detail screen shows; the full book is a tap away. */
const LEVELS = 10;
const TRADES = 20;

/** The detail screen's live spot book and latest trades, with a link to the full book. */
export function MarketBook({ market }: { market: Quotation }) {
  const { t, ready } = useSpotTranslation();
  const [tab, setTab] = useState<"book" | "trades">("book");
  const book = useSpotDepth(market.symbol);
  const trades = useSpotTrades(market.symbol);
  if (!ready) return null;
  return (
    <section className={styles.bookPanel} data-testid="detail-book">
      <div className={styles.bookHead}>
        <Tabs
          className={styles.headTabs}
          activeKey={tab}
          onChange={(key) => setTab(key === "trades" ? "trades" : "book")}
        >
          <Tabs.Tab key="book" title={<span data-testid="detail-tab-book">{t("book.title")}</span>} />
          <Tabs.Tab key="trades" title={<span data-testid="detail-tab-trades">{t("trades.title")}</span>} />
        </Tabs>
        <Link
          className={styles.bookLink}
          to={`${paths.tradeBook}?market=${market.id}`}
          data-testid="detail-full-book"
        >
          {t("book.full")}
        </Link>
      </div>
      <div className={styles.bookBody}>
        {tab === "book" ? (
          <BookSides
            book={book}
            levels={LEVELS}
            priceDecimals={market.price_decimals}
            base={market.currency_name}
            quote={market.legal_name}
          />
        ) : (
          <TradesTape
            trades={trades}
            limit={TRADES}
            priceDecimals={market.price_decimals}
            base={market.currency_name}
            quote={market.legal_name}
          />
        )}
      </div>
    </section>
  );
}
