import type { LeverTrade } from "@bourse/contract";
import Popup from "antd-mobile/es/components/popup";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/envelope";
import { useTickPrice } from "../../../api/get-ticks";
import { useLeverTranslation } from "../../../i18n/lever";
import { decimalInput } from "../../../ui/decimal";
import { showToast } from "../../../ui/toast";
import { FormError } from "../../../ui/trade-form";
import { useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import { postLeverSetstop } from "../api/post-lever-setstop";
import { stopsProblem } from "../model/stops";
import cards from "./cards.module.css";
import form from "./form.module.css";
import { useProblemText } from "./use-problem-text";
import { refreshLever } from "./use-trade-actions";

/** The sheet checks the sides and the form of the prices; the server also checks them against the market's price unit. */
const PRICE_DECIMALS_MAX = 8;

/** The bottom sheet that sets or clears a position's take profit and stop loss. */
export function StopsSheet({ trade, onDone }: { trade: LeverTrade | null; onDone: () => void }) {
  return (
    <Popup
      visible={trade !== null}
      onMaskClick={onDone}
      bodyStyle={{ borderRadius: "16px 16px 0 0" }}
      destroyOnClose
    >
      {trade ? <StopsForm trade={trade} onDone={onDone} /> : null}
    </Popup>
  );
}

function StopsForm({ trade, onDone }: { trade: LeverTrade; onDone: () => void }) {
  const { t } = useLeverTranslation();
  const { t: tc } = useTranslation();
  const f = useFormat();
  const priceDecimals = useMarketPriceDecimals()(trade.symbol);
  const { stopText } = useProblemText(priceDecimals);
  const index = useTickPrice(trade.symbol) ?? null;
  const [takeProfit, setTakeProfit] = useState(trade.target_profit_price ?? "");
  const [stopLoss, setStopLoss] = useState(trade.stop_loss_price ?? "");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // the server checks an open position's stops against the index now, a pending order's against its price
  const reference = trade.status === 0 ? trade.target_price : index;

  const save = async () => {
    const problem = stopsProblem(trade.direction, { takeProfit, stopLoss }, reference, PRICE_DECIMALS_MAX);
    if (problem) {
      setError(stopText(problem, reference));
      return;
    }
    setPending(true);
    try {
      await postLeverSetstop(trade.id, { takeProfit, stopLoss });
      showToast(t("stops.saved"));
      refreshLever();
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fromServer) setError(failure.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={cards.sheet}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="stops-sheet"
    >
      <h2 className={cards.sheetTitle}>{t("stops.title")}</h2>
      <p className={cards.sheetLead}>
        {trade.symbol} · {t(trade.direction)} {t("multiple", { multiple: trade.multiple })} ·{" "}
        {t("positions.openPrice")} {f.price(trade.price ?? trade.target_price, priceDecimals)}
      </p>
      <p className={form.fieldHint}>
        {t("stops.hint", { price: f.price(index, priceDecimals) })}{" "}
        {t(trade.direction === "long" ? "stops.long" : "stops.short")}
      </p>
      <label className={form.fieldLabel} htmlFor="stops-take-profit">
        {t("form.takeProfit", { coin: trade.legal_name })}
      </label>
      <input
        id="stops-take-profit"
        className={form.input}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t("form.optional")}
        value={takeProfit}
        onChange={(e) => {
          setError(undefined);
          setTakeProfit(decimalInput(e.target.value));
        }}
      />
      <label className={form.fieldLabel} htmlFor="stops-stop-loss">
        {t("form.stopLoss", { coin: trade.legal_name })}
      </label>
      <input
        id="stops-stop-loss"
        className={form.input}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t("form.optional")}
        value={stopLoss}
        onChange={(e) => {
          setError(undefined);
          setStopLoss(decimalInput(e.target.value));
        }}
      />
      {error ? <FormError testId="stops-error">{error}</FormError> : null}
      <div className={cards.sheetActions}>
        <button type="button" className={cards.secondaryButton} onClick={onDone}>
          {tc("common.cancel")}
        </button>
        <button type="submit" className={cards.primaryWide} disabled={pending} data-testid="stops-save">
          {t("stops.save")}
        </button>
      </div>
    </form>
  );
}
