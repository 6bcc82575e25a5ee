import styles from "./balance-line.module.css";

/**
 * An available balance as a line: its label, and the figure (what the screen knows: the amount, "…"
 * while loading, "--" for a guest or a failure).
 */
export function AvailableLine({ label, shown, testId }: { label: string; shown: string; testId: string }) {
  return (
    <div className={styles.line}>
      <span className={styles.label}>{label}</span>
      <strong data-testid={testId}>{shown}</strong>
    </div>
  );
}
