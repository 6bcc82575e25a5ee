import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import { paths } from "../../../app/paths";
import { MarketRows } from "../../../ui/market-rows";
import { Page } from "../../../ui/page";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import styles from "./market.module.css";

/** Futures: the markets open to contracts, with live prices; a row opens the contract tab on it. */
export default function FuturesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quotes = useLiveQuotations();
  const markets = allMarkets(quotes.data).filter((m) => m.open_lever);
  return (
    <Page title={t("market.futures")} backTo={paths.market}>
      <div className={styles.list} data-testid="futures-screen">
        {quotes.isPending ? (
          <SectionLoading />
        ) : quotes.isError && markets.length === 0 ? (
          <LoadError onRetry={() => quotes.refetch()} />
        ) : markets.length === 0 ? (
          <EmptyState text={t("market.noContracts")} />
        ) : (
          <MarketRows markets={markets} onSelect={(m) => navigate(`${paths.contract}?market=${m.id}`)} />
        )}
      </div>
    </Page>
  );
}
