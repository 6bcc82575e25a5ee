import { Link } from "react-router-dom";
import { useLiveQuotations } from "../../../api/get-market-tickers";
import { allMarkets } from "../../../api/get-quotation-new";
import { secondsPaths } from "../../../app/lines/seconds-paths";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { Page } from "../../../ui/page";
import { useSelectedMarket } from "../../../ui/pair-switcher";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import listing from "../components/orders.module.css";
import { SecondsTrade } from "../components/seconds-trade";

/**
 * Seconds contracts (`?market=<id>` or `?symbol=BTC/USDT`): the markets that offer them, the index
 * price live, duration and stake, up or down, and the user's running orders counting down.
 */
export default function SecondsPage() {
  const { t, ready } = useSecondsTranslation();
  const signedIn = useAppStore((s) => s.token !== null);
  const quotes = useLiveQuotations();
  const markets = allMarkets(quotes.data).filter((m) => m.open_microtrade);
  const [selected, select] = useSelectedMarket(markets);

  return (
    <Page
      title={ready ? t("title") : ""}
      backTo={paths.contract}
      right={
        ready && signedIn ? (
          <Link className={listing.navLink} to={secondsPaths.secondsOrders} data-testid="seconds-orders-link">
            {t("orders.mine")}
          </Link>
        ) : null
      }
    >
      <div data-testid="seconds-screen">
        {!ready ? (
          <SectionLoading />
        ) : selected ? (
          <SecondsTrade key={selected.symbol} market={selected} markets={markets} onSelect={select} />
        ) : quotes.isPending ? (
          <SectionLoading />
        ) : quotes.isError ? (
          <LoadError onRetry={() => quotes.refetch()} />
        ) : (
          <EmptyState text={t("noMarkets")} />
        )}
      </div>
    </Page>
  );
}
