import { useTranslation } from "react-i18next";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets, pairName } from "../../../api/get-quotation-new";
import { BOOK_LEVELS, useSpotDepth } from "../../../api/get-spot-depth";
import { TRADES_KEPT, useSpotTrades } from "../../../api/get-spot-trades";
import { paths } from "../../../app/paths";
import { useSpotTranslation } from "../../../i18n/spot";
import { BuySellBar } from "../../../ui/buy-sell-bar";
import { DepthChart } from "../../../ui/depth-chart";
import { toneClass } from "../../../ui/market-rows";
import { BookSides } from "../../../ui/order-book";
import { Page } from "../../../ui/page";
import { useSelectedMarket } from "../../../ui/pair-switcher";
import { direction, formatChange, formatPrice } from "../../../ui/quote";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TradesTape } from "../../../ui/trades-tape";
import { useLocaleTag } from "../../../ui/use-locale";
import styles from "../components/spot.module.css";

/**
 * A spot market's full book (`?market=<id>` or `?symbol=`): last price, cumulative depth, 20 levels
 * a side and the trades tape, all live; buy and sell lead to the trade screen.
 */
export default function FullBookPage() {
  const { t, ready } = useSpotTranslation();
  const { t: tc } = useTranslation();
  const locale = useLocaleTag();
  const quotes = useLiveQuotations();
  const [market] = useSelectedMarket(allMarkets(quotes.data));
  const book = useSpotDepth(market?.symbol);
  const trades = useSpotTrades(market?.symbol);
  const tone = toneClass(direction(market?.change ?? null));

  return (
    <Page title={market ? `${pairName(market)} ${ready ? t("book.title") : ""}` : ""} backTo={paths.trade}>
      {!ready || (quotes.isPending && !market) ? (
        <SectionLoading />
      ) : !market ? (
        quotes.isError ? (
          <LoadError onRetry={() => quotes.refetch()} />
        ) : (
          <EmptyState text={tc("trade.noMarkets")} />
        )
      ) : (
        <div className={styles.fullScreen} data-testid="full-book">
          <div className={`${styles.summary} ${tone}`}>
            <span className={styles.summaryPrice} data-testid="full-book-price">
              {formatPrice(market.now_price, locale, market.price_decimals)}
            </span>
            <span className={styles.summaryChange}>{formatChange(market.change, locale)}</span>
          </div>
          <section className={styles.panel}>{book ? <DepthChart book={book} /> : <SectionLoading />}</section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>{t("book.title")}</h2>
            <BookSides
              book={book}
              levels={BOOK_LEVELS}
              priceDecimals={market.price_decimals}
              base={market.currency_name}
              quote={market.legal_name}
            />
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>{t("trades.title")}</h2>
            <TradesTape
              trades={trades}
              limit={TRADES_KEPT}
              priceDecimals={market.price_decimals}
              base={market.currency_name}
              quote={market.legal_name}
            />
          </section>
          <BuySellBar
            buy={{
              label: t("buy"),
              testId: "full-book-buy",
              to: `${paths.trade}?market=${market.id}&side=buy`,
            }}
            sell={{
              label: t("sell"),
              testId: "full-book-sell",
              to: `${paths.trade}?market=${market.id}&side=sell`,
            }}
          />
        </div>
      )}
    </Page>
  );
}
