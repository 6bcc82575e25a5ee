import { useId, useState } from "react";
import { useLeverTranslation } from "../../../i18n/lever";
import { InfoIcon } from "../../../ui/icons";
import form from "./form.module.css";

/**
 * "Cross": every position of the lever account is cross-margined (docs/lever-api.md, Settlement). The
 * tag says so where the leverage is chosen and on each position; the info button unfolds one line on
 * what it means: the whole contract balance backs every position, so the liquidation price moves with
 * the balance.
 */
export function CrossMargin({ testId = "margin-mode" }: { testId?: string }) {
  const { t } = useLeverTranslation();
  const [open, setOpen] = useState(false);
  const explain = useId();
  return (
    <span className={form.crossWrap}>
      <span className={form.crossTag} data-testid={testId}>
        {t("cross.tag")}
      </span>
      <button
        type="button"
        className={form.crossInfo}
        aria-expanded={open}
        aria-controls={explain}
        aria-label={t("cross.what")}
        onClick={() => setOpen(!open)}
        data-testid={`${testId}-info`}
      >
        <InfoIcon size={14} />
      </button>
      {open ? (
        <span id={explain} className={form.crossExplain} role="note" data-testid={`${testId}-explain`}>
          {t("cross.explain")}
        </span>
      ) : null}
    </span>
  );
}
