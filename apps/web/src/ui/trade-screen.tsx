import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { allMarkets, useQuotations } from "../api/get-quotation-new";
import { useUserInfo } from "../api/get-user-info";
import { useAppStore } from "../app/store";
import { GuestPrompt } from "./guest-prompt";
import { PairSwitcher, useSelectedMarket } from "./pair-switcher";
import { EmptyState, LoadError, SectionLoading } from "./status";
import { TabHeader } from "./tab-header";
import { MarketStats, type Product, TraderCard } from "./trade-panel";

interface TradeScreenProps {
  /** The tab's title; also the tag beside the pair once markets are loaded. */
  title: ReactNode;
  /** Products whose availability is shown for the selected market. */
  products: readonly Product[];
  testId: string;
}

/**
 * Body of the trading tabs: pair switcher over all markets and the selected market's figures (or
 * the loading, error or empty state), then the trader's account or, for guests, a sign-in prompt.
 */
export function TradeScreen({ title, products, testId }: TradeScreenProps) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const user = useUserInfo();
  const quotes = useQuotations();
  const markets = allMarkets(quotes.data);
  const [selected, select] = useSelectedMarket(markets);

  return (
    <div data-testid={testId}>
      {selected ? (
        <>
          <PairSwitcher markets={markets} selected={selected} onSelect={select} tag={title} />
          <MarketStats market={selected} products={products} />
        </>
      ) : (
        <>
          <TabHeader title={title} />
          {quotes.isPending ? (
            <SectionLoading />
          ) : quotes.isError ? (
            <LoadError onRetry={() => quotes.refetch()} />
          ) : (
            <EmptyState text={t("trade.noMarkets")} />
          )}
        </>
      )}
      {!token ? (
        <GuestPrompt title={t("trade.guestTitle")} hint={t("trade.guestHint")} />
      ) : user ? (
        <TraderCard user={user} />
      ) : null}
    </div>
  );
}
