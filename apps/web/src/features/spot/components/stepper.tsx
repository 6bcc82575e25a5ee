import { useSpotTranslation } from "../../../i18n/spot";
import { nudge } from "../model/decimal";
import styles from "./spot.module.css";

interface StepperProps {
  id: string;
  label: string;
  value: string;
  /** What + and − add and take away (the tick for prices, the step for amounts). */
  step: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** Keeps digits and the first point only, as the user types. */
export function decimalInput(value: string): string {
  const cleaned = value.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const point = cleaned.indexOf(".");
  return point < 0 ? cleaned : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, "")}`;
}

/** A decimal input between − and + buttons that move the value by one step, exactly. */
export function Stepper({ id, label, value, step, onChange, disabled = false, placeholder }: StepperProps) {
  const { t } = useSpotTranslation();
  const move = (direction: 1 | -1) => {
    if (!step) return;
    const next = nudge(value, step, direction);
    if (next !== null) onChange(next);
  };
  return (
    <div>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => move(-1)}
          disabled={disabled || !step}
          aria-label={t("form.decrease")}
          data-testid={`${id}-down`}
        >
          −
        </button>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(decimalInput(event.target.value))}
        />
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => move(1)}
          disabled={disabled || !step}
          aria-label={t("form.increase")}
          data-testid={`${id}-up`}
        >
          +
        </button>
      </div>
    </div>
  );
}
