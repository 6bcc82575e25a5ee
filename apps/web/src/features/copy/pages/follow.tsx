import Button from "antd-mobile/es/components/button";
import Dialog from "antd-mobile/es/components/dialog";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { useUserInfo } from "../../../api/get-user-info";
import { copyPaths, withTrader } from "../../../app/lines/copy-paths";
import { paths } from "../../../app/paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { Chip } from "../../../ui/chips";
import { decimalInput } from "../../../ui/decimal";
import { Field } from "../../../ui/field";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import {
  copyCalls,
  type Follow,
  refreshCopy,
  useCopyAccount,
  useMyCopies,
  useTraderDetail,
} from "../api/copy";
import styles from "../components/copy.module.css";
import { amountText, rateText } from "../model/figures";
import { idParam } from "../model/labels";
import {
  type CopyType,
  checkFollow,
  type FollowDraft,
  type FollowField,
  fieldOfRefusal,
  followBody,
} from "../model/settings";

const FIELDS: readonly FollowField[] = ["number", "max_margin_order", "max_margin_total"];

/**
 * The copy settings for a trader (`?trader_user_id=`): proportional or fixed lots, and the margin caps,
 * from the copy account (its balance and the way to fill it shown); the current settings when one
 * already copies the trader, and stopping, with the open copies closed now or kept as one's own.
 */
export default function FollowPage() {
  const { t, ready } = useCopyTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get("trader_user_id"));
  const trader = useTraderDetail(id);
  const mine = useMyCopies();
  const follow = mine.data?.follows.find((f) => f.trader_user_id === id);
  const name = trader.data?.name ?? follow?.name;
  const traderGone = trader.isError && (trader.error as { code?: string }).code === "COPY_NOT_TRADER";
  return (
    <Page
      title={ready ? t("follow.title") : ""}
      backTo={id ? withTrader(copyPaths.followTrader, id) : copyPaths.followIndex}
    >
      {!ready || (id !== null && (trader.isPending || mine.isPending)) ? (
        <SectionLoading />
      ) : id === null || name === undefined || (traderGone && !follow) ? (
        traderGone || id === null ? (
          <MessageScreen title={t("trader.notFound")} />
        ) : (
          <LoadError onRetry={() => void Promise.all([trader.refetch(), mine.refetch()])} />
        )
      ) : mine.isError ? (
        <LoadError onRetry={() => void mine.refetch()} />
      ) : (
        <FollowForm
          key={`${id}-${follow ? "edit" : "new"}`}
          traderUserId={id}
          name={name}
          shareRate={trader.data?.share_rate ?? null}
          follow={follow}
        />
      )}
    </Page>
  );
}

function draftOf(follow: Follow | undefined): FollowDraft {
  return {
    type: follow?.type === 2 ? 2 : 1,
    number: follow?.number ?? "",
    maxOrder: follow?.max_margin_order ?? "",
    maxTotal: follow?.max_margin_total ?? "",
  };
}

function FollowForm({
  traderUserId,
  name,
  shareRate,
  follow,
}: {
  traderUserId: number;
  name: string;
  shareRate: string | null;
  follow: Follow | undefined;
}) {
  const { t } = useCopyTranslation();
  const locale = useLocaleTag();
  const navigate = useNavigate();
  const user = useUserInfo();
  const account = useCopyAccount();
  const [draft, setDraft] = useState<FollowDraft>(() => draftOf(follow));
  const [errors, setErrors] = useState<Partial<Record<FollowField, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const verified = (user?.kyc_level ?? 0) >= 1;
  const proportional = draft.type === 1;
  const transferTo = `${paths.transfer}?from=change&to=copy${
    account.data?.currency ? `&currency=${account.data.currency}` : ""
  }`;

  const edit = (field: keyof FollowDraft, errorField: FollowField, value: string) => {
    setDraft((d) => ({ ...d, [field]: decimalInput(value) }));
    setErrors((e) => ({ ...e, [errorField]: undefined }));
    setRefusal(undefined);
  };

  const chooseType = (type: CopyType) => {
    setDraft((d) => ({ ...d, type, number: type === follow?.type ? follow.number : "" }));
    setErrors({});
    setRefusal(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problems = checkFollow(draft);
    const found: Partial<Record<FollowField, string>> = {};
    for (const field of FIELDS) {
      const problem = problems[field];
      if (problem) found[field] = t(`problem.${problem}`);
    }
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await copyCalls.follow(followBody(traderUserId, draft));
      void showToast(t(follow ? "follow.saved" : "follow.started", { name }));
      void refreshCopy();
      navigate(`${copyPaths.copytradeMy}?tab=${follow ? "traders" : "current"}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const field = fieldOfRefusal(error, FIELDS);
        if (field) setErrors({ [field]: error.message });
        else setRefusal(error.message);
      }
    } finally {
      setPending(false);
    }
  };

  const unfollow = async (close: boolean) => {
    setRefusal(undefined);
    try {
      await copyCalls.cancel(traderUserId, close);
      void showToast(t("follow.stopped", { name }));
      void refreshCopy();
      navigate(`${copyPaths.copytradeMy}?tab=traders`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) setRefusal(error.message);
    }
  };

  /** Stopping asks what becomes of the open copies: closed at the market now, or kept as one's own. */
  const stop = () => {
    Dialog.show({
      title: t("follow.stopTitle", { name }),
      content: t("follow.stopHint"),
      closeOnAction: true,
      closeOnMaskClick: true,
      actions: [
        {
          key: "close",
          text: <span data-testid="copy-stop-close">{t("follow.stopClose")}</span>,
          danger: true,
          onClick: () => void unfollow(true),
        },
        {
          key: "keep",
          text: <span data-testid="copy-stop-keep">{t("follow.stopKeep")}</span>,
          onClick: () => void unfollow(false),
        },
        { key: "cancel", text: <span data-testid="copy-stop-cancel">{t("follow.stopCancel")}</span> },
      ],
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="copy-follow-form" data-trader={traderUserId}>
      <section className={lineStyles.card}>
        <div className={styles.itemHead}>
          <strong className={lineStyles.name}>{name}</strong>
          {follow ? (
            <span className={lineStyles.tag} data-testid="copy-follow-following">
              {t("follow.following")}
            </span>
          ) : null}
        </div>
        {shareRate !== null ? (
          <p className={lineStyles.note}>
            {t("follow.shareNote", { name, rate: rateText(shareRate, locale) })}
          </p>
        ) : null}
      </section>
      <section className={lineStyles.card}>
        <div className={styles.balance}>
          <span className={lineStyles.muted}>{t("follow.available")}</span>
          <strong data-testid="copy-available">
            {account.data ? amountText(account.data.available, locale) : account.isError ? "--" : "…"}{" "}
            <small>USDT</small>
          </strong>
        </div>
        <p className={lineStyles.note}>
          {t("follow.accountNote")}{" "}
          <Link to={transferTo} data-testid="copy-transfer-link">
            {t("follow.transfer")}
          </Link>
        </p>
        {verified ? null : (
          <p className={lineStyles.note} data-testid="copy-kyc-needed">
            {t("follow.kycNeeded")} <Link to={paths.real}>{t("follow.verify")}</Link>
          </p>
        )}
      </section>
      <section className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("follow.mode")}</legend>
          <div className={styles.toggle}>
            {([1, 2] as const).map((type) => (
              <Chip
                key={type}
                pressed={draft.type === type}
                onClick={() => chooseType(type)}
                data-testid={`copy-mode-${type === 1 ? "proportional" : "fixed"}`}
              >
                {t(type === 1 ? "follow.proportional" : "follow.fixed")}
              </Chip>
            ))}
          </div>
        </fieldset>
        <Field
          id="copy_number"
          label={t(proportional ? "follow.multiple" : "follow.lots")}
          error={errors.number}
          hint={t(proportional ? "follow.multipleHint" : "follow.lotsHint")}
          extra={<span className={lineStyles.unit}>{proportional ? "×" : t("follow.lotsUnit")}</span>}
        >
          <input
            id="copy_number"
            className={lineStyles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder={proportional ? "0.01 – 100" : ""}
            value={draft.number}
            onChange={(e) => edit("number", "number", e.target.value)}
            aria-invalid={errors.number ? true : undefined}
            data-testid="copy-number"
          />
        </Field>
        <Field
          id="copy_max_order"
          label={t("follow.maxOrder")}
          error={errors.max_margin_order}
          hint={t("follow.maxOrderHint")}
          extra={<span className={lineStyles.unit}>USDT</span>}
        >
          <input
            id="copy_max_order"
            className={lineStyles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("follow.noCap")}
            value={draft.maxOrder}
            onChange={(e) => edit("maxOrder", "max_margin_order", e.target.value)}
            aria-invalid={errors.max_margin_order ? true : undefined}
            data-testid="copy-max-order"
          />
        </Field>
        <Field
          id="copy_max_total"
          label={t("follow.maxTotal")}
          error={errors.max_margin_total}
          hint={t("follow.maxTotalHint")}
          extra={<span className={lineStyles.unit}>USDT</span>}
        >
          <input
            id="copy_max_total"
            className={lineStyles.input}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("follow.noCap")}
            value={draft.maxTotal}
            onChange={(e) => edit("maxTotal", "max_margin_total", e.target.value)}
            aria-invalid={errors.max_margin_total ? true : undefined}
            data-testid="copy-max-total"
          />
        </Field>
        <p className={lineStyles.note}>
          {t("follow.agreementLead")}{" "}
          <Link to={copyPaths.followAgreement} data-testid="copy-agreement-link">
            {t("agreement.title")}
          </Link>
        </p>
      </section>
      {refusal ? (
        <p className={lineStyles.alert} role="alert" data-testid="copy-follow-error">
          {refusal}
        </p>
      ) : null}
      <div className={lineStyles.actions}>
        <Button type="submit" block color="primary" loading={pending} data-testid="copy-follow-submit">
          {t(follow ? "follow.save" : "follow.submit")}
        </Button>
        {follow ? (
          <Button block onClick={stop} data-testid="copy-stop">
            {t("follow.stop")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
