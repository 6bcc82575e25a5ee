import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import type { Quotation, QuoteGroup } from "../../../api/types";
import { marketDetailPath, paths } from "../../../app/paths";
import { SearchIcon } from "../../../ui/icons";
import { MarketRows } from "../../../ui/market-rows";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TabHeader } from "../../../ui/tab-header";
import { Tabs } from "../../../ui/tabs";
import { FavouriteList } from "../components/favourite-list";
import { type Ranking, rankMarkets } from "../model/lists";
import styles from "./market.module.css";

const rankings: readonly Ranking[] = ["gainers", "losers", "turnover"];
const FAVOURITES = "favourites";
const quoteTab = (g: QuoteGroup) => `quote-${g.id}`;

/**
 * Market tab: favourites, one list per quote currency, and the gainers, losers and turnover
 * rankings, all with live prices. The chosen tab is kept in `?tab=` so back returns to it.
 */
export default function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quotes = useLiveQuotations();
  const groups = (quotes.data ?? []).filter((g) => g.quotation.length > 0);
  const [params, setParams] = useSearchParams();
  const tabs = [
    { key: FAVOURITES, title: t("market.favourites") },
    ...groups.map((g) => ({ key: quoteTab(g), title: g.name })),
    ...rankings.map((r) => ({ key: r, title: t(`market.${r}`) })),
  ];
  const wanted = params.get("tab");
  const first = groups[0];
  const active = tabs.find((tab) => tab.key === wanted)?.key ?? (first ? quoteTab(first) : FAVOURITES);
  const open = (m: Quotation) => navigate(marketDetailPath(m.symbol));

  const listed = (): Quotation[] => {
    const group = groups.find((g) => quoteTab(g) === active);
    if (group) return group.quotation;
    const ranking = rankings.find((r) => r === active);
    return ranking ? rankMarkets(allMarkets(groups), ranking) : [];
  };

  return (
    <div data-testid="market-screen">
      <TabHeader
        title={t("market.title")}
        right={
          <span className={styles.actions}>
            <button
              type="button"
              className="chip"
              onClick={() => navigate(paths.futures)}
              data-testid="futures-link"
            >
              {t("market.futures")}
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t("market.search")}
              onClick={() => navigate(paths.marketSearch)}
              data-testid="market-search"
            >
              <SearchIcon size={22} />
            </button>
          </span>
        }
      />
      {groups.length > 0 ? (
        <Tabs
          className={styles.tabs}
          activeKey={active}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
        >
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} title={<span data-testid={`market-tab-${tab.key}`}>{tab.title}</span>} />
          ))}
        </Tabs>
      ) : null}
      <div className={styles.list}>
        {quotes.isPending ? (
          <SectionLoading />
        ) : quotes.isError && groups.length === 0 ? (
          <LoadError onRetry={() => quotes.refetch()} />
        ) : groups.length === 0 ? (
          <EmptyState text={t("market.empty")} />
        ) : active === FAVOURITES ? (
          <FavouriteList onSelect={open} />
        ) : (
          <MarketRows
            markets={listed()}
            onSelect={open}
            column={active === "turnover" ? "turnover" : "change"}
          />
        )}
      </div>
    </div>
  );
}
