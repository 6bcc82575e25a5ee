import Button from "antd-mobile/es/components/button";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEarnTranslation } from "../../../i18n/earn";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { isPositive } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { NO_VALUE } from "../../../ui/quote";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { VerifyLink } from "../../../ui/verify-link";
import { refreshEarn, useFinancialAccount } from "../api/earn";
import { type Loan, type LoanOffer, loanCalls } from "../api/loan";
import { groupedPrice } from "../model/dual";
import { ratePercent } from "../model/figures";
import { collateralReturned, REPAY_REFUSED } from "../model/loan";
import earn from "./earn.module.css";
import ieo from "./ieo.module.css";
import styles from "./loan.module.css";
import { LoanStateChip, LtvMeter } from "./loan-parts";
import { LoanTopup } from "./loan-topup";

/**
 * One loan: the amount and its state, the collateral; while open, the LTV at the index now with its
 * step, the liquidation price, the interest so far and the next one (overdue or not), the start and
 * due days and the debt; an active loan may be repaid (after a confirmation spelling out principal +
 * interest = debt) or given more collateral. An ended one shows how: repaid, rejected (and why), or
 * liquidated (the index tick and its price, what was sold, what came back, any shortfall, and a link to
 * recompute the liquidation on the verifier).
 */
export function LoanRow({ loan, offer }: { loan: Loan; offer: LoanOffer | undefined }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  const [adding, setAdding] = useState(false);
  const coin = loan.currency_name;
  const held = loan.collateral_currency_name;
  const active = loan.state === "active";
  const open = active || loan.state === "review" || loan.state === "repaying";

  const facts: [string, ReactNode][] = [
    [
      t("loan.orders.collateral"),
      <span key="collateral" data-testid="loan-item-collateral">
        {f.exact(loan.collateral)} {held}
      </span>,
    ],
  ];
  if (open)
    facts.push(
      [
        t("loan.orders.liqPrice"),
        <span key="liq" data-testid="loan-item-liq-price">
          {loan.liquidation_price === null
            ? NO_VALUE
            : `${groupedPrice(loan.liquidation_price, locale)} ${coin}`}
        </span>,
      ],
      [t("loan.orders.interest"), `${f.exact(loan.interest)} ${coin}`],
    );
  if (loan.next_interest)
    facts.push([
      t("loan.orders.nextInterest"),
      <span key="next" data-testid="loan-next-interest" data-overdue={loan.next_interest.overdue}>
        {t("loan.orders.nextInterestValue", {
          amount: f.exact(loan.next_interest.amount),
          coin,
          day: loan.next_interest.day,
        })}
        {loan.next_interest.overdue ? ` · ${t("loan.orders.overdue")}` : ""}
      </span>,
    ]);
  facts.push([t("loan.orders.term"), `${loan.start_day ?? NO_VALUE} → ${loan.due_day ?? NO_VALUE}`]);
  if (open)
    facts.push([
      t("loan.orders.debt"),
      <strong key="debt" data-testid="loan-debt">
        {f.exact(loan.debt)} {coin}
      </strong>,
    ]);
  else facts.push([t("loan.orders.interest"), `${f.exact(loan.interest)} ${coin}`]);
  facts.push([t("loan.orders.applied"), formatDateTime(loan.created_at, locale)]);
  if (loan.ended_at) facts.push([t("loan.orders.endedAt"), formatDateTime(loan.ended_at, locale)]);
  if (loan.state === "rejected")
    facts.push([
      t("loan.orders.reason"),
      <span key="reason" data-testid="loan-reason">
        {loan.reason || NO_VALUE}
      </span>,
    ]);

  return (
    <li className={lineStyles.item} data-testid="loan-item" data-id={loan.id} data-state={loan.state}>
      <div className={earn.itemHead}>
        <span className={lineStyles.name}>
          <span data-testid="loan-item-amount">
            {f.exact(loan.amount)} {coin}
          </span>{" "}
          · {t("loan.days", { days: loan.cycle_days })}
        </span>
        <LoanStateChip state={loan.state} />
      </div>
      {open && loan.ltv !== null ? (
        <LtvMeter
          value={{ ltv: loan.ltv, step: loan.ltv_step }}
          steps={loan}
          label={t("loan.ltv")}
          testId="loan-ltv"
        />
      ) : null}
      <Facts className={ieo.smallFacts} items={facts} />
      <LoanNotes loan={loan} />
      {loan.state === "liquidated" ? <Liquidation loan={loan} /> : null}
      {loan.interest_days.length > 0 ? (
        <details className={earn.yields} data-testid="loan-interest-days">
          <summary>{t("loan.orders.interestDays", { n: loan.interest_days.length })}</summary>
          <ol>
            {loan.interest_days.map((d) => (
              <li key={d.day} data-overdue={d.overdue}>
                <span>
                  {d.day}
                  {d.overdue ? ` · ${t("loan.orders.overdue")}` : ""}
                </span>
                <span>
                  {f.exact(d.amount)} {coin}
                </span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className={lineStyles.itemFoot}>
        <span className={lineStyles.muted}>
          {t("loan.orders.loan", { id: loan.id })} ·{" "}
          {t("loan.orders.rate", { rate: ratePercent(loan.daily_rate, locale) })}
        </span>
        {active ? (
          <span className={styles.buttons}>
            <Button size="small" onClick={() => setAdding((on) => !on)} data-testid="loan-topup">
              {t("loan.orders.topup")}
            </Button>
            <RepayButton loan={loan} confirmRepay={offer?.confirm_repay ?? false} />
          </span>
        ) : null}
      </div>
      {active && adding ? <LoanTopup loan={loan} offer={offer} onDone={() => setAdding(false)} /> : null}
    </li>
  );
}

/** What an open loan is waiting for, or what its borrower should do. */
function LoanNotes({ loan }: { loan: Loan }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const notes: { key: string; text: string; warn?: boolean }[] = [];
  if (loan.state === "review") notes.push({ key: "review", text: t("loan.orders.reviewNote") });
  if (loan.state === "repaying") notes.push({ key: "repaying", text: t("loan.orders.repayingNote") });
  if (loan.state === "active") {
    if (loan.repay_status === REPAY_REFUSED)
      notes.push({ key: "refused", text: t("loan.orders.refusedNote"), warn: true });
    if (loan.overdue) notes.push({ key: "overdue", text: t("loan.orders.overdueNote"), warn: true });
    if (loan.ltv_step === "margin_call" || loan.ltv_step === "top_up")
      notes.push({
        key: "step",
        warn: true,
        text: t(`loan.orders.stepNote.${loan.ltv_step}`, {
          at: ratePercent(loan.ltv_step === "top_up" ? loan.top_up : loan.margin_call, locale),
          liquidate: ratePercent(loan.liquidate, locale),
        }),
      });
  }
  return (
    <>
      {notes.map((n) => (
        <p key={n.key} className={n.warn ? styles.warn : lineStyles.note} data-testid={`loan-note-${n.key}`}>
          {n.text}
        </p>
      ))}
    </>
  );
}

/** A liquidated loan: the index tick and its price, the collateral sold and returned, surplus, shortfall. */
function Liquidation({ loan }: { loan: Loan }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  const coin = loan.currency_name;
  const held = loan.collateral_currency_name;
  const returned = collateralReturned(loan.collateral, loan.sold);
  const items: [string, ReactNode][] = [
    [
      t("loan.orders.liquidation"),
      <span key="tick" data-testid="loan-liq-tick" data-seq={loan.liq_seq ?? undefined}>
        {t("loan.orders.liqTick", {
          seq: loan.liq_seq ?? NO_VALUE,
          price: groupedPrice(loan.liq_price, locale),
          coin,
        })}
      </span>,
    ],
    [t("loan.orders.sold"), `${f.exact(loan.sold)} ${held}`],
    [t("loan.orders.returned"), `${f.exact(returned)} ${held}`],
    [t("loan.orders.surplus"), `${f.exact(loan.surplus)} ${coin}`],
  ];
  if (isPositive(loan.shortfall))
    items.push([
      t("loan.orders.shortfall"),
      <span key="shortfall" data-testid="loan-shortfall">
        {f.exact(loan.shortfall)} {coin}
      </span>,
    ]);
  return (
    <>
      <Facts className={ieo.smallFacts} items={items} testId="loan-liquidation" />
      <p className={lineStyles.note}>
        <VerifyLink target={{ kind: "loan", id: loan.id }} />
      </p>
    </>
  );
}

/**
 * "Repay": a confirmation with principal + interest = debt, the financial account's balance of the
 * coin and the collateral coming back, then the call; the state becomes repaid, or repaying when the
 * offer's repayments wait for an operator.
 */
function RepayButton({ loan, confirmRepay }: { loan: Loan; confirmRepay: boolean }) {
  const { t } = useEarnTranslation();
  const common = useTranslation().t;
  const account = useFinancialAccount();
  const f = useFormat();
  const [busy, setBusy] = useState(false);
  const coin = loan.currency_name;
  const available = account.data?.lines.find((l) => l.currency_name === coin)?.available;

  const repay = async () => {
    if (busy) return;
    const sure = await confirmSheet({
      title: t("loan.orders.repayTitle", { id: loan.id }),
      testId: "loan-repay-confirm",
      okTestId: "loan-repay-ok",
      ok: t("loan.orders.repayOk"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p data-testid="loan-repay-formula">
            {t("loan.orders.repayFormula", {
              amount: f.exact(loan.amount),
              interest: f.exact(loan.interest),
              debt: f.exact(loan.debt),
              coin,
            })}
          </p>
          <p>{t("loan.orders.repayFrom", { available: f.exact(available), coin })}</p>
          <p>
            {t("loan.orders.repayBack", {
              collateral: f.exact(loan.collateral),
              coin: loan.collateral_currency_name,
            })}
          </p>
          {confirmRepay ? <p className={lineStyles.muted}>{t("loan.orders.repayConfirm")}</p> : null}
        </>
      ),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const done = await loanCalls.repay(loan.id);
      const key = done.state === "repaying" ? "loan.orders.repaySent" : "loan.orders.repaid";
      void showToast(t(key, { amount: f.exact(done.repaid), coin }));
    } catch {
      // the client showed the server's refusal
    } finally {
      setBusy(false);
      void refreshEarn();
    }
  };

  return (
    <Button size="small" color="primary" loading={busy} onClick={() => void repay()} data-testid="loan-repay">
      {t("loan.orders.repay")}
    </Button>
  );
}
