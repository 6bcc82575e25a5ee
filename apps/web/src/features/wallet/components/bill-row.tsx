import { useTranslation } from "react-i18next";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import { VerifyLink } from "../../../ui/verify-link";
import type { Bill } from "../api/post-legal-log";
import { type AccountKind, accountLabel, isAccountKind } from "../model/accounts";
import { billKindKey } from "../model/bill-kinds";
import styles from "./wallet.module.css";

const isNegative = (value: string) => value.trim().startsWith("-");
const isZero = (value: string | null | undefined) => !value || /^[+-]?0*\.?0*$/.test(value.trim());

/**
 * One line of the bills: what happened (the entry's kind), in which account, the signed amount and the
 * balance after it, the frozen part beneath when it moved too, and a link to verify the journal entry up
 * to the venue's signed head. A transfer between the user's accounts reads "Spot → Seconds" with the
 * amount sent; seen from one account (`account`, the screen's filter) it is that account's signed change.
 */
export function BillRow({ bill, account }: { bill: Bill; account?: AccountKind | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const scale = useCurrencyScale()(bill.currency_name);
  /** Grouped, up to the currency's decimals: "3,000", "130.161733". */
  const amount = (value: string) => f.amount(value, scale);
  /** With its sign, "+" for money in. */
  const signed = (value: string) => f.amount(value, scale, true);
  const accountName = (kind: string | null | undefined) =>
    isAccountKind(kind) ? t(accountLabel[kind]) : (kind ?? "");

  const transfer = Boolean(bill.from_account && bill.to_account && bill.amount);
  // a transfer seen from no account in particular moves money, it neither gains nor loses any
  const neutral = transfer && !account;
  const negative = isNegative(bill.value);
  const frozenToo = bill.bucket === "available" && !isZero(bill.frozen);

  return (
    <div data-testid="bill-row" data-type={bill.type}>
      <div className={styles.rowHead}>
        <span data-testid="bill-kind">{t(billKindKey(bill.type))}</span>
        <span
          className={neutral ? undefined : negative ? styles.minus : styles.plus}
          data-testid="bill-value"
        >
          {neutral ? amount(bill.amount ?? bill.value) : signed(bill.value)} {bill.currency_name}
        </span>
      </div>
      {transfer ? (
        <div className={styles.rowMeta}>
          <span data-testid="bill-transfer">
            {accountName(bill.from_account)} → {accountName(bill.to_account)}
          </span>
          {isZero(bill.fee) ? (
            <span>{account ? t("wallet.balanceAfter", { amount: amount(bill.balance_after) }) : ""}</span>
          ) : (
            <span data-testid="bill-fee">{t("wallet.withdrawFee", { fee: amount(bill.fee ?? "0") })}</span>
          )}
        </div>
      ) : (
        <div className={styles.rowMeta}>
          <span data-testid="bill-account">
            {accountName(bill.account)}
            {bill.bucket === "frozen" || bill.bucket === "locked" ? ` · ${t("wallet.frozen")}` : ""}
          </span>
          <span>{t("wallet.balanceAfter", { amount: amount(bill.balance_after) })}</span>
        </div>
      )}
      {frozenToo ? (
        <div className={styles.rowMeta} data-testid="bill-frozen">
          <span>
            {t("wallet.frozen")} {signed(bill.frozen ?? "0")}
          </span>
        </div>
      ) : null}
      <div className={styles.rowMeta}>
        <span>{f.dateTime(bill.created_at)}</span>
        {bill.entry_id > 0 ? (
          <VerifyLink className={styles.verifyLink} target={{ kind: "entry", id: bill.entry_id }} />
        ) : null}
      </div>
    </div>
  );
}
