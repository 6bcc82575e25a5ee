import { useTranslation } from "react-i18next";
import { useTickers, withTicker } from "../../../api/get-market-tickers";
import type { Quotation } from "../../../api/types";
import { useAppStore } from "../../../app/store";
import { GuestPrompt } from "../../../ui/guest-prompt";
import { MarketRows } from "../../../ui/market-rows";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useFavourites } from "../api/get-optional-list";

/** The favourites tab: the user's starred markets with live prices; a sign-in prompt for a guest. */
export function FavouriteList({ onSelect }: { onSelect: (market: Quotation) => void }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const favourites = useFavourites();
  const tickers = useTickers();
  if (!token)
    return <GuestPrompt title={t("market.favouritesGuestTitle")} hint={t("market.favouritesGuestHint")} />;
  if (favourites.isPending) return <SectionLoading />;
  if (favourites.isError) return <LoadError onRetry={() => favourites.refetch()} />;
  if (favourites.data.length === 0) return <EmptyState text={t("market.noFavourites")} />;
  return (
    <MarketRows
      markets={favourites.data.map((f) => withTicker(f, tickers.get(f.symbol)))}
      onSelect={onSelect}
    />
  );
}
