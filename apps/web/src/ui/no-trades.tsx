import type { KeyboardEvent, MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "./toast";

/**
 * A 24 h volume or turnover of a market nobody traded in that window: "—", never a made-up figure; a tap
 * tells why. Inside a row that opens the market, the tap stops here.
 */
export function NoTrades({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  const why = t("market.noTrades");
  const explain = (event: MouseEvent | KeyboardEvent) => {
    event.stopPropagation();
    event.preventDefault();
    void showToast(why);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: it sits inside market rows that are buttons, where a <button> may not nest
    <span
      role="button"
      tabIndex={0}
      className={className}
      title={why}
      aria-label={why}
      data-testid="no-trades"
      onClick={explain}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") explain(event);
      }}
    >
      —
    </span>
  );
}

/** Whether a 24 h volume or turnover says no trade happened (zero, exactly). */
export const noTradesIn = (value: string | null | undefined) =>
  /^0*(\.0*)?$/.test(String(value ?? "").trim());
