import { useTranslation } from "react-i18next";
import { useAppVersion } from "../../../api/get-setting";
import { category } from "../../../api/post-news-list";
import { paths } from "../../../app/paths";
import { CategoryScreen } from "../components/category-screen";
import styles from "./article.module.css";

const logo = `${import.meta.env.BASE_URL}icon.svg`;

/** About us: the app and its version, then the about articles (category 19). */
export default function AboutPage() {
  const { t } = useTranslation();
  const version = useAppVersion();
  const header = (
    <section className={styles.about}>
      <img className={styles.logo} src={logo} alt="" />
      <h1 className={styles.aboutName}>{t("app.name")}</h1>
      <p className={styles.version} data-testid="about-version">
        {t("download.version", { version })}
      </p>
    </section>
  );
  return (
    <CategoryScreen
      title={t("setting.about")}
      cId={category.about}
      emptyText={t("content.noArticles")}
      backTo={paths.setting}
      header={header}
      testId="about-screen"
    />
  );
}
