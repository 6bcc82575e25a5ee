import { useSecondsTranslation } from "../../../i18n/seconds";
import { useFormat } from "../../../ui/use-format";
import type { Duration } from "../api/get-seconds";
import trade from "./trade.module.css";

interface DurationPickerProps {
  durations: readonly Duration[];
  selected: number | undefined;
  onSelect: (seconds: number) => void;
}

/** The durations on offer, each with the rate a win pays. */
export function DurationPicker({ durations, selected, onSelect }: DurationPickerProps) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  return (
    <fieldset className={trade.durations} aria-label={t("duration.title")}>
      {durations.map((d) => (
        <button
          key={d.seconds}
          type="button"
          className={trade.duration}
          aria-pressed={d.seconds === selected}
          onClick={() => onSelect(d.seconds)}
          data-testid={`duration-${d.seconds}`}
        >
          <span className={trade.durationTime}>{t("seconds", { n: d.seconds })}</span>
          <span className={trade.durationRate}>
            {t("duration.payout", { rate: f.amount(d.profit_ratio, 2) })}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
