import type { ReactNode } from "react";
import { useLeverTranslation } from "../../../i18n/lever";
import { nudge } from "../model/decimal";
import form from "./form.module.css";

interface StepperProps {
  id: string;
  label: ReactNode;
  value: string;
  /** What + and − add and take away (the price unit, the lot step). */
  step: string | undefined;
  onChange: (value: string) => void;
  /** Bounds the buttons keep to (typing is checked on submit). */
  min?: string;
  max?: string;
  disabled?: boolean;
  placeholder?: string;
  hint?: ReactNode;
}

/** Keeps digits and the first point only, as the user types. */
export function decimalInput(value: string): string {
  const cleaned = value.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const point = cleaned.indexOf(".");
  return point < 0 ? cleaned : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, "")}`;
}

/** A decimal input between − and + buttons that move the value by one step, exactly. */
export function Stepper({
  id,
  label,
  value,
  step,
  onChange,
  min,
  max,
  disabled = false,
  placeholder,
  hint,
}: StepperProps) {
  const { t } = useLeverTranslation();
  const move = (direction: 1 | -1) => {
    if (!step) return;
    const next = nudge(value, step, direction, min, max);
    if (next !== null) onChange(next);
  };
  return (
    <div className={form.field}>
      <label className={form.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <div className={form.stepper}>
        <button
          type="button"
          className={form.stepButton}
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
          className={form.stepButton}
          onClick={() => move(1)}
          disabled={disabled || !step}
          aria-label={t("form.increase")}
          data-testid={`${id}-up`}
        >
          +
        </button>
      </div>
      {hint ? <p className={form.fieldHint}>{hint}</p> : null}
    </div>
  );
}
