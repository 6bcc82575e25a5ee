import Button from "antd-mobile/es/components/button";
import { useDemoTranslation } from "../i18n/demo";
import { useAccountSwitch } from "./account-switch";
import styles from "./demo.module.css";

/**
 * Shown instead of (or above) a real-money screen in demo mode (deposit, withdrawal, fiat P2P): the
 * server refuses those to the demo account, so the screen says so and offers the way back to real.
 */
export default function DemoNotice() {
  const { t, ready } = useDemoTranslation();
  const { busy, switchTo } = useAccountSwitch();
  if (!ready) return null;
  return (
    <section className={styles.notice} role="note" data-testid="demo-notice">
      <h2 className={styles.noticeTitle}>{t("notice.title")}</h2>
      <p className={styles.noticeText}>{t("notice.text")}</p>
      <Button
        color="primary"
        size="small"
        loading={busy}
        onClick={() => void switchTo("real")}
        data-testid="demo-notice-real"
      >
        {t("notice.switch")}
      </Button>
    </section>
  );
}
