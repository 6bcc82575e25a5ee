import type { ReactNode } from "react";
import styles from "./headline-figure.module.css";

/** The quiet label over a card's headline figure. */
export function HeadlineLabel({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}

/** A card's headline figure: its label above, the value large; `className` colours the value. */
export function HeadlineFigure({
  label,
  value,
  testId,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  testId: string;
  className?: string | undefined;
}) {
  return (
    <div>
      <HeadlineLabel>{label}</HeadlineLabel>
      <span className={className ? `${styles.value} ${className}` : styles.value} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
