import { useLeverTranslation } from "../../../i18n/lever";
import { truncateDecimal } from "../../../ui/format";
import { NO_VALUE } from "../../../ui/quote";
import { isHighRisk } from "../model/multiple";
import form from "./form.module.css";

interface MultiplePickerProps {
  multiples: readonly number[];
  value: number | undefined;
  onChange: (multiple: number) => void;
  /** The risk rate (percent) at which the lever account is closed, for the warning. */
  liquidationRate: string | undefined;
}

/** The offered multiples as chips; above 10× a liquidation-risk warning shows under them. */
export function MultiplePicker({ multiples, value, onChange, liquidationRate }: MultiplePickerProps) {
  const { t } = useLeverTranslation();
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.fieldLabel}>{t("form.multiple")}</legend>
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
            rate: liquidationRate ? `${truncateDecimal(liquidationRate, 2)}%` : NO_VALUE,
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
