import type { SpotMarket } from "@bourse/contract";
import { memo } from "react";
import { useSpotTranslation } from "../../../i18n/spot";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TradeCardList } from "../../../ui/trade-card";
import { useOpenOrders } from "../api/get-coin-list";
import { OrderCard } from "./order-card";
import { useCancelOrder } from "./use-cancel-order";

/** The market's open orders with cancel; refetched on every order event of the user channel. */
export const OpenOrders = memo(function OpenOrders({ market }: { market: SpotMarket | undefined }) {
  const { t } = useSpotTranslation();
  const orders = useOpenOrders(market, true);
  const cancel = useCancelOrder();
  if (!market || orders.isPending) return <SectionLoading />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} />;
  const list = orders.data.data;
  if (list.length === 0) return <EmptyState text={t("orders.empty")} />;
  return (
    <TradeCardList data-testid="open-orders">
      {list.map((order) => (
        <OrderCard key={order.id} order={order} priceDecimals={market.price_decimals} onCancel={cancel} />
      ))}
    </TradeCardList>
  );
});
