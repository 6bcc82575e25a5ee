import type { ReactNode } from "react";
import { decimalInput, nudge } from "./decimal";
import styles from "./stepper.module.css";

/** The translated names of the − and + buttons, read by screen readers. */
export interface StepLabels {
  decrease: string;
  increase: string;
}

interface StepperProps {
  id: string;
  label: ReactNode;
  value: string;
  /** What + and − add and take away (a price's tick or unit, an amount's step). */
  step: string | undefined;
  onChange: (value: string) => void;
  labels: StepLabels;
  /** Bounds the buttons keep to (typing is checked on submit). */
  min?: string;
  max?: string;
  disabled?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  /** The smaller size of the spot form, a column beside the order book. */
  compact?: boolean;
}

/** A decimal input between − and + buttons that move the value by one step, exactly. */
export function Stepper({
  id,
  label,
  value,
  step,
  onChange,
  labels,
  min,
  max,
  disabled = false,
  placeholder,
  hint,
  compact = false,
}: StepperProps) {
  const move = (direction: 1 | -1) => {
    if (!step) return;
    const next = nudge(value, step, direction, min, max);
    if (next !== null) onChange(next);
  };
  return (
    <div className={compact ? styles.compact : styles.regular}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        <button
          type="button"
          className={styles.button}
          onClick={() => move(-1)}
          disabled={disabled || !step}
          aria-label={labels.decrease}
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
          className={styles.button}
          onClick={() => move(1)}
          disabled={disabled || !step}
          aria-label={labels.increase}
          data-testid={`${id}-up`}
        >
          +
        </button>
      </div>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
