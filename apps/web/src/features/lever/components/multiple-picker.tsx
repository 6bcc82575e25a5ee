import { useId } from "react";
import { useLeverTranslation } from "../../../i18n/lever";
import { NO_VALUE } from "../../../ui/quote";
import { useFormat } from "../../../ui/use-format";
import { isHighRisk } from "../model/multiple";
import { CrossMargin } from "./cross-margin";
import form from "./form.module.css";

interface MultiplePickerProps {
  multiples: readonly number[];
  value: number | undefined;
  onChange: (multiple: number) => void;
  /** The risk rate (percent) at which the lever account is closed, for the warning. */
  liquidationRate: string | undefined;
}

/**
 * The leverage and the margin mode on one line (every position is cross-margined), the offered
 * multiples as one row of chips; above 10× a liquidation-risk warning shows under them.
 */
export function MultiplePicker({ multiples, value, onChange, liquidationRate }: MultiplePickerProps) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const label = useId();
  return (
    <fieldset className={form.fieldset} aria-labelledby={label}>
      <div className={form.leverageHead}>
        <span id={label} className={form.fieldLabel}>
          {t("form.multiple")}
        </span>
        <CrossMargin />
      </div>
      <div className={form.multiples}>
        {multiples.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === value}
            className={`${form.multiple} ${isHighRisk(m) ? form.multipleRisky : ""}`}
            onClick={() => onChange(m)}
            data-testid={`multiple-${m}`}
          >
            {t("multiple", { multiple: m })}
          </button>
        ))}
      </div>
      {value !== undefined && isHighRisk(value) ? (
        <p className={form.warning} role="alert" data-testid="multiple-warning">
          {t("form.highRisk", {
            rate: liquidationRate ? f.percent(liquidationRate, 2, false, 0) : NO_VALUE,
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
