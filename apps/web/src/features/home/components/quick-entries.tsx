import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useMenu } from "../../../api/get-menu";
import { linkTarget } from "../../../app/paths";
import { MenuIcon } from "../../../ui/entry-icons";
import { GiftIcon } from "../../../ui/icons";
import styles from "./home-content.module.css";

/**
 * The menu's quick entries (`GET /menu`), nothing when there are none. While they load, a row of empty
 * entries holds their place, so the screen does not jump when they arrive.
 */
export function QuickEntries() {
  const navigate = useNavigate();
  const menu = useMenu();
  const entries = (menu.data ?? []).slice(0, 10);
  if (menu.isPending)
    return (
      <div className={styles.entries} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <span key={i} className={styles.entry}>
            <span className={styles.entryIcon} />
            <span className={styles.entryName}>&nbsp;</span>
          </span>
        ))}
      </div>
    );
  if (entries.length === 0) return null;
  return (
    <nav className={styles.entries} data-testid="quick-entries">
      {entries.map((e) => {
        const target = linkTarget(e.route, e.name);
        return (
          <button
            key={e.id}
            type="button"
            className={styles.entry}
            onClick={target ? () => navigate(target) : undefined}
            data-testid="quick-entry"
          >
            <span className={styles.entryIcon}>
              <MenuIcon name={e.icon} size={22} />
            </span>
            <span className={styles.entryName}>{e.name}</span>
          </button>
        );
      })}
    </nav>
  );
}

/** The newcomer-bonus entry: the new-user bonus tasks (a guest is asked to log in first). */
export function NewcomerBonus() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.bonus}
      onClick={() => navigate("/pages/index/getusdt")}
      data-testid="newcomer-bonus"
    >
      <span className={styles.bonusText}>
        <span className={styles.bonusTitle}>{t("home.bonusTitle")}</span>
        <span className={styles.bonusHint}>{t("home.bonusHint")}</span>
      </span>
      <span className={styles.bonusIcon}>
        <GiftIcon size={26} />
      </span>
    </button>
  );
}
