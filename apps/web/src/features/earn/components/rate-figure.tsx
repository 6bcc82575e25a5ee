import styles from "./earn.module.css";

/** A product's rate as its card's headline: the label above, the percent large. */
export function RateFigure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <span className={styles.rateLabel}>{label}</span>
      <span className={styles.rate} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
