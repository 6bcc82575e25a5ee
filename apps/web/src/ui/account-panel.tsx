import type { ReactNode } from "react";
import styles from "./account-panel.module.css";

/** The trader's account on a trade screen: its title with a link or chip at the right, then its figures. */
export function AccountPanel({
  title,
  extra,
  compact = false,
  testId,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  /** the spot screen's narrower margins and plain title */
  compact?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className={compact ? `${styles.panel} ${styles.compact}` : styles.panel} data-testid={testId}>
      <div className={styles.head}>
        <span>{title}</span>
        {extra}
      </div>
      {children}
    </section>
  );
}
