import { useTranslation } from "react-i18next";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import { useSpotTranslation } from "../../../i18n/spot";
import { CoinProfileLink } from "../../../ui/coin-profile-link";
import { PairSwitcher, useSelectedMarket } from "../../../ui/pair-switcher";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TabHeader } from "../../../ui/tab-header";
import styles from "../components/spot.module.css";
import { SpotTrade } from "../components/spot-trade";

/**
 * Trade tab (spot), `?market=<id>` or `?symbol=BTC/USDT`: pair switcher with live prices and a link to
 * the base coin's profile, the order form beside the live book, open orders and latest trades, the spot
 * balances.
 */
export default function CurrencyPage() {
  const { t, ready } = useSpotTranslation();
  const { t: tc } = useTranslation();
  const quotes = useLiveQuotations();
  const markets = allMarkets(quotes.data);
  const [selected, select] = useSelectedMarket(markets);

  if (!ready) return <SectionLoading />;
  return (
    <div data-testid="trade-screen">
      {selected ? (
        <>
          <PairSwitcher
            markets={markets}
            selected={selected}
            onSelect={select}
            tag={t("title")}
            right={<CoinProfileLink coin={selected.currency_name} className={styles.profileLink} />}
          />
          <SpotTrade key={selected.symbol} market={selected} />
        </>
      ) : (
        <>
          <TabHeader title={t("title")} />
          {quotes.isPending ? (
            <SectionLoading />
          ) : quotes.isError ? (
            <LoadError onRetry={() => quotes.refetch()} />
          ) : (
            <EmptyState text={tc("trade.noMarkets")} />
          )}
        </>
      )}
    </div>
  );
}
