import Button from "antd-mobile/es/components/button";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { AccountField } from "./account-field";
import { AccountTabs } from "./account-tabs";
import styles from "./auth.module.css";
import type { AuthForm, AuthFormName } from "./use-auth-form";

/** Each screen's i18n keys and where back goes when the app was opened on it. */
const screens = {
  login: {
    title: "auth.login",
    heading: "auth.loginTitle",
    subtitle: "auth.loginSubtitle",
    backTo: paths.home,
  },
  register: {
    title: "auth.register",
    heading: "auth.registerTitle",
    subtitle: "auth.registerSubtitle",
    backTo: paths.home,
  },
  forget: {
    title: "auth.forgetTitle",
    heading: "auth.forgetTitle",
    subtitle: "auth.forgetSubtitle",
    backTo: paths.login,
  },
} as const satisfies Record<AuthFormName, unknown>;

interface AuthScreenProps {
  auth: Pick<AuthForm, "name" | "account">;
  onSubmit: (event: FormEvent) => void;
  /** The fields after the account, then the SubmitFooter. */
  children: ReactNode;
}

/** Frame of the login, register and reset screens: heading, email/mobile switch, account field. */
export function AuthScreen({ auth, onSubmit, children }: AuthScreenProps) {
  const { t } = useTranslation();
  const screen = screens[auth.name];
  const { onTypeChange, validate, ...account } = auth.account;
  return (
    <Page title={t(screen.title)} backTo={screen.backTo}>
      <div className={styles.body}>
        <header className={styles.hero}>
          <h1 className={styles.title}>{t(screen.heading)}</h1>
          <p className={styles.subtitle}>{t(screen.subtitle)}</p>
        </header>
        <AccountTabs type={account.type} onChange={onTypeChange} />
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <AccountField {...account} />
          {children}
        </form>
      </div>
    </Page>
  );
}

interface SubmitFooterProps {
  label: string;
  pending: boolean;
  testId: string;
  /** Greys the button while the form cannot be sent yet; it stays clickable to explain why. */
  dimmed?: boolean;
  /** Links under the button. */
  children?: ReactNode;
}

export function SubmitFooter({ label, pending, testId, dimmed = false, children }: SubmitFooterProps) {
  return (
    <div className={styles.footer}>
      <Button
        block
        type="submit"
        color="primary"
        className={dimmed ? `${styles.submit} ${styles.refused}` : styles.submit}
        loading={pending}
        data-testid={testId}
      >
        {label}
      </Button>
      {children ? <div className={styles.links}>{children}</div> : null}
    </div>
  );
}
