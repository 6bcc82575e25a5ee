import type { TFunction } from "i18next";
import { type ChangedAccount, postChangeAccount } from "../api/post-change-account";
import { postDemoAccount } from "../api/post-demo-account";
import { queryClient } from "../api/query-client";
import { rejoinUser } from "../api/realtime";
import type { TradingAccount } from "../api/types";
import { useAppStore } from "../app/store";
import { useDemoTranslation } from "../i18n/demo";
import { confirmSheet } from "./confirm-sheet";
import styles from "./demo.module.css";
import { demoFunds, needsIntro, rememberIntro } from "./demo-account";
import { showToast } from "./toast";
import { useLocaleTag } from "./use-locale";

/**
 * The session now acts as `changed.account` (same token): the stored user says so at once (the ribbon,
 * the books), the socket joins that account's user channel, and every query starts over, so no screen
 * shows the other account's balances, orders or positions.
 */
function actAs({ account, user_id }: ChangedAccount): void {
  const { user, setUser } = useAppStore.getState();
  if (user)
    setUser({ ...user, mode: account, demo_user_id: account === "demo" ? user_id : user.demo_user_id });
  rejoinUser();
  void queryClient.resetQueries();
}

/** What the first-time explanation says: the funds, the prices and books, what is off, the reset. */
function IntroPoints() {
  const { t } = useDemoTranslation();
  const funds = demoFunds(useLocaleTag());
  return (
    <ul className={styles.points}>
      <li>{t("intro.funds", { amount: funds })}</li>
      <li>{t("intro.prices")}</li>
      <li>{t("intro.apart")}</li>
      <li>{t("intro.off")}</li>
      <li>{t("intro.reset")}</li>
    </ul>
  );
}

/** The first-time explanation of demo trading; answers whether the user started it. */
function explain(t: TFunction<"demo">): Promise<boolean> {
  return confirmSheet({
    title: t("intro.title"),
    testId: "demo-intro",
    okTestId: "demo-start",
    ok: t("intro.start"),
    cancel: t("intro.later"),
    children: <IntroPoints />,
  });
}

/**
 * Switches the session to the demo account or the real one (loaded on the first tap of the switch).
 * The first switch to demo of a user without a demo account explains demo trading first, once per
 * user and browser; "Start demo trading" opens the demo account, then switches to it. Failures are
 * the client's to show (its toast carries the server's reason).
 */
export async function switchAccount(to: TradingAccount, t: TFunction<"demo">): Promise<void> {
  const user = useAppStore.getState().user;
  if (!user) return;
  if (to === "demo" && needsIntro(user, window.localStorage)) {
    if (!(await explain(t))) return;
    rememberIntro(user.id, window.localStorage);
  }
  try {
    if (to === "demo" && !user.demo_user_id) await postDemoAccount();
    const changed = await postChangeAccount(to);
    actAs(changed);
    void showToast(t(changed.account === "demo" ? "switched.demo" : "switched.real"));
  } catch {
    // the client showed the server's reason
  }
}
