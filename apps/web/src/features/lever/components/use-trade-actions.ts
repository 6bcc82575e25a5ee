import type { LeverTrade } from "@bourse/contract";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../../api/query-client";
import { leverKey } from "../../../api/realtime";
import { useLeverTranslation } from "../../../i18n/lever";
import { confirmDialog } from "../../../ui/dialog";
import { showToast } from "../../../ui/toast";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import { type BatchCloseType, postLeverBatchClose } from "../api/post-lever-batch-close";
import { postLeverCancel } from "../api/post-lever-cancel";
import { postLeverClose } from "../api/post-lever-close";

/** The lever lists and the balances fetch theirs again (the user channel also tells them). */
export function refreshLever(): void {
  void queryClient.invalidateQueries({ queryKey: leverKey });
  void queryClient.invalidateQueries({ queryKey: ["wallet"] });
}

const batchConfirmKey = {
  0: "positions.closeAllConfirm",
  1: "positions.closeLongsConfirm",
  2: "positions.closeShortsConfirm",
} as const;

/**
 * Close one, close a group, cancel a pending order: each asks first, then calls the server; a
 * refusal has been shown by the client, as the server words it.
 */
export function useTradeActions() {
  const { t } = useLeverTranslation();
  const { t: tc } = useTranslation();
  const f = useFormat();
  const scaleOf = useCurrencyScale();
  const ask = (title: string, content: string, confirmText: string, cancelText = tc("common.cancel")) =>
    confirmDialog({ title, content, confirmText, cancelText });

  const close = async (trade: LeverTrade) => {
    const pnl = trade.profits ?? "0";
    const sure = await ask(
      t("positions.closeTitle"),
      t("positions.closeConfirm", {
        direction: t(trade.direction),
        lots: trade.share,
        pair: trade.symbol,
        pnl: f.amount(pnl, scaleOf(trade.legal_id), true),
        coin: trade.legal_name,
      }),
      t("positions.close"),
    );
    if (!sure) return;
    try {
      await postLeverClose(trade.id);
      showToast(t("positions.closed"));
    } catch {
      // shown by the client
    } finally {
      refreshLever();
    }
  };

  const closeMany = async (type: BatchCloseType, count: number) => {
    if (count === 0) {
      showToast(t("positions.nothing"));
      return;
    }
    const label = t(
      type === 0 ? "positions.closeAll" : type === 1 ? "positions.closeLongs" : "positions.closeShorts",
    );
    const sure = await ask(label, t(batchConfirmKey[type], { n: count }), label);
    if (!sure) return;
    try {
      const done = await postLeverBatchClose(type);
      showToast(t("positions.closedMany", { n: done.count }));
    } catch {
      // shown by the client
    } finally {
      refreshLever();
    }
  };

  const cancel = async (trade: LeverTrade) => {
    const sure = await ask(
      t("entrust.cancelTitle"),
      t("entrust.cancelConfirm", {
        margin: f.amount(trade.caution_money, scaleOf(trade.legal_id)),
        fee: f.amount(trade.trade_fee, scaleOf(trade.legal_id)),
        coin: trade.legal_name,
      }),
      t("entrust.cancelTitle"),
      tc("common.close"),
    );
    if (!sure) return;
    try {
      await postLeverCancel(trade.id);
      showToast(t("entrust.cancelledToast"));
    } catch {
      // shown by the client
    } finally {
      refreshLever();
    }
  };

  return { close, closeMany, cancel };
}
