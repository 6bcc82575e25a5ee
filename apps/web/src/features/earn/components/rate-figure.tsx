import { HeadlineFigure } from "../../../ui/headline-figure";
import styles from "./earn.module.css";

/** A product's rate as its card's headline: the label above, the percent large, in the gain colour. */
export function RateFigure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return <HeadlineFigure label={label} value={value} testId={testId} className={styles.rate} />;
}
