import type { SpotOrder } from "@bourse/contract";
import { queryClient } from "../../../api/query-client";
import { spotOrdersKey } from "../../../api/realtime";
import { useSpotTranslation } from "../../../i18n/spot";
import { confirmDialog } from "../../../ui/dialog";
import { showToast } from "../../../ui/toast";
import { putCoinTrade } from "../api/put-coin-trade";

/** Asks first, then `PUT /coin/trade {id}`; the lists and balances follow (also live, by the user channel). */
export function useCancelOrder() {
  const { t } = useSpotTranslation();
  return async (order: SpotOrder) => {
    const sure = await confirmDialog({
      content: t("orders.cancelConfirm"),
      confirmText: t("orders.cancelOrder"),
      cancelText: t("orders.keepOrder"),
    });
    if (!sure) return;
    try {
      await putCoinTrade(order.id);
      showToast(t("orders.cancelled"));
      void queryClient.invalidateQueries({ queryKey: spotOrdersKey });
      void queryClient.invalidateQueries({ queryKey: ["wallet"] });
    } catch {
      // The client has shown the server's reason (e.g. the order has just been filled).
    }
  };
}
