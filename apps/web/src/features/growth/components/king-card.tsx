import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/envelope";
import { useGrowthTranslation } from "../../../i18n/growth";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { formatDateTime } from "../../../ui/format";
import { SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { applyKing, type KingStatus, useKingStatus } from "../api/growth";
import { isKingState, kingAction, NOTE_MAX, progressShare } from "../model/king";
import { ratePercent } from "../model/share";
import styles from "./growth.module.css";

/**
 * King manager (`king-card`): one's rank, the invitees who traded against the thresholds (direct, and
 * over levels 1–3) as progress bars, whether one qualifies, both rate sets (one's own marked), the
 * last application's state (`king-state`: in review, approved, or rejected with the reason) and
 * "Apply" (`king-apply`, with an optional note, after a confirmation), offered only to an eligible
 * member without an application in review. Refusals are shown as the server words them.
 */
export function KingCard() {
  const king = useKingStatus();
  if (king.isPending) return <SectionLoading />;
  // the invitation screen stands without it; the card comes back on the next refresh
  if (king.isError || !king.data) return null;
  return <KingView status={king.data} />;
}

function KingView({ status }: { status: KingStatus }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const action = kingAction(status);
  const application = status.application;
  const rates = (set: readonly string[]) => set.map((r) => ratePercent(r, locale)).join(" / ");

  return (
    <section
      className={styles.card}
      data-testid="king-card"
      data-king={status.king ? "true" : "false"}
      data-eligible={status.eligible ? "true" : "false"}
    >
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{t("king.title")}</h3>
        {status.king ? <span className={styles.king}>{t("king.you")}</span> : null}
      </div>
      {status.king ? null : <p className={styles.note}>{t("king.lead")}</p>}
      <Progress
        label={t("king.direct")}
        count={status.direct_traded}
        threshold={status.thresholds.direct}
        testId="king-direct"
      />
      <Progress
        label={t("king.team")}
        count={status.team_traded}
        threshold={status.thresholds.team}
        testId="king-team"
      />
      <dl className={styles.rateSets}>
        <div data-current={status.king ? "false" : "true"}>
          <dt>{t("king.memberRates")}</dt>
          <dd data-testid="king-rates">{rates(status.rates)}</dd>
        </div>
        <div data-current={status.king ? "true" : "false"}>
          <dt>{t("king.kingRates")}</dt>
          <dd data-testid="king-king-rates">{rates(status.king_rates)}</dd>
        </div>
      </dl>
      {application && isKingState(application.state) ? (
        <p
          className={application.state === "rejected" ? styles.warn : styles.note}
          data-testid="king-state"
          data-state={application.state}
        >
          {t(`king.state.${application.state}`, {
            date: formatDateTime(application.decided_at ?? application.created_at, locale),
          })}
          {application.state === "rejected" && application.reason
            ? ` ${t("king.reason", { reason: application.reason })}`
            : ""}
        </p>
      ) : null}
      {status.king ? null : (
        <>
          <p className={styles.note} data-testid="king-eligibility">
            {status.eligible
              ? t("king.eligible")
              : t("king.notEligible", { direct: status.thresholds.direct, team: status.thresholds.team })}
          </p>
          <ApplyButton status={status} disabled={action !== "apply"} inReview={action === "review"} />
        </>
      )}
    </section>
  );
}

function Progress({
  label,
  count,
  threshold,
  testId,
}: {
  label: string;
  count: number;
  threshold: number;
  testId: string;
}) {
  const share = progressShare(count, threshold);
  return (
    <div className={styles.progress} data-testid={testId} data-count={count} data-threshold={threshold}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <strong>
          {count} / {threshold}
        </strong>
      </div>
      <div
        className={styles.bar}
        data-done={share >= 1 ? "true" : "false"}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={Math.min(count, threshold)}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** The note to the operator, kept where the confirmation reads it when it closes. */
function NoteField({ onChange }: { onChange: (note: string) => void }) {
  const { t } = useGrowthTranslation();
  const [note, setNote] = useState("");
  return (
    <div className={styles.noteField}>
      <label htmlFor="king-note">{t("king.note")}</label>
      <textarea
        id="king-note"
        className={styles.noteInput}
        rows={3}
        maxLength={NOTE_MAX}
        placeholder={t("king.notePlaceholder")}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          onChange(event.target.value);
        }}
        data-testid="king-apply-note"
      />
      <span className={styles.noteCount}>
        {note.length} / {NOTE_MAX}
      </span>
    </div>
  );
}

/** "Apply": a confirmation with the king rates and an optional note, then the call. */
function ApplyButton({
  status,
  disabled,
  inReview,
}: {
  status: KingStatus;
  disabled: boolean;
  inReview: boolean;
}) {
  const { t } = useGrowthTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [k1 = "--", k2 = "--", k3 = "--"] = status.king_rates.map((r) => ratePercent(r, locale));

  const apply = async () => {
    if (busy || disabled) return;
    const note = { value: "" };
    const sure = await confirmSheet({
      title: t("king.applyTitle"),
      testId: "king-apply-confirm",
      ok: t("king.applyOk"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{t("king.applyLead", { k1, k2, k3 })}</p>
          <NoteField
            onChange={(value) => {
              note.value = value;
            }}
          />
        </>
      ),
    });
    if (!sure) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      await applyKing(note.value);
      void showToast(t("king.applied"));
    } catch (failure) {
      // the client toasted the server's reason; it also stays under the button
      if (failure instanceof ApiError && failure.fromServer) setRefusal(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="king-error">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={disabled}
          onClick={apply}
          data-testid="king-apply"
        >
          {inReview ? t("king.inReview") : t("king.apply")}
        </Button>
      </div>
    </>
  );
}
