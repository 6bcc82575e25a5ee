import { Button, Dialog } from "antd-mobile";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { useCurrencyDecimals } from "../../../api/get-currency-list";
import { earnPaths, ordersTab } from "../../../app/lines/earn-paths";
import { paths } from "../../../app/paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { decimalInput } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import { Field } from "../../../ui/field";
import { Page } from "../../../ui/page";
import { NO_VALUE } from "../../../ui/quote";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { earnCalls, type LockPlan, refreshEarn, useFinancialAccount, usePlans } from "../api/earn";
import styles from "../components/earn.module.css";
import { PlanTerms } from "../components/plan-terms";
import { type AmountProblem, amountProblem } from "../model/amount";
import { addDays, earlyRedemption, preview, ratePercent, utcDay } from "../model/figures";
import { idParam } from "../model/labels";

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
  const account = useFinancialAccount();
  const decimals = useCurrencyDecimals(plan.currency_id);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const coin = plan.currency_name;
  const available = account.data
    ? (account.data.lines.find((l) => l.currency === plan.currency_id)?.available ?? "0")
    : undefined;
  const today = utcDay(new Date());
  const figures = decimals === undefined ? null : preview(amount, plan, decimals, today);
  const maturity = figures?.maturity ?? addDays(today, plan.days) ?? NO_VALUE;
  const penalty = decimals === undefined ? null : earlyRedemption(amount, plan.penalty_rate, decimals);
  const transferTo = `${paths.transfer}?from=change&to=financial&currency=${plan.currency_id}`;

  const problemText = (problem: AmountProblem) =>
    t(`problem.${problem}`, {
      coin,
      decimals: decimals ?? "",
      min: plan.min_amount,
      max: plan.max_amount,
      remaining: plan.remaining ?? "",
      available: available ?? "",
    });

  const edit = (value: string) => {
    setAmount(decimalInput(value));
    setError(undefined);
    setRefusal(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setRefusal(undefined);
    const problem = amountProblem(amount, {
      decimals,
      min: plan.min_amount,
      max: plan.max_amount,
      remaining: plan.remaining,
      available,
    });
    if (problem) {
      setError(problemText(problem));
      return;
    }
    setError(undefined);
    const value = amount.trim();
    const day = utcDay(new Date());
    const sure = decimals === undefined ? null : preview(value, plan, decimals, day);
    const confirmed = await Dialog.confirm({
      title: t("buy.confirmTitle"),
      content: (
        <div className={styles.dialog} data-testid="earn-confirm">
          <p>
            {t("buy.confirm", {
              amount: value,
              coin,
              days: plan.days,
              daily: sure?.daily ?? NO_VALUE,
              total: sure?.total ?? NO_VALUE,
              maturity: sure?.maturity ?? addDays(day, plan.days) ?? NO_VALUE,
            })}
          </p>
        </div>
      ),
      confirmText: <span data-testid="earn-confirm-ok">{t("buy.confirmOk")}</span>,
      cancelText: <span data-testid="earn-confirm-cancel">{common("common.cancel")}</span>,
    });
    if (!confirmed) return;
    setPending(true);
    try {
      await earnCalls.lock(plan.id, value);
      void showToast(t("buy.done", { amount: value, coin }));
      void refreshEarn();
      navigate(ordersTab("active"), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError) {
        if (failure.field === "amount") setError(failure.message);
        else setRefusal(failure.message);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="earn-buy-form" data-plan={plan.id}>
      <section className={styles.card}>
        <div className={styles.itemHead}>
          <strong className={styles.name}>{coin}</strong>
          <span className={styles.tag}>{t("term.days", { days: plan.days })}</span>
        </div>
        <PlanTerms plan={plan} full />
      </section>
      <section className={styles.card}>
        <div className={styles.balance}>
          <span className={styles.muted}>{t("buy.available")}</span>
          <strong data-testid="earn-available">
            {available ?? (account.isError ? NO_VALUE : "…")} <small>{coin}</small>
          </strong>
        </div>
        <p className={styles.note}>
          {t("buy.accountNote")}{" "}
          <Link to={transferTo} data-testid="earn-transfer-link">
            {t("buy.transfer")}
          </Link>
        </p>
      </section>
      <section className={styles.form}>
        <div data-testid="earn-amount-field">
          <Field
            id="earn_amount"
            label={t("buy.amount")}
            error={error}
            hint={t("buy.amountHint", { min: plan.min_amount, max: plan.max_amount, coin })}
            extra={<span className={styles.unit}>{coin}</span>}
          >
            <input
              id="earn_amount"
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={`${plan.min_amount} – ${plan.max_amount}`}
              value={amount}
              onChange={(e) => edit(e.target.value)}
              aria-invalid={error ? true : undefined}
              data-testid="earn-amount"
            />
          </Field>
        </div>
      </section>
      <section className={styles.card} data-testid="earn-preview">
        <h3 className={styles.cardTitle}>{t("buy.preview")}</h3>
        <Facts
          className={styles.facts}
          items={[
            [
              t("buy.dailyYield", { coin }),
              <span key="daily" data-testid="earn-preview-daily">
                {figures?.daily ?? NO_VALUE}
              </span>,
            ],
            [
              t("buy.totalYield", { coin }),
              <span key="total" data-testid="earn-preview-total">
                {figures?.total ?? NO_VALUE}
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
                {penalty?.penalty ?? NO_VALUE}
              </span>,
            ],
          ]}
        />
        <p className={styles.note}>{t("buy.rules", { rate: ratePercent(plan.penalty_rate) })}</p>
      </section>
      {refusal ? (
        <p className={styles.alert} role="alert" data-testid="earn-error">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" block color="primary" loading={pending} data-testid="earn-submit">
          {t("buy.submit")}
        </Button>
      </div>
    </form>
  );
}
