import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { Page } from "../../../ui/page";
import styles from "./white-page.module.css";

/**
 * A blank screen with the navigation bar (spec setting/whitePage): `?title=` names it, in the bar and at
 * the top of its empty body; without one the bar says the app's name and the body welcomes. The body
 * has a visible title, so the screen never looks like it failed to load.
 */
export default function WhitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = params.get("title");
  return (
    <Page title={title || t("app.name")}>
      <div className={styles.blank} data-testid="white-page">
        <h1 className={styles.title}>{title || t("home.welcome")}</h1>
      </div>
    </Page>
  );
}
