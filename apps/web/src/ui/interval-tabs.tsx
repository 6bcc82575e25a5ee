import type { ReactNode } from "react";
import styles from "./interval-tabs.module.css";

/**
 * A chart's intervals as a row of tabs, scrolling sideways when they do not fit; `compact` inside a bar
 * beside other controls. `testIdPrefix` names each tab `<prefix><interval>`.
 */
export function IntervalTabs<K extends string>({
  intervals,
  value,
  onChange,
  label,
  title,
  testIdPrefix,
  compact = false,
}: {
  intervals: readonly K[];
  value: K;
  onChange: (interval: K) => void;
  /** the row's accessible name */
  label: string;
  title: (interval: K) => ReactNode;
  testIdPrefix?: string;
  compact?: boolean;
}) {
  return (
    <div
      className={compact ? `${styles.row} ${styles.compact}` : styles.row}
      role="tablist"
      aria-label={label}
    >
      {intervals.map((interval) => (
        <button
          key={interval}
          type="button"
          role="tab"
          aria-selected={interval === value}
          className={styles.tab}
          onClick={() => onChange(interval)}
          data-testid={testIdPrefix === undefined ? undefined : `${testIdPrefix}${interval}`}
        >
          {title(interval)}
        </button>
      ))}
    </div>
  );
}
