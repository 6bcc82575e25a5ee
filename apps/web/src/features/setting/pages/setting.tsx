import { Button, Dialog, List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { langName } from "../../../i18n/languages";
import { AccountHeader } from "../../../ui/account-header";
import { GlobeIcon, InfoIcon, PaletteIcon, ShieldIcon, UserIcon } from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { showToast } from "../../../ui/toast";
import { useLogout } from "../api/get-logout";
import { useAppVersion } from "../api/get-setting";
import styles from "./setting.module.css";

const kycLabel = ["setting.kyc0", "setting.kyc1", "setting.kyc2", "setting.kyc3"] as const;

/** Settings menu: account (when logged in), language, colour convention, version, log out. */
export default function SettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const lang = useAppStore((s) => s.lang);
  const upColor = useAppStore((s) => s.upColor);
  const user = useUserInfo();
  const version = useAppVersion();
  const logout = useLogout();

  const onLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t("setting.logoutConfirm"),
      confirmText: t("setting.logout"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    await logout.mutateAsync();
    showToast(t("setting.loggedOut"));
    navigate(paths.home, { replace: true });
  };

  return (
    <Page title={t("setting.title")}>
      {token && user ? (
        <>
          <section className={styles.profile} data-testid="setting-profile">
            <AccountHeader user={user} />
          </section>
          <List className={styles.group}>
            <List.Item
              prefix={<UserIcon size={20} />}
              extra={<span className={styles.value}>{user.account}</span>}
            >
              {t("setting.account")}
            </List.Item>
            <List.Item
              prefix={<InfoIcon size={20} />}
              extra={<span className={styles.value}>{user.extension_code || t("setting.notSet")}</span>}
            >
              {t("setting.invitationCode")}
            </List.Item>
            <List.Item
              prefix={<ShieldIcon size={20} />}
              extra={<span className={styles.value}>{t(kycLabel[user.real_state] ?? "setting.kyc0")}</span>}
            >
              {t("setting.verification")}
            </List.Item>
          </List>
        </>
      ) : null}

      <List className={styles.group}>
        <List.Item
          prefix={<GlobeIcon size={20} />}
          extra={<span className={styles.value}>{langName(lang)}</span>}
          onClick={() => navigate(paths.set)}
          data-testid="setting-language"
        >
          {t("setting.language")}
        </List.Item>
        <List.Item
          prefix={<PaletteIcon size={20} />}
          extra={
            <span className={styles.value}>{t(upColor === "red" ? "setting.upRed" : "setting.upGreen")}</span>
          }
          onClick={() => navigate(paths.set)}
        >
          {t("setting.colour")}
        </List.Item>
        <List.Item
          prefix={<InfoIcon size={20} />}
          extra={
            <span className={styles.value} data-testid="app-version">
              {version}
            </span>
          }
        >
          {t("setting.version")}
        </List.Item>
      </List>

      <div className={styles.actions}>
        {token ? (
          <Button
            block
            color="danger"
            fill="outline"
            loading={logout.isPending}
            onClick={onLogout}
            data-testid="logout"
          >
            {t("setting.logout")}
          </Button>
        ) : (
          <Button block color="primary" onClick={() => navigate(paths.login)}>
            {t("auth.login")}
          </Button>
        )}
      </div>
    </Page>
  );
}
