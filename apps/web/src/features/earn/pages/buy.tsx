import Button from "antd-mobile/es/components/button";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useCurrencyDecimals } from "../../../api/get-currency-list";
import { earnPaths, ordersTab } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { Facts } from "../../../ui/facts";
import { idParam } from "../../../ui/id-param";
import lineStyles from "../../../ui/line.module.css";
import { AmountField, SubmitBar, useOrderForm } from "../../../ui/order-form";
import { Page } from "../../../ui/page";
import { NO_VALUE } from "../../../ui/quote";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { earnCalls, type LockPlan, refreshEarn, usePlans } from "../api/earn";
import { TransferIn, useAvailable } from "../components/available";
import styles from "../components/earn.module.css";
import { PlanTerms } from "../components/plan-terms";
import { type AmountProblem, amountProblem } from "../model/amount";
import { addDays, earlyRedemption, preview, ratePercent, utcDay } from "../model/figures";

/**
 * Locking under a plan (`?id=`): the plan's terms, the financial account's available balance of the
 * coin and the way to fill it, the amount checked as the server checks it, an exact preview (daily
 * yield, total yield, expiry date), a confirmation, and the server's refusal as it words it.
 */
export default function LockBuyPage() {
  const { t, ready } = useEarnTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idParam(search.get("id"));
  const plans = usePlans();
  const plan = plans.data?.find((p) => p.id === id);
  return (
    <Page title={ready ? t("buy.title") : ""} backTo={earnPaths.lockming}>
      {!ready || plans.isPending ? (
        <SectionLoading />
      ) : plans.isError ? (
        <LoadError onRetry={() => void plans.refetch()} />
      ) : !plan ? (
        <MessageScreen
          title={t("buy.notFound")}
          actions={
            <Button color="primary" onClick={() => navigate(earnPaths.lockming, { replace: true })}>
              {t("orders.browse")}
            </Button>
          }
        />
      ) : (
        <BuyForm key={plan.id} plan={plan} />
      )}
    </Page>
  );
}

function BuyForm({ plan }: { plan: LockPlan }) {
  const { t } = useEarnTranslation();
  const common = useTranslation().t;
  const navigate = useNavigate();
  const decimals = useCurrencyDecimals(plan.currency_id);
  const form = useOrderForm("amount");
  const f = useFormat();
  const amount = form.value;
  const coin = plan.currency_name;
  const { available, shown } = useAvailable(plan.currency_id);
  const today = utcDay(new Date());
  const figures = decimals === undefined ? null : preview(amount, plan, decimals, today);
  const maturity = figures?.maturity ?? addDays(today, plan.days) ?? NO_VALUE;
  const penalty = decimals === undefined ? null : earlyRedemption(amount, plan.penalty_rate, decimals);

  const problemText = (problem: AmountProblem) =>
    t(`problem.${problem}`, {
      coin,
      decimals: decimals ?? "",
      min: f.exact(plan.min_amount),
      max: f.exact(plan.max_amount),
      remaining: plan.remaining === null ? "" : f.exact(plan.remaining),
      available: available === undefined ? "" : f.exact(available),
    });

  const submit = async (event: FormEvent) => {
    if (!form.start(event)) return;
    const problem = amountProblem(amount, {
      decimals,
      min: plan.min_amount,
      max: plan.max_amount,
      remaining: plan.remaining,
      available,
    });
    if (!form.check(problem && problemText(problem))) return;
    const value = amount.trim();
    const day = utcDay(new Date());
    const sure = decimals === undefined ? null : preview(value, plan, decimals, day);
    const confirmed = await confirmSheet({
      title: t("buy.confirmTitle"),
      testId: "earn-confirm",
      ok: t("buy.confirmOk"),
      cancel: common("common.cancel"),
      children: (
        <p>
          {t("buy.confirm", {
            amount: f.exact(value),
            coin,
            days: plan.days,
            daily: f.exact(sure?.daily),
            total: f.exact(sure?.total),
            maturity: sure?.maturity ?? addDays(day, plan.days) ?? NO_VALUE,
          })}
        </p>
      ),
    });
    if (!confirmed) return;
    await form.send(
      () => earnCalls.lock(plan.id, value),
      () => {
        void showToast(t("buy.done", { amount: f.exact(value), coin }));
        void refreshEarn();
        navigate(ordersTab("active"), { replace: true });
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="earn-buy-form" data-plan={plan.id}>
      <section className={lineStyles.card}>
        <div className={styles.itemHead}>
          <strong className={lineStyles.name}>{coin}</strong>
          <span className={lineStyles.tag}>{t("term.days", { days: plan.days })}</span>
        </div>
        <PlanTerms plan={plan} full />
      </section>
      <section className={lineStyles.card}>
        <div className={styles.balance}>
          <span className={lineStyles.muted}>{t("buy.available")}</span>
          <strong data-testid="earn-available">
            {shown} <small>{coin}</small>
          </strong>
        </div>
        <p className={lineStyles.note}>
          {t("buy.accountNote")} <TransferIn currencyId={plan.currency_id} testId="earn-transfer-link" />
        </p>
      </section>
      <section className={lineStyles.form}>
        <AmountField
          id="earn_amount"
          label={t("buy.amount")}
          hint={t("buy.amountHint", { min: f.exact(plan.min_amount), max: f.exact(plan.max_amount), coin })}
          unit={coin}
          form={form}
          placeholder={`${f.exact(plan.min_amount)} – ${f.exact(plan.max_amount)}`}
          testId="earn-amount"
        />
      </section>
      <section className={lineStyles.card} data-testid="earn-preview">
        <h3 className={lineStyles.cardTitle}>{t("buy.preview")}</h3>
        <Facts
          className={styles.facts}
          items={[
            [
              t("buy.dailyYield", { coin }),
              <span key="daily" data-testid="earn-preview-daily">
                {f.exact(figures?.daily)}
              </span>,
            ],
            [
              t("buy.totalYield", { coin }),
              <span key="total" data-testid="earn-preview-total">
                {f.exact(figures?.total)}
              </span>,
            ],
            [
              t("buy.maturity"),
              <span key="maturity" data-testid="earn-preview-maturity">
                {maturity}
              </span>,
            ],
            [
              t("buy.penalty", { coin }),
              <span key="penalty" data-testid="earn-preview-penalty">
                {f.exact(penalty?.penalty)}
              </span>,
            ],
          ]}
        />
        <p className={lineStyles.note}>
          {t("buy.rules", { rate: ratePercent(plan.penalty_rate, f.locale) })}
        </p>
      </section>
      <SubmitBar
        refusal={form.refusal}
        errorTestId="earn-error"
        pending={form.pending}
        label={t("buy.submit")}
        testId="earn-submit"
      />
    </form>
  );
}
