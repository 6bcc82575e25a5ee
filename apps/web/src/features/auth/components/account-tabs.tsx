import { useTranslation } from "react-i18next";
import type { AccountType } from "../model/validation";
import styles from "./auth.module.css";

const types: readonly AccountType[] = ["email", "mobile"];

/** Email / mobile switch above the auth forms. */
export function AccountTabs({
  type,
  onChange,
}: {
  type: AccountType;
  onChange: (type: AccountType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.tabs} role="tablist">
      {types.map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={type === k}
          className={styles.tab}
          onClick={() => onChange(k)}
          data-testid={`tab-${k}`}
        >
          {t(k === "email" ? "auth.email" : "auth.mobile")}
        </button>
      ))}
    </div>
  );
}
