import { useCopyTranslation } from "../../../i18n/copy";
import { Chip, ChipRow } from "../../../ui/chips";
import { type DaysChoice, daysChoices } from "../model/labels";

/** 7, 30 or 90 days, as pressed-state chips. */
export function PeriodSwitch({ days, onChange }: { days: DaysChoice; onChange: (days: DaysChoice) => void }) {
  const { t } = useCopyTranslation();
  return (
    <ChipRow>
      {daysChoices.map((d) => (
        <Chip key={d} pressed={d === days} onClick={() => onChange(d)} data-testid={`copy-days-${d}`}>
          {t("period.days", { days: d })}
        </Chip>
      ))}
    </ChipRow>
  );
}
