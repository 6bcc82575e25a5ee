import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrencyDecimals } from "../../../api/get-currency-list";
import type { Quotation } from "../../../api/types";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { useLeverTranslation } from "../../../i18n/lever";
import { GuestPrompt } from "../../../ui/guest-prompt";
import { LoadError, SectionLoading } from "../../../ui/status";
import { TabbedSection } from "../../../ui/tabbed-section";
import { VerifyNotice } from "../../../ui/verify-notice";
import { useLeverDeal } from "../api/post-lever-deal";
import { useLeverPositions } from "../api/post-lever-dealall";
import { AccountCard } from "./account-card";
import { Entrust } from "./entrust";
import { IndexChart } from "./index-chart";
import { OrderForm } from "./order-form";
import { Positions } from "./positions";
import { useRefetchOnTick } from "./use-refetch-on-tick";

/**
 * One market's contracts: the index chart, then for a signed-in trader the order form, the lever
 * account and the positions and orders. Positions are priced by the server again on the index
 * ticks (at most once a second) and on every position event of the user channel.
 */
export function LeverTrade({ market, index }: { market: Quotation; index: string | null }) {
  const { t: tc } = useTranslation();
  const signedIn = useAppStore((s) => s.token !== null);
  return (
    <>
      <IndexChart symbol={market.symbol} />
      {signedIn ? (
        <SignedIn market={market} index={index} />
      ) : (
        <GuestPrompt title={tc("trade.guestTitle")} hint={tc("trade.guestHint")} />
      )}
    </>
  );
}

function SignedIn({ market, index }: { market: Quotation; index: string | null }) {
  const { t } = useLeverTranslation();
  const pair = { currency_id: market.currency_id, legal_id: market.legal_id };
  const deal = useLeverDeal(pair, true);
  const positions = useLeverPositions(true);
  const moneyDecimals = useCurrencyDecimals(market.legal_id);
  const [tab, setTab] = useState<"positions" | "entrust">("positions");
  const account = positions.data?.account ?? deal.data?.account ?? null;
  const count = positions.data?.total ?? 0;
  // without open positions nothing on the screen moves with the index
  useRefetchOnTick(index, () => void positions.refetch(), count > 0);

  return (
    <>
      <VerifyNotice />
      {deal.data ? (
        <OrderForm
          market={market}
          deal={deal.data}
          index={index}
          account={account}
          moneyDecimals={moneyDecimals}
        />
      ) : deal.isError ? (
        <LoadError onRetry={() => void deal.refetch()} />
      ) : (
        <SectionLoading />
      )}
      {account ? <AccountCard account={account} legalId={market.legal_id} /> : null}
      <TabbedSection
        tabs={[
          {
            key: "positions",
            title: <span data-testid="tab-positions">{t("tabs.positions", { n: count })}</span>,
          },
          { key: "entrust", title: <span data-testid="tab-entrust">{t("tabs.entrust")}</span> },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key === "entrust" ? "entrust" : "positions")}
        link={{ to: paths.contractOrders, label: t("tabs.history"), testId: "lever-orders-link" }}
      >
        {tab === "positions" ? (
          <Positions
            positions={positions.data}
            isError={positions.isError}
            onRetry={() => void positions.refetch()}
          />
        ) : (
          <Entrust />
        )}
      </TabbedSection>
    </>
  );
}
