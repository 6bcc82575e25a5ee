import { useTranslation } from "react-i18next";
import type { UserInfo } from "../api/types";
import styles from "./account-header.module.css";

interface AccountHeaderProps {
  user: UserInfo;
  /** Light avatar and UID for a dark card; the name takes the card's text colour. */
  onDark?: boolean;
}

/** The user's initial as avatar, display name (nickname, else account) and UID. */
export function AccountHeader({ user, onDark = false }: AccountHeaderProps) {
  const { t } = useTranslation();
  const name = user.nickname || user.account;
  return (
    <div className={`${styles.header} ${onDark ? styles.onDark : styles.onLight}`}>
      <span className={styles.avatar} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div>
        <div className={styles.name}>{name}</div>
        <div className={styles.uid}>{t("common.uid", { id: user.id })}</div>
      </div>
    </div>
  );
}
