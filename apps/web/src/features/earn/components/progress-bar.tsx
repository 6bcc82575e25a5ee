import type { ReactNode } from "react";
import { progressWidth } from "../model/ieo";
import styles from "./earn.module.css";

/**
 * A sale's progress: the bar (full past 100 %, display only) and a line under it (`children`) with the
 * real figures.
 */
export function ProgressBar({
  percent,
  label,
  testId,
  children,
}: {
  /** the percent sold or subscribed, as the server sends it */
  percent: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  const width = progressWidth(percent);
  return (
    <div className={styles.progress} data-testid={testId} data-progress={percent}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-label={label}
      >
        <span style={{ width: `${width}%` }} />
      </div>
      <div className={styles.progressFoot}>{children}</div>
    </div>
  );
}
