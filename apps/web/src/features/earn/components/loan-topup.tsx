import type { FormEvent } from "react";
import { useCurrencyDecimals } from "../../../api/get-currency-list";
import { useEarnTranslation } from "../../../i18n/earn";
import { AmountField, SubmitBar, useOrderForm } from "../../../ui/order-form";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { refreshEarn } from "../api/earn";
import { type Loan, type LoanOffer, loanCalls } from "../api/loan";
import { isShort } from "../model/ieo";
import { type CollateralProblem, collateralProblem, ltvAfterTopup } from "../model/loan";
import { ShortNote, useAvailable } from "./available";
import styles from "./loan.module.css";
import { LtvMeter } from "./loan-parts";

/** Whatever a coin's decimals, the server's columns hold at most 18. */
const MOST_DECIMALS = 18;

/**
 * Adding collateral to an active loan, under it: the amount (checked against the financial account's
 * balance of the coin, with the way to fill it), the LTV it would bring the loan to at the index price
 * now, and the server's refusal beside the amount or in an alert.
 */
export function LoanTopup({
  loan,
  offer,
  onDone,
}: {
  loan: Loan;
  /** the loan's offer, for its coin's decimals and the collateral coin's index price and steps */
  offer: LoanOffer | undefined;
  onDone: () => void;
}) {
  const { t } = useEarnTranslation();
  const form = useOrderForm("amount");
  const f = useFormat();
  const coinName = loan.collateral_currency_name;
  const coin = offer?.collaterals.find((c) => c.currency_id === loan.collateral_currency_id);
  const listed = useCurrencyDecimals(loan.collateral_currency_id);
  const decimals = coin?.decimals ?? listed ?? MOST_DECIMALS;
  const { available, shown } = useAvailable(loan.collateral_currency_id);
  const after = offer && coin ? ltvAfterTopup(loan, form.value, offer.decimals, coin) : null;
  const ok = t("loan.orders.topupOk");

  const problemText = (problem: CollateralProblem) =>
    t(`problem.${problem === "belowLeast" ? "invalid" : problem}`, {
      coin: coinName,
      decimals,
      available: available === undefined ? "" : f.exact(available),
    });

  const submit = async (event: FormEvent) => {
    if (!form.start(event)) return;
    const problem = collateralProblem(form.value, { decimals, least: null, available });
    if (!form.check(problem && problemText(problem))) return;
    const value = form.value.trim();
    await form.send(
      () => loanCalls.topup(loan.id, value),
      (done) => {
        void showToast(t("loan.orders.topupDone", { collateral: f.exact(done.collateral), coin: coinName }));
        void refreshEarn();
        onDone();
      },
    );
  };

  return (
    <form className={styles.topup} onSubmit={submit} noValidate data-testid="loan-topup-form">
      <AmountField
        id={`loan_topup_${loan.id}`}
        label={t("loan.orders.topupAmount", { coin: coinName })}
        hint={t("loan.orders.topupHint", { available: shown, coin: coinName })}
        unit={coinName}
        form={form}
        placeholder=""
        testId="loan-topup-amount"
      />
      {after ? (
        <LtvMeter value={after} steps={loan} label={t("loan.orders.topupLtv")} testId="loan-topup-ltv" />
      ) : null}
      {isShort(available, form.value.trim() || "0") ? (
        <ShortNote currencyId={loan.collateral_currency_id} testId="loan-topup-transfer" />
      ) : null}
      <SubmitBar
        refusal={form.refusal}
        errorTestId="loan-topup-error"
        pending={form.pending}
        label={ok}
        testId="loan-topup-ok"
      />
    </form>
  );
}
