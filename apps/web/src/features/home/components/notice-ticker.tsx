import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { ArticleSummary } from "../../../api/types";
import { articlePath, paths } from "../../../app/paths";
import { isLangCode, langTag } from "../../../i18n/languages";
import { BellIcon } from "../../../ui/icons";
import styles from "./home-content.module.css";

/** Seconds each title stays before the next scrolls in. */
const STEP_MS = 3500;

/**
 * The latest news titles, one at a time scrolling upwards; tapping a title opens the article. While they
 * load (`pending`) the bar holds its place, so the screen does not jump when they arrive.
 */
export function NoticeTicker({ notices, pending }: { notices: readonly ArticleSummary[]; pending: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const count = notices.length;

  useEffect(() => {
    setIndex(0);
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), STEP_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0 && !pending) return null;
  return (
    <section className={styles.notice} aria-label={t("home.notices")} data-testid="notice-bar">
      <BellIcon size={18} className={styles.noticeIcon} />
      <div className={styles.noticeWindow}>
        <ul
          className={`plain-list ${styles.noticeTrack}`}
          // a step is one row: the percentage is of the whole list's height
          style={{ transform: `translateY(-${(index * 100) / count}%)` }}
        >
          {notices.map((n, i) => (
            <li key={n.id} className={styles.noticeItem} aria-hidden={i !== index}>
              <button
                type="button"
                className={styles.noticeTitle}
                tabIndex={i === index ? 0 : -1}
                lang={isLangCode(n.lang) ? langTag(n.lang) : undefined}
                onClick={() => navigate(articlePath(n.id))}
                data-testid="notice-title"
              >
                {n.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={`text-button ${styles.noticeMore}`}
        onClick={() => navigate(paths.news)}
      >
        {t("home.more")}
      </button>
    </section>
  );
}
