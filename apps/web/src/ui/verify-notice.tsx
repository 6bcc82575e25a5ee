import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useUserInfo } from "../api/get-user-info";
import { paths } from "../app/paths";
import { tradingAccount, useAppStore } from "../app/store";
import styles from "./guest-prompt.module.css";

/**
 * Above a contract form: a signed-in user who has not verified their identity (level 1) is told so
 * before filling the form in, not by the refusal after confirming it. Demo money needs no verification.
 */
export function VerifyNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const demo = useAppStore(tradingAccount) === "demo";
  if (!user || demo || user.kyc_level >= 1) return null;
  const underReview = user.real_state === 1;
  return (
    <section className={styles.card} data-testid="verify-notice">
      <h2 className={styles.title}>{t("trade.verifyTitle")}</h2>
      <p className={styles.hint}>{t(underReview ? "trade.verifyReview" : "trade.verifyHint")}</p>
      {underReview ? null : (
        <Button block color="primary" onClick={() => navigate(paths.real)} data-testid="verify-notice-go">
          {t("trade.verifyAction")}
        </Button>
      )}
    </section>
  );
}
