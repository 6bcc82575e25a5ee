import { useState } from "react";
import { useLeverTranslation } from "../../../i18n/lever";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TradeCardList } from "../../../ui/trade-card";
import { type LeverStatus, useLeverTrades } from "../api/post-lever-my-trade";
import cards from "./cards.module.css";
import { TradeCard } from "./trade-card";
import { useTradeActions } from "./use-trade-actions";

/** Orders the entrust tab lists at once; the rest are on the history screen. */
const ENTRUST_LIMIT = 20;

const filters: { status: LeverStatus; key: "entrust.pending" | "entrust.completed" | "entrust.cancelled" }[] =
  [
    { status: 0, key: "entrust.pending" },
    { status: 3, key: "entrust.completed" },
    { status: 4, key: "entrust.cancelled" },
  ];

/** Limit orders: in progress (cancellable; the handling fee is not refunded), completed, cancelled. */
export function Entrust() {
  const { t } = useLeverTranslation();
  const [status, setStatus] = useState<LeverStatus>(0);
  const trades = useLeverTrades(status, ENTRUST_LIMIT, true);
  const { cancel } = useTradeActions();
  const list = trades.data?.data ?? [];
  return (
    <>
      <div className={cards.filters} role="tablist">
        {filters.map((f) => (
          <button
            key={f.status}
            type="button"
            role="tab"
            aria-selected={f.status === status}
            className={cards.filter}
            onClick={() => setStatus(f.status)}
            data-testid={`entrust-${f.status}`}
          >
            {t(f.key)}
          </button>
        ))}
      </div>
      {trades.isPending ? (
        <SectionLoading />
      ) : trades.isError ? (
        <LoadError onRetry={() => void trades.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState text={t("entrust.empty")} />
      ) : (
        <TradeCardList data-testid="entrust-list">
          {list.map((trade) => (
            <TradeCard key={trade.id} trade={trade} onCancel={(o) => void cancel(o)} />
          ))}
        </TradeCardList>
      )}
    </>
  );
}
