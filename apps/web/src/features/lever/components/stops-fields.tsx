import { useState } from "react";
import { useLeverTranslation } from "../../../i18n/lever";
import { decimalInput } from "../../../ui/decimal";
import form from "./form.module.css";

interface StopsFieldsProps {
  coin: string;
  takeProfit: string;
  stopLoss: string;
  onChange: (stops: { takeProfit: string; stopLoss: string }) => void;
}

/** Optional take profit and stop loss of a new order, folded away until asked for (folding clears them). */
export function StopsFields({ coin, takeProfit, stopLoss, onChange }: StopsFieldsProps) {
  const { t } = useLeverTranslation();
  const [open, setOpen] = useState(takeProfit !== "" || stopLoss !== "");
  const toggle = () => {
    if (open) onChange({ takeProfit: "", stopLoss: "" });
    setOpen(!open);
  };
  return (
    <div className={form.field}>
      <label className={form.toggle}>
        <input type="checkbox" checked={open} onChange={toggle} data-testid="stops-toggle" />
        <span>{t("form.stops")}</span>
      </label>
      {open ? (
        <div className={form.stops}>
          <div>
            <label className={form.fieldLabel} htmlFor="lever-take-profit">
              {t("form.takeProfit", { coin })}
            </label>
            <input
              id="lever-take-profit"
              className={form.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t("form.optional")}
              value={takeProfit}
              onChange={(e) => onChange({ takeProfit: decimalInput(e.target.value), stopLoss })}
            />
          </div>
          <div>
            <label className={form.fieldLabel} htmlFor="lever-stop-loss">
              {t("form.stopLoss", { coin })}
            </label>
            <input
              id="lever-stop-loss"
              className={form.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t("form.optional")}
              value={stopLoss}
              onChange={(e) => onChange({ takeProfit, stopLoss: decimalInput(e.target.value) })}
            />
          </div>
          <p className={form.fieldHint}>{t("form.stopsHint")}</p>
        </div>
      ) : null}
    </div>
  );
}
