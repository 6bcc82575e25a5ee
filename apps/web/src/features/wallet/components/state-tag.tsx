import { useTranslation } from "react-i18next";
import styles from "./wallet.module.css";

const labels = {
  review: "wallet.state.review",
  pending: "wallet.state.pending",
  approved: "wallet.state.approved",
  rejected: "wallet.state.rejected",
} as const;

/** The review state of a deposit or withdrawal. */
export function StateTag({ state }: { state: keyof typeof labels }) {
  const { t } = useTranslation();
  return (
    <span className={styles.state} data-state={state} data-testid="record-state">
      {t(labels[state] ?? labels.pending)}
    </span>
  );
}
