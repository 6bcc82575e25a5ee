import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { earnPaths, loanOrderTab } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { AvailableLine } from "../../../ui/balance-line";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { compare, isPositive } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import lineStyles from "../../../ui/line.module.css";
import { AmountField, SubmitBar, useOrderForm } from "../../../ui/order-form";
import { useIdParam } from "../../../ui/query-gate";
import { NO_VALUE } from "../../../ui/quote";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { refreshEarn, useFinancialAccount } from "../api/earn";
import { type LoanCollateral, type LoanOffer, loanCalls, useLoanOffer } from "../api/loan";
import { ShortNote, useAvailable } from "../components/available";
import earn from "../components/earn.module.css";
import { CoinChoice } from "../components/loan-calculator";
import { figure, LtvMeter, OfferSummary } from "../components/loan-parts";
import { DetailPage } from "../components/query-gate";
import { ratePercent, utcDay } from "../model/figures";
import { isShort } from "../model/ieo";
import {
  assetCeiling,
  type BorrowProblem,
  borrowProblem,
  type CollateralProblem,
  chosen,
  collateralProblem,
  dueDay,
  leastCollateral,
  loanQuote,
  loanStart,
  proposedCollateral,
} from "../model/loan";

/**
 * Applying for a loan under an offer (`?id=`): its terms; the amount, checked against the offer's
 * limits and what one's assets allow; the collateral coin and the collateral, prefilled with the least
 * that keeps the starting LTV within the coin's initial LTV (more lowers it); the starting LTV, the
 * liquidation price, the interest per day and the due day, all exact; the financial account's balance
 * of the coin and the way to fill it; a confirmation, and the server's refusal beside the figure it
 * names. Guests may look; applying asks them to log in.
 */
export default function LoanBuyPage() {
  const { t } = useEarnTranslation();
  const id = useIdParam();
  const offer = useLoanOffer(id);
  return (
    <DetailPage
      title={t("loan.buy.title")}
      backTo={earnPaths.loan}
      id={id}
      query={offer}
      notFound={t("loan.buy.notFound")}
      browse={{ label: t("loan.browse"), to: earnPaths.loan }}
    >
      {(o) => <BorrowForm key={o.id} offer={o} refetch={() => offer.refetch()} />}
    </DetailPage>
  );
}

function BorrowForm({ offer, refetch }: { offer: LoanOffer; refetch: () => Promise<unknown> }) {
  const { t } = useEarnTranslation();
  const [coinKey, setCoinKey] = useState<string | null>(null);
  const coin = chosen(offer.collaterals, coinKey, (c) => c.currency_id);
  return (
    <>
      <section className={lineStyles.card}>
        <OfferSummary offer={offer} />
      </section>
      {coin ? (
        <CollateralForm offer={offer} coin={coin} choose={setCoinKey} refetch={refetch} />
      ) : (
        <p className={lineStyles.lead}>{t("loan.empty")}</p>
      )}
    </>
  );
}

function CollateralForm({
  offer,
  coin,
  choose,
  refetch,
}: {
  offer: LoanOffer;
  coin: LoanCollateral;
  choose: (key: string) => void;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useEarnTranslation();
  const common = useTranslation().t;
  const navigate = useNavigate();
  const signedIn = useUserInfo() !== null;
  const account = useFinancialAccount(signedIn);
  const f = useFormat();
  const form = useOrderForm("amount");
  const held = useOrderForm("collateral");
  /** the collateral follows the one proposed for the amount (and the coin) until the user types one */
  const [typed, setTyped] = useState(false);
  const loanCoin = offer.currency_name;
  const coinName = coin.currency_name;
  const amount = form.value;
  const least = leastCollateral(amount, offer, coin);
  const proposed = proposedCollateral(amount, offer, coin);
  const collateral = typed ? held.value : (proposed ?? "");
  const { available, shown } = useAvailable(coin.currency_id, signedIn);
  const ceiling = account.data
    ? (assetCeiling(account.data.availableUsdt, offer.asset_limit, offer.decimals) ?? undefined)
    : undefined;
  const start = loanStart(amount, collateral, offer, coin);
  const quote = loanQuote(amount, offer);
  const due = dueDay(utcDay(new Date()), offer.cycle_days) ?? NO_VALUE;
  const reviewed = (value: string) => isPositive(value) && compare(value, offer.auto_approve_below) === 1;

  const amountText = (problem: BorrowProblem) =>
    problem === "aboveLimit"
      ? t("loan.problem.aboveLimit")
      : t(`problem.${problem}`, {
          coin: loanCoin,
          decimals: offer.decimals,
          min: f.exact(offer.min_amount),
          max: f.exact(offer.max_amount),
        });
  const collateralText = (problem: CollateralProblem) =>
    problem === "belowLeast"
      ? t("loan.problem.belowLeast", { least: least ? f.exact(least) : "", coin: coinName })
      : t(`problem.${problem}`, {
          coin: coinName,
          decimals: coin.decimals,
          available: available === undefined ? "" : f.exact(available),
        });

  const submit = async (event: FormEvent) => {
    if (!form.start(event, signedIn)) return;
    const amountProblem = borrowProblem(amount, {
      decimals: offer.decimals,
      min: offer.min_amount,
      max: offer.max_amount,
      ceiling,
    });
    if (!form.check(amountProblem && amountText(amountProblem))) return;
    const problem = collateralProblem(collateral, { decimals: coin.decimals, least, available });
    if (!held.check(problem && collateralText(problem))) return;
    const value = amount.trim();
    const holding = collateral.trim();
    const sure = loanQuote(value, offer);
    const confirmed = await confirmSheet({
      title: t("loan.confirm.title"),
      testId: "loan-confirm",
      ok: t("loan.confirm.ok"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>
            {t("loan.confirm.amount", { amount: f.exact(value), coin: loanCoin, days: offer.cycle_days })}
          </p>
          <p>
            {t("loan.confirm.collateral", {
              collateral: f.exact(holding),
              coin: coinName,
              ltv: start?.ltv ? `${f.exact(start.ltv)}%` : NO_VALUE,
            })}
          </p>
          <p>{t("loan.confirm.daily", { daily: f.exact(sure?.daily), coin: loanCoin })}</p>
          <p>{t("loan.confirm.due", { day: due })}</p>
          {reviewed(value) ? (
            <p className={lineStyles.muted} data-testid="loan-confirm-review">
              {t("loan.confirm.review", { amount: f.exact(offer.auto_approve_below), coin: loanCoin })}
            </p>
          ) : null}
        </>
      ),
    });
    if (!confirmed) return;
    const failure = await form.send(
      () =>
        loanCalls.apply({
          config_id: offer.id,
          amount: value,
          collateral_currency_id: coin.currency_id,
          collateral: holding,
        }),
      (done) => {
        const key = done.state === "review" ? "loan.buy.doneReview" : "loan.buy.done";
        void showToast(t(key, { amount: value, coin: loanCoin }));
        void refreshEarn();
        navigate(loanOrderTab("open"), { replace: true });
      },
    );
    if (!failure) return;
    if (failure.field === "collateral") {
      form.setRefusal(undefined);
      held.check(failure.message);
    }
    // the offer, the coin or its price changed since the screen read them: show the server's
    if (failure.field === "collateral" || failure.field === "collateral_currency_id" || !failure.field)
      void refetch();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="loan-form" data-id={offer.id} data-coin={coinName}>
      <section className={lineStyles.form}>
        <AmountField
          id="loan_amount"
          label={t("loan.buy.amount", { coin: loanCoin })}
          hint={
            ceiling === undefined
              ? t("loan.buy.amountHint", {
                  min: f.exact(offer.min_amount),
                  max: f.exact(offer.max_amount),
                  coin: loanCoin,
                })
              : t("loan.buy.limitHint", {
                  min: f.exact(offer.min_amount),
                  max: f.exact(offer.max_amount),
                  limit: f.exact(ceiling),
                  coin: loanCoin,
                })
          }
          unit={loanCoin}
          form={{
            ...form,
            edit: (text) => {
              form.edit(text);
              if (!typed) held.edit("");
            },
          }}
          placeholder={`${f.exact(offer.min_amount)} – ${f.exact(offer.max_amount)}`}
          testId="loan-amount"
        />
      </section>
      <section className={lineStyles.form}>
        <span className={lineStyles.muted}>{t("loan.buy.collateralCoin")}</span>
        <CoinChoice
          collaterals={offer.collaterals}
          active={coin}
          onChange={(key) => {
            choose(key);
            setTyped(false);
            held.edit("");
          }}
          testPrefix="loan-collateral-coin"
        />
        <AmountField
          id="loan_collateral"
          label={t("loan.buy.collateral", { coin: coinName })}
          hint={
            coin.index_price === null
              ? t("loan.buy.noPrice", { coin: coinName })
              : least
                ? t("loan.buy.collateralHint", { least: f.exact(least), coin: coinName })
                : ""
          }
          unit={coinName}
          form={{
            value: collateral,
            error: held.error,
            edit: (text) => {
              setTyped(true);
              held.edit(text);
            },
          }}
          placeholder={least ? f.exact(least) : ""}
          testId="loan-collateral"
        />
        <AvailableLine
          label={t("loan.buy.available", { coin: coinName })}
          shown={shown}
          testId="loan-available"
        />
        {isShort(available, collateral) ? (
          <ShortNote currencyId={coin.currency_id} testId="loan-transfer-link" />
        ) : null}
      </section>
      <section className={lineStyles.card} data-testid="loan-preview">
        <h3 className={lineStyles.cardTitle}>{t("loan.buy.preview")}</h3>
        <LtvMeter
          value={start ?? { ltv: null, step: null }}
          steps={coin}
          label={t("loan.buy.startLtv")}
          testId="loan-start-ltv"
        />
        <Facts
          className={earn.facts}
          items={[
            [t("loan.initialLtv"), ratePercent(coin.initial_ltv, f.locale)],
            [
              t("loan.buy.liqPrice", { coin: loanCoin }),
              figure("loan-liq-price", start?.liquidationPrice && f.exact(start.liquidationPrice)),
            ],
            [
              t("loan.buy.dailyInterest", { coin: loanCoin }),
              figure("loan-daily-interest", quote?.daily && f.exact(quote.daily)),
            ],
            [t("loan.buy.dueDay"), figure("loan-due-day", due)],
          ]}
        />
        {reviewed(amount) ? (
          <p className={lineStyles.note} data-testid="loan-review-note">
            {t("loan.buy.review", { amount: f.exact(offer.auto_approve_below), coin: loanCoin })}
          </p>
        ) : null}
        <p className={lineStyles.note}>
          {t("loan.buy.overdue", { rate: ratePercent(offer.overdue_rate, f.locale) })}
        </p>
        <p className={lineStyles.note}>{t("loan.buy.held")}</p>
      </section>
      <SubmitBar
        refusal={form.refusal}
        errorTestId="loan-error"
        pending={form.pending}
        label={signedIn ? t("loan.buy.submit") : t("loan.buy.login")}
        testId="loan-submit"
      />
    </form>
  );
}
