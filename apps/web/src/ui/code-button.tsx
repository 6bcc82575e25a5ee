import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./field.module.css";

/** Seconds before a new code may be requested (the server refuses earlier resends too). */
export const RESEND_SECONDS = 60;

/**
 * "Get code": runs `send` (which validates the account and calls the send-code endpoint) and,
 * when it resolves, counts down 60 s before another code can be requested.
 */
export function CodeButton({ send }: { send: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const onClick = async () => {
    setBusy(true);
    try {
      if (await send()) setLeft(RESEND_SECONDS);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`text-button ${styles.codeButton}`}
      disabled={busy || left > 0}
      onClick={onClick}
      data-testid="get-code"
    >
      {left > 0 ? t("auth.resendIn", { seconds: left }) : t("auth.getCode")}
    </button>
  );
}
