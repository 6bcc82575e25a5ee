import { Alert } from "antd";
import { useI18n } from "../../../i18n";
import { type RiskyTerms, useRiskyTerms } from "../api/approvals";
import { compareDecimal } from "../decimal-compare";

/**
 * Warns, before saving, that a value above its usual limit (the server's `RISKY_TERMS`) will not apply at
 * once but wait for a second operator's approval.
 */
export function RiskyTermWarning({
  value,
  limit,
  shown,
}: {
  value: string | undefined;
  limit: "secondsPayoutPercent" | "lockDailyRate" | "spotFeeRate";
  /** how the limit reads to the operator ("100 %", "2 %/day") */
  shown: (limit: string) => string;
}) {
  const { t } = useI18n();
  const terms: RiskyTerms | undefined = useRiskyTerms().data;
  if (!terms || value === undefined || compareDecimal(value, terms[limit]) !== 1) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="risky-term-warning"
      title={t("approvals.riskyWarning", { limit: shown(terms[limit]) })}
    />
  );
}
