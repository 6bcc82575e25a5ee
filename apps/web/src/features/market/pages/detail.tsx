import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import { paths } from "../../../app/paths";
import { BuySellBar } from "../../../ui/buy-sell-bar";
import { Page } from "../../../ui/page";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { ChartPanel } from "../components/chart-panel";
import { FavouriteStar } from "../components/favourite-star";
import { MarketBook } from "../components/market-book";
import styles from "../components/market-detail.module.css";
import { MarketSummary } from "../components/market-summary";

/**
 * Market detail (`?symbol=BTC/USDT`): live figures, favourite star, candle chart, the live spot book
 * and latest trades, buy and sell.
 */
export default function MarketDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const symbol = (params.get("symbol") ?? "").toUpperCase();
  const quotes = useLiveQuotations();
  const market = allMarkets(quotes.data).find((m) => m.symbol === symbol);
  const trade = (side: "buy" | "sell") => navigate(`${paths.trade}?market=${market?.id}&side=${side}`);

  return (
    <Page title={symbol} backTo={paths.market} right={market ? <FavouriteStar market={market} /> : null}>
      {market ? (
        <div className={styles.screen} data-testid="market-detail">
          <MarketSummary market={market} />
          <ChartPanel
            symbol={market.symbol}
            {...(market.price_decimals !== undefined ? { decimals: market.price_decimals } : {})}
          />
          <MarketBook market={market} />
          <BuySellBar
            buy={{ label: t("market.buy"), testId: "detail-buy", onClick: () => trade("buy") }}
            sell={{ label: t("market.sell"), testId: "detail-sell", onClick: () => trade("sell") }}
          />
        </div>
      ) : quotes.isPending ? (
        <SectionLoading />
      ) : quotes.isError ? (
        <LoadError onRetry={() => quotes.refetch()} />
      ) : (
        <EmptyState text={t("market.notFound")} />
      )}
    </Page>
  );
}
