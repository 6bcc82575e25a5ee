import { useTranslation } from "react-i18next";
import { allMarkets, useQuotations } from "../../../api/get-quotation-new";
import { useUserInfo } from "../../../api/get-user-info";
import { useAppStore } from "../../../app/store";
import { GuestPrompt } from "../../../ui/guest-prompt";
import { PairSwitcher, useSelectedMarket } from "../../../ui/pair-switcher";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TabHeader } from "../../../ui/tab-header";
import { MarketStats, TraderCard } from "../../../ui/trade-panel";

/** Perpetual tab: pair switcher over all markets, contract availability, the trader's account. */
export default function ContractPage() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const user = useUserInfo();
  const quotes = useQuotations();
  const markets = allMarkets(quotes.data);
  const [selected, select] = useSelectedMarket(markets);

  return (
    <div data-testid="contract-screen">
      {selected ? (
        <>
          <PairSwitcher
            markets={markets}
            selected={selected}
            onSelect={select}
            tag={t("trade.contractTitle")}
          />
          <MarketStats market={selected} products={["lever", "seconds"]} />
        </>
      ) : (
        <>
          <TabHeader title={t("trade.contractTitle")} />
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
