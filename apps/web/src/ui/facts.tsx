import type { ReactNode } from "react";
import styles from "./facts.module.css";

/** Label and value pairs as a fact list (`facts.module.css`); `className` sets the screen's size and spacing. */
export function Facts({
  items,
  className = styles.facts,
  testId,
}: {
  items: readonly (readonly [label: string, value: ReactNode])[];
  className?: string | undefined;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
