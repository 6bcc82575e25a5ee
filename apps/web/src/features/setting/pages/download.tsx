import { isHttpsUrl } from "@bourse/contract/links";
import { useTranslation } from "react-i18next";
import { useAppVersion, useSettings } from "../../../api/get-setting";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { DownloadIcon } from "../../../ui/row-icons";
import styles from "./setting.module.css";

const logo = `${import.meta.env.BASE_URL}icon.svg`;

/** The app download link (when the venue publishes one) and how to add the web app to the home screen. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const version = useAppVersion();
  const url = useSettings().data?.download_url?.trim() ?? "";
  // Only an absolute https URL (the server refuses saving anything else); never "//host", http: or javascript:.
  const href = isHttpsUrl(url) ? url : null;
  return (
    <Page title={t("setting.download")} backTo={paths.setting}>
      <section className={styles.notice}>
        <img className={styles.appIcon} src={logo} alt="" />
        <h1 className={styles.noticeTitle}>{t("app.name")}</h1>
        <p className={styles.value}>{t("download.version", { version })}</p>
        {href ? (
          <a
            className={styles.linkButton}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="download-link"
          >
            <DownloadIcon size={18} /> {t("download.get")}
          </a>
        ) : (
          <p className={styles.noticeBody}>{t("download.webOnly")}</p>
        )}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("download.homeScreen")}</h2>
        <p className={styles.noticeBody}>{t("download.homeScreenIntro")}</p>
        <h3 className={styles.subTitle}>{t("download.iosTitle")}</h3>
        <p className={styles.noticeBody}>{t("download.ios")}</p>
        <h3 className={styles.subTitle}>{t("download.androidTitle")}</h3>
        <p className={styles.noticeBody}>{t("download.android")}</p>
      </section>
    </Page>
  );
}
