import { Badge, Button, Tooltip } from "antd";
import { useI18n } from "../../../i18n";
import { formatDateTime } from "../../../ui/format";
import { useLedgerCheck } from "../api/check-ledger";

/** The ledger's state in the header: green when every invariant holds; opens the check page. */
export function LedgerBadge({ onOpen }: { onOpen: () => void }) {
  const { t } = useI18n();
  const check = useLedgerCheck();
  const result = check.data;

  let status: "success" | "error" | "processing" | "warning" = "processing";
  let text = t("ledger.badge.checking");
  if (result) {
    status = result.ok ? "success" : "error";
    text = result.ok ? t("ledger.badge.ok") : t("ledger.badge.failed", { n: result.violations.length });
  } else if (check.isError) {
    status = "warning";
    text = t("ledger.badge.error");
  }

  return (
    <Tooltip title={result ? t("ledger.checkedAt", { time: formatDateTime(result.checked_at) }) : undefined}>
      <Button type="text" size="small" onClick={onOpen} data-testid="ledger-badge">
        <Badge status={status} text={text} />
      </Button>
    </Tooltip>
  );
}
