import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { userInfoKey, useUserInfo } from "../../../api/get-user-info";
import { queryClient } from "../../../api/query-client";
import type { KycLevelState, RealState } from "../../../api/types";
import { paths } from "../../../app/paths";
import { formatDateTime } from "../../../ui/format";
import { InfoIcon } from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { LoadError, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { realStateKey, useRealState } from "../api/get-real-state";
import { KycLevel1Form } from "../components/kyc-level1-form";
import { KycLevel2Form } from "../components/kyc-level2-form";
import { canSubmit, levelStateLabel } from "../model/kyc";
import { useBack } from "../model/use-back";
import styles from "./real.module.css";

/**
 * Real-name verification (spec §4: not certified → under review → certified | rejected, redo).
 * `?level=1|2` opens a level's form when it can be submitted; otherwise the overview shows.
 */
export default function RealPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useRealState();
  const back = useBack(paths.real);

  const done = async (message: string) => {
    showToast(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: realStateKey }),
      queryClient.invalidateQueries({ queryKey: userInfoKey }),
    ]);
    back();
  };

  const s = state.data;
  const level = params.get("level");
  const form =
    s && level === "1" && canSubmit(s.level1) && s.contacts_bound ? (
      <KycLevel1Form onDone={done} />
    ) : s && level === "2" && s.level1.state === "certified" && canSubmit(s.level2) ? (
      <KycLevel2Form onDone={done} />
    ) : null;

  return (
    <Page title={t("kyc.title")} backTo={paths.setting}>
      {state.isPending ? (
        <SectionLoading />
      ) : state.isError || !s ? (
        <LoadError onRetry={() => state.refetch()} />
      ) : (
        (form ?? <Overview state={s} />)
      )}
    </Page>
  );
}

function Overview({ state }: { state: RealState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const needsContacts = !state.contacts_bound && canSubmit(state.level1);
  return (
    <div data-testid="real-overview">
      {needsContacts ? (
        <aside className={styles.contacts} data-testid="kyc-contacts-required">
          <p>
            <InfoIcon size={16} /> {t("kyc.contactsRequired")}
          </p>
          <div className={styles.contactActions}>
            {!user?.phone ? (
              <Button
                size="small"
                color="primary"
                onClick={() => navigate(paths.bindPhone)}
                data-testid="kyc-bind-phone"
              >
                {t("security.bindPhone")}
              </Button>
            ) : null}
            {!user?.email ? (
              <Button
                size="small"
                color="primary"
                onClick={() => navigate(paths.bindEmail)}
                data-testid="kyc-bind-email"
              >
                {t("security.bindEmail")}
              </Button>
            ) : null}
          </div>
        </aside>
      ) : null}
      <LevelCard
        level={1}
        title={t("kyc.level1")}
        perks={t("kyc.level1Perks")}
        state={state.level1}
        name={state.level1.state === "certified" ? state.name : null}
        locked={!state.contacts_bound}
        onStart={() => navigate(`${paths.real}?level=1`)}
      />
      <LevelCard
        level={2}
        title={t("kyc.level2")}
        perks={t("kyc.level2Perks")}
        state={state.level2}
        name={null}
        locked={state.level1.state !== "certified"}
        lockedHint={t("kyc.level2Locked")}
        onStart={() => navigate(`${paths.real}?level=2`)}
      />
    </div>
  );
}

interface LevelCardProps {
  level: 1 | 2;
  title: string;
  perks: string;
  state: KycLevelState;
  name: string | null;
  /** The level cannot be started yet (missing contacts, or level 1 not certified). */
  locked: boolean;
  lockedHint?: string;
  onStart: () => void;
}

function LevelCard({ level, title, perks, state, name, locked, lockedHint, onStart }: LevelCardProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const tone = styles[state.state] ?? "";
  return (
    <section className={styles.card} data-testid={`level${level}-card`}>
      <header className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <span
          className={`${styles.tag} ${tone}`}
          data-state={state.state}
          data-testid={`level${level}-state`}
        >
          {t(levelStateLabel[state.state])}
        </span>
      </header>
      <p className={styles.perks}>{perks}</p>
      {name ? <p className={styles.meta}>{t("kyc.certifiedAs", { name })}</p> : null}
      {state.state === "review" && state.submitted_at ? (
        <p className={styles.meta}>
          {t("kyc.submittedAt", { time: formatDateTime(state.submitted_at, locale) })} · {t("kyc.reviewHint")}
        </p>
      ) : null}
      {state.state === "rejected" ? (
        <p className={styles.reason} data-testid={`level${level}-reason`}>
          {t("kyc.rejectReason", { reason: state.reject_reason || t("kyc.noReason") })}
        </p>
      ) : null}
      {canSubmit(state) ? (
        <>
          <Button
            block
            color="primary"
            className={styles.start}
            disabled={locked}
            onClick={onStart}
            data-testid={`start-level${level}`}
          >
            {t(state.state === "rejected" ? "kyc.redo" : "kyc.start")}
          </Button>
          {locked && lockedHint ? <p className={styles.meta}>{lockedHint}</p> : null}
        </>
      ) : null}
    </section>
  );
}
