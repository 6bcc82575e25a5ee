import SearchBar from "antd-mobile/es/components/search-bar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import type { Quotation } from "../../../api/types";
import { marketDetailPath, paths } from "../../../app/paths";
import { TrashIcon } from "../../../ui/icons";
import { MarketRows } from "../../../ui/market-rows";
import { Page } from "../../../ui/page";
import { EmptyState, SectionLoading } from "../../../ui/status";
import { useHotMarkets } from "../api/get-market-hot";
import { postMarketViewed } from "../api/post-market-viewed";
import { useRecentMarkets } from "../components/use-recent";
import { searchMarkets } from "../model/lists";
import styles from "./search.module.css";

/** Search: markets matching the query; before typing, the recently viewed and the hot markets. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const markets = allMarkets(useLiveQuotations().data);
  const hot = useHotMarkets();
  const { recent, record, clear } = useRecentMarkets();
  const bySymbol = new Map(markets.map((m) => [m.symbol, m]));
  const hotMarkets = (hot.data ?? []).flatMap((h) => bySymbol.get(h.symbol) ?? []);

  const open = (symbol: string) => {
    postMarketViewed(symbol);
    record(symbol);
    navigate(marketDetailPath(symbol));
  };
  const openMarket = (m: Quotation) => open(m.symbol);

  return (
    <Page title={t("market.search")} backTo={paths.market}>
      <div className={styles.bar} data-testid="market-search-input">
        <SearchBar
          value={query}
          onChange={setQuery}
          placeholder={t("market.searchPlaceholder")}
          autoFocus
          aria-label={t("market.search")}
        />
      </div>
      {query.trim() ? (
        <Results markets={searchMarkets(markets, query)} onSelect={openMarket} />
      ) : (
        <>
          {recent.length > 0 ? (
            <section className={styles.section} data-testid="recent-markets">
              <div className={styles.head}>
                <h2 className={styles.title}>{t("market.recent")}</h2>
                <button
                  type="button"
                  className={styles.clear}
                  aria-label={t("market.clearRecent")}
                  onClick={clear}
                  data-testid="clear-recent"
                >
                  <TrashIcon size={18} />
                </button>
              </div>
              <div className={styles.chips}>
                {recent.map((symbol) => (
                  <button key={symbol} type="button" className={styles.chip} onClick={() => open(symbol)}>
                    {symbol}
                  </button>
                ))}
              </div>
            </section>
          ) : null}
          <section className={styles.section} data-testid="hot-markets">
            <div className={styles.head}>
              <h2 className={styles.title}>{t("market.hot")}</h2>
            </div>
            {hot.isPending ? <SectionLoading /> : <MarketRows markets={hotMarkets} onSelect={openMarket} />}
          </section>
        </>
      )}
    </Page>
  );
}

function Results({ markets, onSelect }: { markets: Quotation[]; onSelect: (m: Quotation) => void }) {
  const { t } = useTranslation();
  if (markets.length === 0) return <EmptyState text={t("market.noResults")} />;
  return (
    <div className={styles.section} data-testid="search-results">
      <MarketRows markets={markets} onSelect={onSelect} />
    </div>
  );
}
