import { useEffect } from "react";
import { useDemoTranslation } from "../i18n/demo";
import styles from "./demo-ribbon.module.css";

/**
 * The amber ribbon above every screen while the session acts as the demo account (the root layout
 * loads it only then). It stays at the top while the screen scrolls; `data-account="demo"` on <html>
 * moves the screens' sticky bars below it (`--top-inset`).
 */
export default function DemoRibbon() {
  const { t, ready } = useDemoTranslation();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.account = "demo";
    return () => {
      delete root.dataset.account;
    };
  }, []);
  return (
    <div
      className={styles.ribbon}
      role="status"
      aria-label={ready ? t("ribbonLabel") : undefined}
      data-testid="demo-badge"
    >
      {ready ? (
        <>
          <b className={styles.tag}>{t("badge")}</b>
          <span className={styles.text}>{t("ribbon")}</span>
        </>
      ) : null}
    </div>
  );
}
