import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../ui/format";
import { useLocaleTag } from "../../../ui/use-locale";
import { VerifyLink } from "../../../ui/verify-link";
import type { Bill } from "../api/post-legal-log";
import { accountLabel, isAccountKind } from "../model/accounts";
import styles from "./wallet.module.css";

const billTypes = {
  deposit: "wallet.billType.deposit",
  transfer: "wallet.billType.transfer",
  withdraw_request: "wallet.billType.withdrawRequest",
  withdraw_paid: "wallet.billType.withdrawPaid",
  withdraw_rejected: "wallet.billType.withdrawRejected",
} as const;

function isBillType(type: string): type is keyof typeof billTypes {
  return type in billTypes;
}

/**
 * One bill: what happened, in which account, the signed amount and the balance after it, and a link to
 * verify its journal entry up to the venue's signed head.
 */
export function BillRow({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const negative = bill.value.trim().startsWith("-");
  return (
    <div data-testid="bill-row">
      <div className={styles.rowHead}>
        <span>{isBillType(bill.type) ? t(billTypes[bill.type]) : t("wallet.billType.other")}</span>
        <span className={negative ? styles.minus : styles.plus} data-testid="bill-value">
          {negative ? "" : "+"}
          {bill.value} {bill.currency_name}
        </span>
      </div>
      <div className={styles.rowMeta}>
        <span>
          {isAccountKind(bill.account) ? t(accountLabel[bill.account]) : bill.account}
          {bill.bucket === "frozen" || bill.bucket === "locked" ? ` · ${t("wallet.frozen")}` : ""}
        </span>
        <span>{t("wallet.balanceAfter", { amount: bill.balance_after })}</span>
      </div>
      <div className={styles.rowMeta}>
        <span>{formatDateTime(bill.created_at, locale)}</span>
        {bill.entry_id > 0 ? (
          <VerifyLink className={styles.verifyLink} target={{ kind: "entry", id: bill.entry_id }} />
        ) : null}
      </div>
    </div>
  );
}
