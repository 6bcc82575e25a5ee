import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postResetAccount } from "../../../api/post-reset-account";
import { queryClient } from "../../../api/query-client";
import { useAppStore } from "../../../app/store";
import { useDemoTranslation } from "../../../i18n/demo";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { demoFunds } from "../../../ui/demo-account";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import styles from "./demo-reset.module.css";

/**
 * The assets screen's "Reset demo funds" (demo mode only): after a confirmation, every open demo
 * position and order is closed and the demo balance is back to 100,000 USDT.
 */
export default function DemoReset() {
  const { t, ready } = useDemoTranslation();
  const common = useTranslation().t;
  const funds = demoFunds(useLocaleTag());
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    const demoUserId = useAppStore.getState().user?.demo_user_id;
    if (busy || !demoUserId) return;
    const sure = await confirmSheet({
      title: t("reset.title"),
      testId: "demo-reset-confirm",
      ok: t("reset.ok"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{t("reset.closes")}</p>
          <p>{t("reset.balance", { amount: funds })}</p>
        </>
      ),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await postResetAccount(demoUserId);
      void showToast(t("reset.done", { amount: funds }));
      void queryClient.invalidateQueries();
    } catch {
      // the client showed the server's reason (e.g. busy: try again in a few seconds)
    } finally {
      setBusy(false);
    }
  };

  if (!ready) return null;
  return (
    <section className={styles.reset}>
      <p className={styles.resetLead}>{t("reset.lead", { amount: funds })}</p>
      <Button size="small" fill="outline" loading={busy} onClick={reset} data-testid="demo-reset">
        {t("reset.button")}
      </Button>
    </section>
  );
}
