import type { ReactNode } from "react";
import { progressWidth } from "../model/ieo";
import styles from "./earn.module.css";

/**
 * A bar filled to `width` percent (display only, a float), with `children` drawn over its track (marks);
 * `className`, a class composing earn.module.css `bar`, gives it a screen's own look.
 */
export function BarTrack({
  width,
  label,
  className,
  children,
}: {
  width: number;
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={className ?? styles.bar}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      aria-label={label}
    >
      <span style={{ width: `${width}%` }} />
      {children}
    </div>
  );
}

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
  return (
    <div className={styles.progress} data-testid={testId} data-progress={percent}>
      <BarTrack width={progressWidth(percent)} label={label} />
      <div className={styles.progressFoot}>{children}</div>
    </div>
  );
}
