import type { LeverTrade } from "@bourse/contract";
import { useState } from "react";
import { useLeverTranslation } from "../../../i18n/lever";
import { NO_VALUE } from "../../../ui/quote";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TradeCardList } from "../../../ui/trade-card";
import { useFormat } from "../../../ui/use-format";
import type { LeverPositions } from "../api/post-lever-dealall";
import cards from "./cards.module.css";
import { PositionCard } from "./position-card";
import { StopsSheet } from "./stops-sheet";
import { useTradeActions } from "./use-trade-actions";

interface PositionsProps {
  positions: LeverPositions | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** Every open position, live, with close per position, TP/SL, and close all / longs / shorts. */
export function Positions({ positions, isError, onRetry }: PositionsProps) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const actions = useTradeActions();
  const [editing, setEditing] = useState<LeverTrade | null>(null);
  if (!positions) return isError ? <LoadError onRetry={onRetry} /> : <SectionLoading />;
  const list = positions.data;
  if (list.length === 0) return <EmptyState text={t("positions.empty")} />;
  const longs = list.filter((p) => p.direction === "long").length;
  const batch = [
    { type: 0, label: t("positions.closeAll"), count: list.length, id: "close-all" },
    { type: 1, label: t("positions.closeLongs"), count: longs, id: "close-longs" },
    { type: 2, label: t("positions.closeShorts"), count: list.length - longs, id: "close-shorts" },
  ] as const;
  const rate = positions.account?.risk_rate;
  return (
    <>
      <p className={cards.riskLine} data-testid="positions-risk-rate">
        {t("positions.riskRate", { rate: rate ? f.percent(rate, 2) : NO_VALUE })}
      </p>
      <div className={cards.batch}>
        {batch.map((b) => (
          <button
            key={b.type}
            type="button"
            className={cards.smallButton}
            onClick={() => void actions.closeMany(b.type, b.count)}
            disabled={b.count === 0}
            data-testid={b.id}
          >
            {b.label}
          </button>
        ))}
      </div>
      <TradeCardList data-testid="positions">
        {list.map((trade) => (
          <PositionCard
            key={trade.id}
            trade={trade}
            onClose={(p) => void actions.close(p)}
            onStops={setEditing}
          />
        ))}
      </TradeCardList>
      <StopsSheet trade={editing} onDone={() => setEditing(null)} />
    </>
  );
}
