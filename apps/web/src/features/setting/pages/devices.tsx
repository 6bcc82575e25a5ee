import { useMutation } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../../api/query-client";
import type { SessionInfo } from "../../../api/types";
import { paths } from "../../../app/paths";
import { confirmDialog } from "../../../ui/dialog";
import { formatRelativeTime } from "../../../ui/format";
import { Page } from "../../../ui/page";
import { Refreshable } from "../../../ui/refresh-list";
import { DevicesIcon } from "../../../ui/row-icons";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { useNow } from "../../../ui/use-now";
import { postLogoutOthers, postRevokeSession, sessionsKey, useSessions } from "../api/get-sessions";
import { deviceName } from "../model/device";
import styles from "./devices.module.css";

/** Devices signed in to the account: sign one out, or every device but this one. */
export default function DevicesPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  // This device first, then the most recently active.
  const list = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
  const others = list.filter((s) => !s.current).length;

  const done = async (message: string) => {
    showToast(message);
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
  };
  const revoke = useMutation({ mutationFn: postRevokeSession, onSuccess: done });
  const logoutOthers = useMutation({ mutationFn: postLogoutOthers, onSuccess: done });

  const confirm = async (content: string) =>
    confirmDialog({ content, confirmText: t("common.confirm"), cancelText: t("common.cancel") });

  return (
    <Page title={t("security.devices")} backTo={paths.security}>
      <Refreshable onRefresh={() => sessions.refetch()}>
        <p className={styles.intro}>{t("security.devicesIntro")}</p>
        {sessions.isPending ? (
          <SectionLoading />
        ) : sessions.isError ? (
          <LoadError onRetry={() => sessions.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState text={t("security.noDevices")} icon={<DevicesIcon size={26} />} />
        ) : (
          <ul className={`plain-list ${styles.list}`}>
            {list.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                busy={revoke.isPending && revoke.variables === s.id}
                onRevoke={async () => {
                  if (await confirm(t("security.signOutDeviceConfirm"))) revoke.mutate(s.id);
                }}
              />
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button
            block
            color="danger"
            fill="outline"
            disabled={others === 0}
            loading={logoutOthers.isPending}
            onClick={async () => {
              if (await confirm(t("security.logoutOthersConfirm"))) logoutOthers.mutate();
            }}
            data-testid="logout-others"
          >
            {t("security.logoutOthers")}
          </Button>
        </div>
      </Refreshable>
    </Page>
  );
}

function SessionRow(props: { session: SessionInfo; busy: boolean; onRevoke: () => void }) {
  const { session, busy, onRevoke } = props;
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const now = useNow(60_000);
  return (
    <li className={styles.row} data-testid="session-row">
      <span className={styles.icon}>
        <DevicesIcon size={22} />
      </span>
      <div className={styles.body}>
        <div className={styles.name}>
          {deviceName(session.device) || t("security.unknownDevice")}
          {session.current ? <span className="chip">{t("security.thisDevice")}</span> : null}
        </div>
        <div className={styles.meta}>
          {session.ip} ·{" "}
          {t("security.lastSeen", {
            time: formatRelativeTime(session.last_seen_at, now, locale, t("time.justNow")),
          })}
        </div>
      </div>
      {session.current ? null : (
        <Button size="small" fill="outline" loading={busy} onClick={onRevoke} data-testid="revoke-session">
          {t("security.signOut")}
        </Button>
      )}
    </li>
  );
}
