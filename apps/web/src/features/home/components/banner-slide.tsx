import { useNavigate } from "react-router-dom";
import type { ArticleSummary } from "../../../api/types";
import { linkTarget } from "../../../app/paths";
import { isLangCode, langTag } from "../../../i18n/languages";
import styles from "./home-content.module.css";

/**
 * One banner: its cover with the title over it, marked with the language it came in (English where the
 * operator has not translated it); tapping it follows its link.
 */
export function BannerSlide({ banner }: { banner: ArticleSummary }) {
  const navigate = useNavigate();
  const target = linkTarget(banner.link, banner.title);
  return (
    <button
      type="button"
      className={styles.banner}
      onClick={target ? () => navigate(target) : undefined}
      data-testid="banner"
    >
      {banner.cover ? <img className={styles.bannerImage} src={banner.cover} alt="" /> : null}
      <span
        className={styles.bannerTitle}
        lang={isLangCode(banner.lang) ? langTag(banner.lang) : undefined}
        data-testid="banner-title"
      >
        {banner.title}
      </span>
    </button>
  );
}
