import List from "antd-mobile/es/components/list";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import type { UserInfo } from "../../../api/types";
import { paths } from "../../../app/paths";
import { formatCountdown } from "../../../ui/format";
import { InfoIcon, LockIcon, ShieldIcon } from "../../../ui/icons";
import { maskEmail, maskPhone } from "../../../ui/mask";
import { Page } from "../../../ui/page";
import { AuthenticatorIcon, DevicesIcon, KeyIcon, MailIcon, PhoneIcon } from "../../../ui/row-icons";
import { SectionLoading } from "../../../ui/status";
import { useNow } from "../../../ui/use-now";
import styles from "./setting.module.css";

/** A row's state: done (green), or the action still open (amber). */
function State({ done, children, testId }: { done: boolean; children: ReactNode; testId?: string }) {
  return (
    <span className={`${styles.value} ${done ? styles.ok : styles.warn}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** Withdrawals are refused for 24 h after a password, fund password or authenticator change. */
function WithdrawLock({ until }: { until: string | null }) {
  const { t } = useTranslation();
  const end = until ? new Date(until).getTime() : Number.NaN;
  const now = useNow(1000, Number.isFinite(end));
  const left = end - now.getTime();
  if (!Number.isFinite(end) || left <= 0) return null;
  return (
    <aside className={styles.banner} role="status" data-testid="withdraw-lock">
      <LockIcon size={18} />
      <span>
        {t("security.withdrawLocked")}{" "}
        <span className={styles.countdown} data-testid="withdraw-lock-countdown">
          {formatCountdown(left)}
        </span>
      </span>
    </aside>
  );
}

/** Security centre: how the account is protected, each row leading to its screen. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  return (
    <Page title={t("security.title")} backTo={paths.setting}>
      {user ? <SecurityRows user={user} go={navigate} /> : <SectionLoading />}
    </Page>
  );
}

function SecurityRows({ user, go }: { user: UserInfo; go: (path: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <WithdrawLock until={user.withdraw_locked_until} />
      <List className={styles.group} header={t("security.signIn")}>
        <List.Item
          prefix={<KeyIcon size={20} />}
          onClick={() => go(paths.password)}
          data-testid="row-password"
        >
          {t("security.loginPassword")}
        </List.Item>
        <List.Item
          prefix={<AuthenticatorIcon size={20} />}
          extra={
            <State done={user.google_bound} testId="google-state">
              {t(user.google_bound ? "security.bound" : "security.bind")}
            </State>
          }
          onClick={() => go(paths.bindAuthenticator)}
          data-testid="row-google"
        >
          {t("security.google")}
        </List.Item>
        <List.Item
          prefix={<DevicesIcon size={20} />}
          onClick={() => go(paths.devices)}
          data-testid="row-devices"
        >
          {t("security.devices")}
        </List.Item>
        <List.Item
          prefix={<KeyIcon size={20} />}
          onClick={() => go(paths.apiKeys)}
          data-testid="row-api-keys"
        >
          {t("security.apiKeys")}
        </List.Item>
      </List>
      <List className={styles.group} header={t("security.contacts")}>
        <List.Item
          prefix={<PhoneIcon size={20} />}
          extra={
            <State done={Boolean(user.phone)} testId="phone-state">
              {user.phone ? maskPhone(user.phone, user.area_code) : t("security.bind")}
            </State>
          }
          arrow={!user.phone}
          onClick={user.phone ? undefined : () => go(paths.bindPhone)}
          data-testid="row-phone"
        >
          {t("auth.mobile")}
        </List.Item>
        <List.Item
          prefix={<MailIcon size={20} />}
          extra={
            <State done={Boolean(user.email)} testId="email-state">
              {user.email ? maskEmail(user.email) : t("security.bind")}
            </State>
          }
          arrow={!user.email}
          onClick={user.email ? undefined : () => go(paths.bindEmail)}
          data-testid="row-email"
        >
          {t("auth.email")}
        </List.Item>
      </List>
      <List className={styles.group} header={t("security.funds")}>
        <List.Item
          prefix={<LockIcon size={20} />}
          extra={
            <State done={user.pay_password_set} testId="pay-password-state">
              {t(user.pay_password_set ? "security.set" : "security.notSet")}
            </State>
          }
          onClick={() => go(paths.payPassword)}
          data-testid="row-pay-password"
        >
          {t("security.fundPassword")}
        </List.Item>
        <List.Item
          prefix={<ShieldIcon size={20} />}
          extra={
            <State done={user.anti_phishing_set}>
              {t(user.anti_phishing_set ? "security.set" : "security.notSet")}
            </State>
          }
          onClick={() => go(paths.antiPhishing)}
          data-testid="row-anti-phishing"
        >
          {t("security.antiPhishing")}
        </List.Item>
      </List>
      <p className={styles.footnote}>
        <InfoIcon size={14} /> {t("security.lockNote")}
      </p>
    </>
  );
}
