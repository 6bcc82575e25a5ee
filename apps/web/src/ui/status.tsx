import Button from "antd-mobile/es/components/button";
import DotLoading from "antd-mobile/es/components/dot-loading";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InfoIcon } from "./icons";
import styles from "./status.module.css";
import { useElapsed } from "./use-elapsed";

/** Spec §9: a loading indicator for screens appears only after 200 ms. */
export const SCREEN_LOADING_DELAY_MS = 200;

/** Full-screen loading overlay shown after `delayMs`; nothing before, so fast loads do not flash. */
export function LoadingOverlay({ delayMs = SCREEN_LOADING_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
  const visible = useElapsed(delayMs);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.bubble}>
        <DotLoading color="primary" style={{ fontSize: 28 }} />
        <span>{t("common.loading")}</span>
      </div>
    </div>
  );
}

/** Inline spinner for a section whose data is loading, shown after the same delay. */
export function SectionLoading() {
  const { t } = useTranslation();
  const visible = useElapsed(SCREEN_LOADING_DELAY_MS);
  return (
    <div className={styles.center} role="status" aria-label={t("common.loading")}>
      {visible ? <DotLoading color="primary" style={{ fontSize: 24 }} /> : null}
    </div>
  );
}

interface MessageScreenProps {
  title: string;
  hint?: string;
  icon?: ReactNode;
  actions?: ReactNode;
  full?: boolean;
}

export function MessageScreen({ title, hint, icon, actions, full = false }: MessageScreenProps) {
  return (
    <div className={full ? styles.full : styles.center}>
      <IconBadge>{icon ?? <InfoIcon size={30} />}</IconBadge>
      <h2 className={styles.title}>{title}</h2>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

/** The round brand-tinted disc that holds a message's icon. */
export function IconBadge({ children, small = false }: { children: ReactNode; small?: boolean }) {
  return <span className={small ? `${styles.badge} ${styles.small}` : styles.badge}>{children}</span>;
}

/** "Nothing here": an optional icon over the text, and an optional action under it. */
export function EmptyState({ text, icon, action }: { text: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      {icon ? <span className={styles.emptyIcon}>{icon}</span> : null}
      <p>{text}</p>
      {action}
    </div>
  );
}

/** A failed section with a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <p>{t("common.loadFailed")}</p>
      <Button size="small" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </div>
  );
}
