import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import { useTickPrice } from "../../../api/get-ticks";
import type { Quotation } from "../../../api/types";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { useLeverTranslation } from "../../../i18n/lever";
import { PairSwitcher, useSelectedMarket } from "../../../ui/pair-switcher";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import styles from "../components/lever.module.css";
import { LeverTrade } from "../components/lever-trade";
import { ProductSwitch } from "../components/product-switch";

interface ContractMarketProps {
  market: Quotation;
  markets: readonly Quotation[];
  onSelect: (market: Quotation) => void;
  children: ReactNode;
}

/** One market's screen: its index price tick by tick in the header, then the trading body. */
function ContractMarket({ market, markets, onSelect, children }: ContractMarketProps) {
  const index = useTickPrice(market.symbol) ?? market.now_price;
  return (
    <>
      <PairSwitcher
        markets={markets}
        selected={{ ...market, now_price: index }}
        onSelect={onSelect}
        right={children}
      />
      <LeverTrade market={market} index={index} />
    </>
  );
}

/**
 * Perpetual tab, `?market=<id>` or `?symbol=BTC/USDT`: the markets that offer contracts, the live
 * index price and chart, the order form, the lever account, positions and orders.
 */
export default function ContractPage() {
  const { t, ready } = useLeverTranslation();
  const { t: tc } = useTranslation();
  const signedIn = useAppStore((s) => s.token !== null);
  const quotes = useLiveQuotations();
  const markets = allMarkets(quotes.data).filter((m) => m.open_lever);
  const [selected, select] = useSelectedMarket(markets);

  if (!ready) return <SectionLoading />;
  const history = signedIn ? (
    <Link className={styles.headLink} to={paths.contractOrders} data-testid="lever-history-link">
      {t("tabs.history")}
    </Link>
  ) : null;
  return (
    <div data-testid="contract-screen" className={styles.screen}>
      <ProductSwitch />
      {selected ? (
        <ContractMarket key={selected.symbol} market={selected} markets={markets} onSelect={select}>
          {history}
        </ContractMarket>
      ) : quotes.isPending ? (
        <SectionLoading />
      ) : quotes.isError ? (
        <LoadError onRetry={() => quotes.refetch()} />
      ) : (
        <EmptyState text={tc("trade.noMarkets")} />
      )}
    </div>
  );
}
