import { Button, Dialog } from "antd-mobile";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { useUserInfo } from "../../../api/get-user-info";
import { earnPaths } from "../../../app/lines/earn-paths";
import { articlePath, paths } from "../../../app/paths";
import { useLoginFirst } from "../../../app/require-auth";
import { useEarnTranslation } from "../../../i18n/earn";
import { decimalInput, isPositive } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import { Field } from "../../../ui/field";
import { formatDateTime } from "../../../ui/format";
import { Page } from "../../../ui/page";
import { NO_VALUE } from "../../../ui/quote";
import { Refreshable } from "../../../ui/refresh-list";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { refreshEarn, useFinancialAccount } from "../api/earn";
import {
  type IeoProjectDetail,
  ieoCalls,
  publishedAllocation,
  useIeoProject,
  useMySubscription,
} from "../api/ieo";
import earn from "../components/earn.module.css";
import styles from "../components/ieo.module.css";
import { IeoCountdownText, IeoLogo, IeoProgress, priceText, StateTag } from "../components/ieo-parts";
import { useRefetchWhenDue, useServerNow } from "../components/use-server-clock";
import { type AmountProblem, amountProblem } from "../model/amount";
import { countdownOf, dueKey, formatSpan, isDue, isShort, orderLimits, previewTokens } from "../model/ieo";
import { idParam } from "../model/labels";

/**
 * One IEO project (`?id=`): its terms, presentation, white paper and published allocation, the totals
 * once allocated; while it is in progress, subscribing from the financial account: the balance, one's
 * subscription so far and the limits left, an exact preview of the tokens, a confirmation, and the
 * server's refusal as it words it. Guests may look; subscribing asks them to log in.
 */
export default function IeoSubscribePage() {
  const { t, ready } = useEarnTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idParam(search.get("id"));
  const detail = useIeoProject(id);
  const missing =
    id === null || (detail.isError && detail.error instanceof ApiError && detail.error.fromServer);
  return (
    <Page title={ready ? (detail.data?.project.name ?? t("ieo.subscribe.title")) : ""} backTo={earnPaths.ieo}>
      {!ready || (!missing && detail.isPending) ? (
        <SectionLoading />
      ) : missing ? (
        <MessageScreen
          title={t("ieo.subscribe.notFound")}
          actions={
            <Button color="primary" onClick={() => navigate(earnPaths.ieo, { replace: true })}>
              {t("ieo.browse")}
            </Button>
          }
        />
      ) : detail.isError || !detail.data ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : (
        <Refreshable onRefresh={() => detail.refetch()}>
          <ProjectView
            key={detail.data.project.id}
            project={detail.data.project}
            offset={detail.data.offset}
            refetch={() => detail.refetch()}
          />
        </Refreshable>
      )}
    </Page>
  );
}

function ProjectView({
  project,
  offset,
  refetch,
}: {
  project: IeoProjectDetail;
  offset: number;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const user = useUserInfo();
  const signedIn = user !== null;
  const mine = useMySubscription(project.id, signedIn);
  const now = useServerNow(offset);
  const countdown = countdownOf(project, now);
  useRefetchWhenDue([isDue(countdown) ? dueKey(project.id, countdown) : ""], refetch);
  const coin = project.pay_currency_name;
  const totals = project.settled ? project.totals : null;
  const active = project.status === "active";
  const subscribed = mine.data?.amount ?? (mine.data === null ? "0" : undefined);

  const terms: [string, ReactNode][] = [
    [t("ieo.price"), priceText(project)],
    [t("ieo.supply"), `${project.supply} ${project.token}`],
    [t("ieo.lockPeriod"), formatSpan(project.end_at, project.unlock_at, locale)],
    [
      t("ieo.cycle"),
      <span key="cycle" data-testid="ieo-cycle">
        {formatDateTime(project.start_at, locale)} – {formatDateTime(project.end_at, locale)}
      </span>,
    ],
    [t("ieo.unlockAt"), formatDateTime(project.unlock_at, locale)],
    [t("ieo.minimum"), `${project.min_amount} ${coin}`],
    [t("ieo.maximum"), `${project.max_amount} ${coin}`],
    [
      t("ieo.kyc"),
      project.kyc_level > 0 ? t("ieo.kycLevel", { level: project.kyc_level }) : t("ieo.kycNone"),
    ],
    [t("ieo.raise"), `${project.raise} ${coin}`],
  ];

  return (
    <div data-testid="ieo-project" data-project={project.id} data-status={project.status}>
      <section className={earn.card}>
        <div className={earn.itemHead}>
          <div className={styles.who}>
            <IeoLogo logo={project.logo} token={project.token} big />
            <span className={styles.whoText}>
              <span className={earn.name}>{project.name}</span>
              <span className={earn.muted}>{project.token}</span>
            </span>
          </div>
          <StateTag status={project.status} />
        </div>
        <div className={styles.price} data-testid="ieo-price">
          <span className={styles.priceLabel}>{t("ieo.price")}</span>
          {priceText(project)}
        </div>
        <IeoProgress project={project} />
        <IeoCountdownText countdown={countdown} />
      </section>

      <section className={earn.card}>
        <h3 className={earn.cardTitle}>{t("ieo.terms")}</h3>
        <Facts className={earn.facts} items={terms} testId="ieo-terms" />
      </section>

      {totals ? (
        <section className={earn.card}>
          <h3 className={earn.cardTitle}>{t("ieo.totals.title")}</h3>
          <Facts
            className={earn.facts}
            testId="ieo-totals"
            items={[
              [t("ieo.totals.demand"), `${totals.demand} ${project.token}`],
              [t("ieo.totals.allocated"), `${totals.allocated} ${project.token}`],
              [t("ieo.totals.remainder"), `${totals.remainder} ${project.token}`],
              [t("ieo.totals.subscribed"), `${totals.subscribed} ${coin}`],
              [t("ieo.totals.paid"), `${totals.paid} ${coin}`],
              [t("ieo.totals.refunded"), `${totals.refunded} ${coin}`],
              [
                t("ieo.totals.oversubscribed"),
                totals.oversubscribed ? t("ieo.totals.yes") : t("ieo.totals.no"),
              ],
            ]}
          />
        </section>
      ) : null}

      <section className={earn.card}>
        <h3 className={earn.cardTitle}>{t("ieo.about")}</h3>
        {project.intro ? <p className={styles.intro}>{project.intro}</p> : null}
        <div className={styles.links}>
          {project.whitepaper_article_id !== null && project.whitepaper_article_id !== undefined ? (
            <Link to={articlePath(project.whitepaper_article_id)} data-testid="ieo-whitepaper">
              {t("ieo.whitepaper")}
            </Link>
          ) : null}
          <a
            href={publishedAllocation(project.id)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="ieo-allocation-link"
          >
            {t("ieo.allocation")}
          </a>
        </div>
        <p className={earn.note}>{t("ieo.allocationNote")}</p>
      </section>

      {signedIn && (active || (mine.data !== null && mine.data !== undefined)) ? (
        <section className={earn.card}>
          <div className={styles.balance}>
            <span className={earn.muted}>{t("ieo.subscribe.yours", { coin })}</span>
            <strong data-testid="ieo-subscribed">{subscribed ?? (mine.isError ? NO_VALUE : "…")}</strong>
          </div>
          <p className={earn.note}>
            <Link to={earnPaths.ieoOrder} data-testid="earn-link-ieo-orders">
              {t("ieo.mine")}
            </Link>
          </p>
        </section>
      ) : null}

      {active ? (
        <SubscribeForm project={project} signedIn={signedIn} subscribed={subscribed} refetch={refetch} />
      ) : project.status === "warmup" ? (
        <p className={earn.lead}>
          {t("ieo.subscribe.opensAt", { time: formatDateTime(project.start_at, locale) })}
        </p>
      ) : null}
    </div>
  );
}

function SubscribeForm({
  project,
  signedIn,
  subscribed,
  refetch,
}: {
  project: IeoProjectDetail;
  signedIn: boolean;
  /** one's subscription so far; undefined while unknown (or for a guest) */
  subscribed: string | undefined;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useEarnTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const navigate = useNavigate();
  const loginFirst = useLoginFirst();
  const account = useFinancialAccount(signedIn);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<ReactNode>();
  const [pending, setPending] = useState(false);
  const coin = project.pay_currency_name;
  const limits = orderLimits(project.min_amount, project.max_amount, subscribed ?? "0");
  const full = limits !== null && !isPositive(limits.max);
  const available =
    signedIn && account.data
      ? (account.data.lines.find((l) => l.currency === project.pay_currency_id)?.available ?? "0")
      : undefined;
  const tokens = previewTokens(amount, project.price, project.token_decimals);
  const needed = isPositive(amount) ? amount : (limits?.min ?? project.min_amount);
  const short = available !== undefined && (!isPositive(available) || isShort(available, needed));
  const transferTo = `${paths.transfer}?from=change&to=financial&currency=${project.pay_currency_id}`;
  const endsAt = formatDateTime(project.end_at, locale);

  const problemText = (problem: AmountProblem) => {
    const values = {
      coin,
      decimals: project.pay_decimals,
      min: limits?.min ?? project.min_amount,
      max: limits?.max ?? project.max_amount,
      available: available ?? "",
    };
    if (problem === "belowMin") return t("ieo.problem.belowMin", values);
    if (problem === "aboveMax" || problem === "aboveRemaining") return t("ieo.problem.aboveMax", values);
    return t(`problem.${problem}`, values);
  };

  const edit = (value: string) => {
    setAmount(decimalInput(value));
    setError(undefined);
    setRefusal(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!signedIn) {
      loginFirst();
      return;
    }
    setRefusal(undefined);
    const problem = amountProblem(amount, {
      decimals: project.pay_decimals,
      min: limits?.min ?? project.min_amount,
      max: limits?.max ?? project.max_amount,
      remaining: null,
      available,
    });
    if (problem) {
      setError(problemText(problem));
      return;
    }
    setError(undefined);
    const value = amount.trim();
    const sure = previewTokens(value, project.price, project.token_decimals) ?? NO_VALUE;
    const confirmed = await Dialog.confirm({
      title: t("ieo.confirm.title"),
      content: (
        <div className={earn.dialog} data-testid="ieo-confirm">
          <p>{t("ieo.confirm.amount", { amount: value, coin, name: project.name })}</p>
          <p>{t("ieo.confirm.price", { price: priceText(project) })}</p>
          <p>{t("ieo.confirm.tokens", { tokens: sure, token: project.token })}</p>
          <p>{t("ieo.confirm.frozen", { amount: value, coin, time: endsAt })}</p>
          <p className={earn.muted}>{t("ieo.proRata")}</p>
        </div>
      ),
      confirmText: <span data-testid="ieo-confirm-ok">{t("ieo.confirm.ok")}</span>,
      cancelText: <span data-testid="ieo-confirm-cancel">{common("common.cancel")}</span>,
    });
    if (!confirmed) return;
    setPending(true);
    try {
      const done = await ieoCalls.subscribe(project, value);
      void showToast(t("ieo.subscribe.done", { amount: done.amount, total: done.total, coin }));
      void refreshEarn();
      navigate(earnPaths.ieoOrder, { replace: true });
    } catch (failure) {
      if (!(failure instanceof ApiError)) return;
      if (failure.field === "amount") setError(failure.message);
      else if (failure.code === "IEO_KYC_REQUIRED")
        setRefusal(
          <>
            {failure.message}{" "}
            <Link to={paths.real} data-testid="ieo-kyc-link">
              {t("ieo.subscribe.verify")}
            </Link>
          </>,
        );
      else setRefusal(failure.message);
      // the terms or the state changed since the screen read them: show the server's
      if (
        failure.code === "IEO_TERMS_CHANGED" ||
        failure.code === "IEO_NOT_IN_PROGRESS" ||
        failure.field === "price" ||
        failure.field === "pay_currency"
      )
        void refetch();
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="ieo-form">
      <section className={earn.card}>
        <h3 className={earn.cardTitle}>{t("ieo.subscribe.title")}</h3>
        <div className={styles.balance}>
          <span className={earn.muted}>{t("ieo.subscribe.available", { coin })}</span>
          <strong data-testid="ieo-available">
            {signedIn ? (available ?? (account.isError ? NO_VALUE : "…")) : NO_VALUE}
          </strong>
        </div>
        <Facts
          className={styles.smallFacts}
          testId="ieo-limits-left"
          items={[
            [t("ieo.subscribe.minLeft", { coin }), limits?.min ?? NO_VALUE],
            [t("ieo.subscribe.maxLeft", { coin }), limits?.max ?? NO_VALUE],
          ]}
        />
        {short ? (
          <p className={earn.note}>
            {t("ieo.subscribe.short")}{" "}
            <Link to={transferTo} data-testid="ieo-transfer-link">
              {t("buy.transfer")}
            </Link>
          </p>
        ) : null}
        {full ? (
          <p className={earn.note} data-testid="ieo-full">
            {t("ieo.subscribe.full")}
          </p>
        ) : null}
      </section>
      <section className={earn.form}>
        <div data-testid="ieo-amount-field">
          <Field
            id="ieo_amount"
            label={t("ieo.subscribe.amount", { coin })}
            error={error}
            hint={t("ieo.subscribe.amountHint", { min: project.min_amount, max: project.max_amount, coin })}
            extra={<span className={earn.unit}>{coin}</span>}
          >
            <input
              id="ieo_amount"
              className={earn.input}
              inputMode="decimal"
              autoComplete="off"
              placeholder={limits ? `${limits.min} – ${limits.max}` : ""}
              value={amount}
              onChange={(e) => edit(e.target.value)}
              aria-invalid={error ? true : undefined}
              disabled={full}
              data-testid="ieo-amount"
            />
          </Field>
        </div>
        <div className={styles.preview}>
          <span className={earn.muted}>{t("ieo.subscribe.preview")}</span>
          <strong>
            ≈ <span data-testid="ieo-preview-tokens">{tokens ?? NO_VALUE}</span> {project.token}
          </strong>
        </div>
        <p className={earn.note}>{t("ieo.proRata")}</p>
        <p className={earn.note}>{t("ieo.subscribe.frozenUntil", { time: endsAt })}</p>
      </section>
      {refusal ? (
        <p className={earn.alert} role="alert" data-testid="ieo-error">
          {refusal}
        </p>
      ) : null}
      <div className={earn.actions}>
        <Button
          type="submit"
          block
          color="primary"
          loading={pending}
          disabled={full}
          data-testid="ieo-submit"
        >
          {signedIn ? t("ieo.subscribe.submit") : t("ieo.subscribe.login")}
        </Button>
      </div>
    </form>
  );
}
