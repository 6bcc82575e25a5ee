import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "../api/types";
import styles from "./account-header.module.css";
import { displayName } from "./mask";

// The demo ⇄ real switch, on the screens that ask for it.
const AccountSwitch = lazy(() => import("./account-switch"));

interface AccountHeaderProps {
  user: UserInfo;
  /** Light avatar and UID for a dark card; the name takes the card's text colour. */
  onDark?: boolean;
  /** The signature under the UID (the settings profile card). */
  withSignature?: boolean;
  /** The demo ⇄ real account switch at the end of the row (the assets card). */
  withSwitch?: boolean;
}

/** The user's avatar (or initial), display name (nickname, else the masked account) and UID; the account switch. */
export function AccountHeader({
  user,
  onDark = false,
  withSignature = false,
  withSwitch = false,
}: AccountHeaderProps) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <div className={`${styles.header} ${onDark ? styles.onDark : styles.onLight}`}>
      <Avatar user={user} className={styles.avatar} />
      <div className={styles.text}>
        <div className={styles.name} data-testid="profile-name">
          {name}
        </div>
        <div className={styles.uid}>{t("common.uid", { id: user.id })}</div>
        {withSignature && user.signature ? <div className={styles.signature}>{user.signature}</div> : null}
      </div>
      {withSwitch ? (
        <span className={styles.end}>
          <Suspense fallback={null}>
            <AccountSwitch />
          </Suspense>
        </span>
      ) : null}
    </div>
  );
}

/** The public avatar picture (`/uploads/<name>`), else the first letter of the display name. */
export function Avatar({ user, className }: { user: UserInfo; className?: string }) {
  const name = displayName(user);
  if (user.head_portrait) {
    return <img className={className} src={user.head_portrait} alt="" data-testid="avatar-image" />;
  }
  return (
    <span className={className} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
