import { useState } from "react";
import type { TradingAccount } from "../api/types";
import { tradingAccount, useAppStore } from "../app/store";
import { useDemoTranslation } from "../i18n/demo";
import styles from "./account-switch.module.css";

/**
 * Switching accounts from a button: the flow (explanation sheet, calls, toasts) is fetched on the first
 * tap, so the switch on the home header stays small. `busy` while a switch runs.
 */
export function useAccountSwitch() {
  const { t } = useDemoTranslation();
  const [busy, setBusy] = useState(false);
  const switchTo = async (to: TradingAccount) => {
    if (busy) return;
    setBusy(true);
    try {
      const { switchAccount } = await import("./account-switch-flow");
      await switchAccount(to, t);
    } catch {
      // the flow's chunk did not load: the switch stays as it was and can be tapped again
    } finally {
      setBusy(false);
    }
  };
  return { busy, switchTo };
}

/**
 * "Demo ⇄ Real": one tap switches the session between the demo account and the real one (the first
 * time, demo trading is explained first). Drawn for dark bars: the home header and the assets card.
 */
export default function AccountSwitch() {
  const { t, ready } = useDemoTranslation();
  const demo = useAppStore(tradingAccount) === "demo";
  const { busy, switchTo } = useAccountSwitch();
  if (!ready) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={demo}
      aria-label={t("switch.label")}
      aria-busy={busy}
      className={`${styles.switch} ${demo ? styles.demo : styles.real}`}
      disabled={busy}
      onClick={() => void switchTo(demo ? "real" : "demo")}
      data-testid="account-switch"
    >
      <span className={styles.demoSide}>{t("switch.demo")}</span>
      <span aria-hidden="true">⇄</span>
      <span className={styles.realSide}>{t("switch.real")}</span>
    </button>
  );
}
