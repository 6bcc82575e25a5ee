import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { paths } from "../../../app/paths";
import { ShieldIcon } from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { IconBadge } from "../../../ui/status";
import { kycLabel } from "../model/kyc";
import styles from "./setting.module.css";

/** Where a 998 answer lands: the action needs real-name (KYC) verification first. */
export default function RealMarkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUserInfo();
  return (
    <Page title={t("kyc.title")}>
      <section className={styles.notice} data-testid="real-mark">
        <IconBadge>
          <ShieldIcon size={32} />
        </IconBadge>
        <h1 className={styles.noticeTitle}>{t("kyc.heading")}</h1>
        <p className={styles.noticeBody}>{t("kyc.body")}</p>
        {user ? (
          <p className={styles.value}>{t("kyc.status", { status: t(kycLabel(user.real_state)) })}</p>
        ) : null}
      </section>
      <div className={`${styles.actions} ${styles.stack}`}>
        {user?.real_state !== 2 ? (
          <Button
            block
            color="primary"
            onClick={() => navigate(paths.real, { replace: true })}
            data-testid="go-real"
          >
            {t("kyc.verifyNow")}
          </Button>
        ) : null}
        <Button
          block
          onClick={() =>
            location.key !== "default" ? navigate(-1) : navigate(paths.home, { replace: true })
          }
        >
          {t("common.back")}
        </Button>
      </div>
    </Page>
  );
}
