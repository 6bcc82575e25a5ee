import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { earnPaths } from "../../../app/lines/earn-paths";
import { articlePath, paths } from "../../../app/paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { AvailableLine } from "../../../ui/balance-line";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { isPositive } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { AmountField, SubmitBar, useOrderForm } from "../../../ui/order-form";
import { PublicLink } from "../../../ui/public-link";
import { useIdParam } from "../../../ui/query-gate";
import { NO_VALUE } from "../../../ui/quote";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { refreshEarn } from "../api/earn";
import { type IeoProject, ieoCalls, publishedAllocation, useIeoProject, useMySubscription } from "../api/ieo";
import { ShortNote, useAvailable } from "../components/available";
import earn from "../components/earn.module.css";
import styles from "../components/ieo.module.css";
import { IeoCountdownText, IeoLogo, IeoProgress, priceText, StateTag } from "../components/ieo-parts";
import { DetailPage } from "../components/query-gate";
import { type AmountProblem, amountProblem } from "../model/amount";
import { countdownOf, dueKey, formatSpan, isDue, isShort, orderLimits, previewTokens } from "../model/ieo";

/**
 * One IEO project (`?id=`): its terms, presentation, white paper and published allocation, the totals
 * once allocated; while it is in progress, subscribing from the financial account: the balance, one's
 * subscription so far and the limits left, an exact preview of the tokens, a confirmation, and the
 * server's refusal as it words it. Guests may look; subscribing asks them to log in.
 */
export default function IeoSubscribePage() {
  const { t } = useEarnTranslation();
  const id = useIdParam();
  const detail = useIeoProject(id);
  return (
    <DetailPage
      title={detail.data?.project.name ?? t("ieo.subscribe.title")}
      backTo={earnPaths.ieo}
      id={id}
      query={detail}
      notFound={t("ieo.subscribe.notFound")}
      browse={{ label: t("ieo.browse"), to: earnPaths.ieo }}
    >
      {(d) => (
        <ProjectView
          key={d.project.id}
          project={d.project}
          offset={d.offset}
          refetch={() => detail.refetch()}
        />
      )}
    </DetailPage>
  );
}

function ProjectView({
  project,
  offset,
  refetch,
}: {
  project: IeoProject;
  offset: number;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
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
    [t("ieo.price"), priceText(project, locale)],
    [t("ieo.supply"), `${f.exact(project.supply)} ${project.token}`],
    [t("ieo.lockPeriod"), formatSpan(project.end_at, project.unlock_at, locale)],
    [
      t("ieo.cycle"),
      <span key="cycle" data-testid="ieo-cycle">
        {formatDateTime(project.start_at, locale)} – {formatDateTime(project.end_at, locale)}
      </span>,
    ],
    [t("ieo.unlockAt"), formatDateTime(project.unlock_at, locale)],
    [t("ieo.minimum"), `${f.exact(project.min_amount)} ${coin}`],
    [t("ieo.maximum"), `${f.exact(project.max_amount)} ${coin}`],
    [
      t("ieo.kyc"),
      project.kyc_level > 0 ? t("ieo.kycLevel", { level: project.kyc_level }) : t("ieo.kycNone"),
    ],
    [t("ieo.raise"), `${f.exact(project.raise)} ${coin}`],
  ];

  return (
    <div data-testid="ieo-project" data-project={project.id} data-status={project.status}>
      <section className={lineStyles.card}>
        <div className={earn.itemHead}>
          <div className={lineStyles.who}>
            <IeoLogo logo={project.logo} token={project.token} big />
            <span className={styles.whoText}>
              <span className={lineStyles.name}>{project.name}</span>
              <span className={lineStyles.muted}>{project.token}</span>
            </span>
          </div>
          <StateTag status={project.status} />
        </div>
        <div className={styles.price} data-testid="ieo-price">
          <span className={styles.priceLabel}>{t("ieo.price")}</span>
          {priceText(project, locale)}
        </div>
        <IeoProgress project={project} />
        <IeoCountdownText countdown={countdown} />
      </section>

      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("ieo.terms")}</h3>
        <Facts className={earn.facts} items={terms} testId="ieo-terms" />
      </section>

      {totals ? (
        <section className={lineStyles.card}>
          <h3 className={lineStyles.cardTitle}>{t("ieo.totals.title")}</h3>
          <Facts
            className={earn.facts}
            testId="ieo-totals"
            items={[
              [t("ieo.totals.demand"), `${f.exact(totals.demand)} ${project.token}`],
              [t("ieo.totals.allocated"), `${f.exact(totals.allocated)} ${project.token}`],
              [t("ieo.totals.remainder"), `${f.exact(totals.remainder)} ${project.token}`],
              [t("ieo.totals.subscribed"), `${f.exact(totals.subscribed)} ${coin}`],
              [t("ieo.totals.paid"), `${f.exact(totals.paid)} ${coin}`],
              [t("ieo.totals.refunded"), `${f.exact(totals.refunded)} ${coin}`],
              [
                t("ieo.totals.oversubscribed"),
                totals.oversubscribed ? t("ieo.totals.yes") : t("ieo.totals.no"),
              ],
            ]}
          />
        </section>
      ) : null}

      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("ieo.about")}</h3>
        {project.intro ? <p className={lineStyles.text}>{project.intro}</p> : null}
        <div className={lineStyles.links}>
          {project.whitepaper_article_id !== null && project.whitepaper_article_id !== undefined ? (
            <Link to={articlePath(project.whitepaper_article_id)} data-testid="ieo-whitepaper">
              {t("ieo.whitepaper")}
            </Link>
          ) : null}
          <PublicLink href={publishedAllocation(project.id)} testId="ieo-allocation-link">
            {t("ieo.allocation")}
          </PublicLink>
        </div>
        <p className={lineStyles.note}>{t("ieo.allocationNote")}</p>
      </section>

      {signedIn && (active || (mine.data !== null && mine.data !== undefined)) ? (
        <section className={lineStyles.card}>
          <div className={styles.balance}>
            <span className={lineStyles.muted}>{t("ieo.subscribe.yours", { coin })}</span>
            <strong data-testid="ieo-subscribed">
              {subscribed !== undefined ? f.exact(subscribed) : mine.isError ? NO_VALUE : "…"}
            </strong>
          </div>
          <p className={lineStyles.note}>
            <Link to={earnPaths.ieoOrder} data-testid="earn-link-ieo-orders">
              {t("ieo.mine")}
            </Link>
          </p>
        </section>
      ) : null}

      {active ? (
        <SubscribeForm project={project} signedIn={signedIn} subscribed={subscribed} refetch={refetch} />
      ) : project.status === "warmup" ? (
        <p className={lineStyles.lead}>
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
  project: IeoProject;
  signedIn: boolean;
  /** one's subscription so far; undefined while unknown (or for a guest) */
  subscribed: string | undefined;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useEarnTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const f = useFormat();
  const navigate = useNavigate();
  const form = useOrderForm("amount");
  const amount = form.value;
  const coin = project.pay_currency_name;
  const limits = orderLimits(project.min_amount, project.max_amount, subscribed ?? "0");
  const full = limits !== null && !isPositive(limits.max);
  const { available, shown } = useAvailable(project.pay_currency_id, signedIn);
  const tokens = previewTokens(amount, project.price, project.token_decimals);
  const needed = isPositive(amount) ? amount : (limits?.min ?? project.min_amount);
  const short = isShort(available, needed);
  const endsAt = formatDateTime(project.end_at, locale);

  const problemText = (problem: AmountProblem) => {
    const values = {
      coin,
      decimals: project.pay_decimals,
      min: f.exact(limits?.min ?? project.min_amount),
      max: f.exact(limits?.max ?? project.max_amount),
      available: available === undefined ? "" : f.exact(available),
    };
    if (problem === "belowMin") return t("ieo.problem.belowMin", values);
    if (problem === "aboveMax" || problem === "aboveRemaining") return t("ieo.problem.aboveMax", values);
    return t(`problem.${problem}`, values);
  };

  const submit = async (event: FormEvent) => {
    if (!form.start(event, signedIn)) return;
    const problem = amountProblem(amount, {
      decimals: project.pay_decimals,
      min: limits?.min ?? project.min_amount,
      max: limits?.max ?? project.max_amount,
      remaining: null,
      available,
    });
    if (!form.check(problem && problemText(problem))) return;
    const value = amount.trim();
    const sure = f.exact(previewTokens(value, project.price, project.token_decimals));
    const confirmed = await confirmSheet({
      title: t("ieo.confirm.title"),
      testId: "ieo-confirm",
      ok: t("ieo.confirm.ok"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{t("ieo.confirm.amount", { amount: f.exact(value), coin, name: project.name })}</p>
          <p>{t("ieo.confirm.price", { price: priceText(project, locale) })}</p>
          <p>{t("ieo.confirm.tokens", { tokens: sure, token: project.token })}</p>
          <p>{t("ieo.confirm.frozen", { amount: f.exact(value), coin, time: endsAt })}</p>
          <p className={lineStyles.muted}>{t("ieo.proRata")}</p>
        </>
      ),
    });
    if (!confirmed) return;
    const failure = await form.send(
      () => ieoCalls.subscribe(project, value),
      (done) => {
        void showToast(
          t("ieo.subscribe.done", { amount: f.exact(done.amount), total: f.exact(done.total), coin }),
        );
        void refreshEarn();
        navigate(earnPaths.ieoOrder, { replace: true });
      },
    );
    if (!failure) return;
    if (failure.code === "IEO_KYC_REQUIRED" && failure.field !== "amount")
      form.setRefusal(
        <>
          {failure.message}{" "}
          <Link to={paths.real} data-testid="ieo-kyc-link">
            {t("ieo.subscribe.verify")}
          </Link>
        </>,
      );
    // the terms or the state changed since the screen read them: show the server's
    if (
      failure.code === "IEO_TERMS_CHANGED" ||
      failure.code === "IEO_NOT_IN_PROGRESS" ||
      failure.field === "price" ||
      failure.field === "pay_currency"
    )
      void refetch();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="ieo-form">
      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("ieo.subscribe.title")}</h3>
        <AvailableLine label={t("ieo.subscribe.available", { coin })} shown={shown} testId="ieo-available" />
        <Facts
          className={styles.smallFacts}
          testId="ieo-limits-left"
          items={[
            [t("ieo.subscribe.minLeft", { coin }), limits?.min ?? NO_VALUE],
            [t("ieo.subscribe.maxLeft", { coin }), limits?.max ?? NO_VALUE],
          ]}
        />
        {short ? <ShortNote currencyId={project.pay_currency_id} testId="ieo-transfer-link" /> : null}
        {full ? (
          <p className={lineStyles.note} data-testid="ieo-full">
            {t("ieo.subscribe.full")}
          </p>
        ) : null}
      </section>
      <section className={lineStyles.form}>
        <AmountField
          id="ieo_amount"
          label={t("ieo.subscribe.amount", { coin })}
          hint={t("ieo.subscribe.amountHint", {
            min: f.exact(project.min_amount),
            max: f.exact(project.max_amount),
            coin,
          })}
          unit={coin}
          form={form}
          placeholder={limits ? `${f.exact(limits.min)} – ${f.exact(limits.max)}` : ""}
          disabled={full}
          testId="ieo-amount"
        />
        <div className={styles.preview}>
          <span className={lineStyles.muted}>{t("ieo.subscribe.preview")}</span>
          <strong>
            ≈ <span data-testid="ieo-preview-tokens">{f.exact(tokens)}</span> {project.token}
          </strong>
        </div>
        <p className={lineStyles.note}>{t("ieo.proRata")}</p>
        <p className={lineStyles.note}>{t("ieo.subscribe.frozenUntil", { time: endsAt })}</p>
      </section>
      <SubmitBar
        refusal={form.refusal}
        errorTestId="ieo-error"
        pending={form.pending}
        disabled={full}
        label={signedIn ? t("ieo.subscribe.submit") : t("ieo.subscribe.login")}
        testId="ieo-submit"
      />
    </form>
  );
}
