import type { ComponentPropsWithoutRef, ReactNode } from "react";
import styles from "./trade-form.module.css";

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** One choice of a `SideSwitch` or `KindSwitch`; `className` sets a side's tone (`--tone`). */
export interface Choice<K extends string> {
  value: K;
  label: ReactNode;
  testId: string;
  className?: string | undefined;
}

/** What a `SideSwitch` or `KindSwitch` takes: its choices, the chosen one, and `compact` beside a book. */
interface SwitchProps<K extends string> {
  choices: readonly Choice<K>[];
  value: K;
  onChange: (value: K) => void;
  compact?: boolean;
}

/** A row of pressed-state buttons, one per choice, in a fieldset of the given look. */
function Choices<K extends string>({
  choices,
  value,
  onChange,
  compact = false,
  look,
}: SwitchProps<K> & { look: "sides" | "kinds" }) {
  const button = look === "sides" ? styles.side : styles.kind;
  return (
    <fieldset className={join(styles[look], compact && styles.compact)}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={join(button, choice.className)}
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          data-testid={choice.testId}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The trade's two sides (buy and sell, long and short) side by side, the chosen one filled in its tone;
 * `compact` for the narrow column beside a book.
 */
export function SideSwitch<K extends string>(props: SwitchProps<K>) {
  return <Choices {...props} look="sides" />;
}

/** The order types (limit, market) in a row, the chosen one underlined. */
export function KindSwitch<K extends string>(props: SwitchProps<K>) {
  return <Choices {...props} look="kinds" />;
}

/** A quiet line under the form: its rules, why it is closed. */
export function FormNotice({ compact = false, children }: { compact?: boolean; children: ReactNode }) {
  return <p className={join(styles.notice, compact && styles.compact)}>{children}</p>;
}

/** The refusal under the form, announced. */
export function FormError({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className={styles.error} role="alert" data-testid={testId}>
      {children}
    </p>
  );
}

/** The form's submit button in the side's tone. */
export function TradeSubmit({
  compact = false,
  className,
  ...rest
}: Omit<ComponentPropsWithoutRef<"button">, "type"> & { compact?: boolean }) {
  return (
    <button type="submit" className={join(styles.submit, compact && styles.compact, className)} {...rest} />
  );
}
