import { useCopyTranslation } from "../../../i18n/copy";
import { type DaysChoice, daysChoices } from "../model/labels";
import styles from "./copy.module.css";

/** 7, 30 or 90 days, as pressed-state chips. */
export function PeriodSwitch({ days, onChange }: { days: DaysChoice; onChange: (days: DaysChoice) => void }) {
  const { t } = useCopyTranslation();
  return (
    <div className={styles.chips}>
      {daysChoices.map((d) => (
        <button
          key={d}
          type="button"
          className={styles.chip}
          aria-pressed={d === days}
          onClick={() => onChange(d)}
          data-testid={`copy-days-${d}`}
        >
          {t("period.days", { days: d })}
        </button>
      ))}
    </div>
  );
}
