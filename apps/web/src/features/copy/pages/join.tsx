import Button from "antd-mobile/es/components/button";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { copyPaths } from "../../../app/lines/copy-paths";
import { paths } from "../../../app/paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { compare, decimalInput } from "../../../ui/decimal";
import { Field } from "../../../ui/field";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { copyCalls, type Requirements, refreshCopy, useRequirements } from "../api/copy";
import styles from "../components/copy.module.css";
import { percentToRate, rateToPercent, withinRateCap } from "../model/figures";
import { BIO_MAX, fieldOfRefusal, maxFollowersProblem, NAME_MAX, nameProblem } from "../model/settings";

type JoinField = "name" | "bio" | "share_rate" | "max_followers" | "agreement";
const SERVER_FIELDS: readonly JoinField[] = ["name", "bio", "share_rate", "max_followers", "agreement"];

/**
 * The trader application: what it needs (verification level 1, the venue's minimum of available
 * assets) and where the user stands, then the form — display name, introduction, profit share up to
 * the venue's cap, follower cap and the agreement. An operator approves it in the console.
 */
export default function JoinPage() {
  const { t, ready } = useCopyTranslation();
  const navigate = useNavigate();
  const req = useRequirements();
  const application = req.data?.application;
  const toDashboard = (
    <Button
      color="primary"
      onClick={() => navigate(copyPaths.copytradeTrader)}
      data-testid="copy-join-dashboard"
    >
      {t("join.dashboard")}
    </Button>
  );
  return (
    <Page title={ready ? t("join.title") : ""} backTo={copyPaths.followIndex}>
      {!ready || req.isPending ? (
        <SectionLoading />
      ) : req.isError ? (
        <LoadError onRetry={() => void req.refetch()} />
      ) : application?.status === "pending" ? (
        <MessageScreen title={t("join.pending")} hint={application.name} actions={toDashboard} />
      ) : application?.status === "approved" ? (
        <MessageScreen title={t("join.approved")} hint={application.name} actions={toDashboard} />
      ) : application?.status === "suspended" ? (
        <MessageScreen title={t("join.suspended")} hint={application.name} actions={toDashboard} />
      ) : (
        <JoinForm req={req.data} />
      )}
    </Page>
  );
}

function JoinForm({ req }: { req: Requirements }) {
  const { t } = useCopyTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const rejected = req.application?.status === "rejected" ? req.application : null;
  const [name, setName] = useState(rejected?.name ?? "");
  const [bio, setBio] = useState(rejected?.bio ?? "");
  const [percent, setPercent] = useState(rejected ? (rateToPercent(rejected.share_rate) ?? "") : "");
  const [maxFollowers, setMaxFollowers] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const capPercent = rateToPercent(req.share_rate_cap) ?? "0";
  const verified = req.kyc_level >= 1;
  const enough = compare(req.assets, req.min_assets) !== -1;

  const clear = (field: JoinField) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setRefusal(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: Partial<Record<JoinField, string>> = {};
    if (nameProblem(name)) found.name = t("problem.nameLength");
    if (Array.from(bio.trim()).length > BIO_MAX) found.bio = t("problem.bioLength", { max: BIO_MAX });
    if (!withinRateCap(percent, req.share_rate_cap))
      found.share_rate = t("problem.shareRate", { max: f.exact(capPercent) });
    if (maxFollowersProblem(maxFollowers, req.max_followers))
      found.max_followers = t("problem.maxFollowers", { max: f.exact(req.max_followers) });
    if (!agreed) found.agreement = t("problem.agreement");
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await copyCalls.join({
        name: name.trim(),
        bio: bio.trim() || undefined,
        share_rate: percentToRate(percent) ?? "",
        max_followers: maxFollowers.trim() ? Number(maxFollowers.trim()) : undefined,
      });
      void showToast(t("join.submitted"));
      void refreshCopy();
      navigate(copyPaths.copytradeTrader, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const field = fieldOfRefusal(error, SERVER_FIELDS);
        if (field) setErrors({ [field]: error.message });
        else setRefusal(error.message);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="copy-join-form">
      <section className={lineStyles.card}>
        <p className={styles.lead}>{t("join.lead")}</p>
        {rejected ? (
          <p className={lineStyles.note} data-testid="copy-join-rejected">
            {t("join.rejected")}
            {rejected.reason ? ` ${t("join.reason", { reason: rejected.reason })}` : ""}
          </p>
        ) : null}
      </section>
      <section className={lineStyles.card} data-testid="copy-join-requirements">
        <h3 className={lineStyles.cardTitle}>{t("join.requirements")}</h3>
        <ul className={styles.requirements}>
          <li>
            <span>
              {t("join.kyc")}
              {verified ? null : (
                <>
                  {" "}
                  <Link to={paths.real}>{t("follow.verify")}</Link>
                </>
              )}
            </span>
            <span data-met={verified} data-testid="copy-join-kyc">
              {t(verified ? "join.met" : "join.notMet")}
            </span>
          </li>
          <li>
            <span>
              {t("join.assets", { min: f.exact(req.min_assets) })}
              <br />
              <span className={lineStyles.muted}>
                {t("join.assetsHave", { assets: f.exact(req.assets) })}
              </span>
            </span>
            <span data-met={enough} data-testid="copy-join-assets">
              {t(enough ? "join.met" : "join.notMet")}
            </span>
          </li>
        </ul>
      </section>
      <section className={styles.form}>
        <Field id="copy_join_name" label={t("join.name")} error={errors.name} hint={t("problem.nameLength")}>
          <input
            id="copy_join_name"
            className={lineStyles.input}
            maxLength={NAME_MAX}
            autoComplete="off"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              clear("name");
            }}
            data-testid="copy-join-name"
          />
        </Field>
        <Field id="copy_join_bio" label={t("join.bio")} error={errors.bio}>
          <textarea
            id="copy_join_bio"
            className={styles.textarea}
            maxLength={BIO_MAX}
            value={bio}
            onChange={(e) => {
              setBio(e.target.value);
              clear("bio");
            }}
            data-testid="copy-join-bio"
          />
        </Field>
        <Field
          id="copy_join_share"
          label={t("join.shareRate")}
          error={errors.share_rate}
          hint={t("join.shareRateHint", { max: f.exact(capPercent) })}
          extra={<span className={lineStyles.unit}>%</span>}
        >
          <input
            id="copy_join_share"
            className={lineStyles.input}
            inputMode="decimal"
            autoComplete="off"
            value={percent}
            onChange={(e) => {
              setPercent(decimalInput(e.target.value));
              clear("share_rate");
            }}
            data-testid="copy-join-share"
          />
        </Field>
        <Field
          id="copy_join_followers"
          label={t("join.maxFollowers")}
          error={errors.max_followers}
          hint={t("join.maxFollowersHint", { max: f.exact(req.max_followers) })}
        >
          <input
            id="copy_join_followers"
            className={lineStyles.input}
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(req.max_followers)}
            value={maxFollowers}
            onChange={(e) => {
              setMaxFollowers(e.target.value.replace(/\D/g, ""));
              clear("max_followers");
            }}
            data-testid="copy-join-followers"
          />
        </Field>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              clear("agreement");
            }}
            data-testid="copy-join-agree"
          />
          <span>
            {t("join.agree")}{" "}
            <Link to={copyPaths.followAgreement} data-testid="copy-agreement-link">
              {t("agreement.title")}
            </Link>
          </span>
        </label>
        {errors.agreement ? (
          <p className={styles.fieldError} role="alert">
            {errors.agreement}
          </p>
        ) : null}
      </section>
      {refusal ? (
        <p className={lineStyles.alert} role="alert" data-testid="copy-join-error">
          {refusal}
        </p>
      ) : null}
      <div className={lineStyles.actions}>
        <Button type="submit" block color="primary" loading={pending} data-testid="copy-join-submit">
          {t("join.submit")}
        </Button>
      </div>
    </form>
  );
}
