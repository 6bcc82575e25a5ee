import Button from "antd-mobile/es/components/button";
import List from "antd-mobile/es/components/list";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useAppVersion } from "../../../api/get-setting";
import { useUserInfo } from "../../../api/get-user-info";
import { growthPaths } from "../../../app/lines/growth-paths";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { useGrowthTranslation } from "../../../i18n/growth";
import { langName } from "../../../i18n/languages";
import { useTransparencyTranslation } from "../../../i18n/transparency";
import { AccountHeader } from "../../../ui/account-header";
import { copyText } from "../../../ui/copy";
import { confirmDialog } from "../../../ui/dialog";
import { HelpIcon, InviteIcon, SupportIcon } from "../../../ui/entry-icons";
import {
  CopyIcon,
  GiftIcon,
  GlobeIcon,
  type IconProps,
  InfoIcon,
  PaletteIcon,
  ShieldIcon,
  Svg,
} from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { ChevronRightIcon, CurrencyIcon, DocumentIcon, DownloadIcon, KeyIcon } from "../../../ui/row-icons";
import { showToast } from "../../../ui/toast";
import { verifyPath } from "../../../ui/verify-link";
import { useLogout } from "../api/get-logout";
import { kycLabel } from "../model/kyc";
import styles from "./setting.module.css";

/**
 * The way to the invitation programme (setting/share). Its label is in the `growth` namespace, fetched
 * with this screen, so that the first screen's texts stay as they are.
 */
function InviteEntry() {
  const { t, ready } = useGrowthTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      prefix={<GiftIcon size={20} />}
      description={ready ? t("entryHint") : undefined}
      onClick={() => navigate(growthPaths.share)}
      data-testid="setting-share"
    >
      {ready ? t("entry") : "\u00a0"}
    </List.Item>
  );
}

/** A coupon: a ticket with a notch on each side and a dashed tear line (drawn here: only this screen shows it). */
const TicketIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z" />
    <path d="M14 6v2m0 3v2m0 3v2" />
  </Svg>
);

/** The way to one's coupons (setting/coupon); its label is in the `growth` namespace, as the invitation's. */
function CouponEntry() {
  const { t, ready } = useGrowthTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      prefix={<TicketIcon size={20} />}
      description={ready ? t("couponEntryHint") : undefined}
      onClick={() => navigate(growthPaths.coupon)}
      data-testid="setting-coupon"
    >
      {ready ? t("couponEntry") : "\u00a0"}
    </List.Item>
  );
}

/** A receipt with a zigzag foot and two lines (drawn here: only this screen shows it). */
const BillIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z" />
    <path d="M9 8h6m-6 4h6" />
  </Svg>
);

/** A magnifier over a check mark (drawn here: only this screen shows it). */
const VerifyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
    <path d="m8 11 2 2 4-4" />
  </Svg>
);

/**
 * The way to the verifier's hub (setting/verify), for guests too; its label is in the `transparency`
 * namespace, fetched with this screen, as the invitation's is in `growth`.
 */
function VerifyEntry() {
  const { t, ready } = useTransparencyTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      prefix={<VerifyIcon size={20} />}
      description={ready ? t("link.settingsHint") : undefined}
      onClick={() => navigate(verifyPath())}
      data-testid="setting-verify"
    >
      {ready ? t("link.settings") : "\u00a0"}
    </List.Item>
  );
}

/**
 * Settings menu: profile, security, verification, invitation, coupons and one's bills (when logged in),
 * preferences, support, the verifier, log out.
 */
export default function SettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const lang = useAppStore((s) => s.lang);
  const upColor = useAppStore((s) => s.upColor);
  const fiat = useAppStore((s) => s.fiat.currency_code);
  const user = useUserInfo();
  const version = useAppVersion();
  const logout = useLogout();

  const onLogout = async () => {
    const confirmed = await confirmDialog({
      content: t("setting.logoutConfirm"),
      confirmText: t("setting.logout"),
      cancelText: t("common.cancel"),
    });
    if (!confirmed) return;
    await logout.mutateAsync();
    showToast(t("setting.loggedOut"));
    navigate(paths.home, { replace: true });
  };

  const value = (text: string, testId?: string) => (
    <span className={styles.value} data-testid={testId}>
      {text}
    </span>
  );

  return (
    <Page title={t("setting.title")}>
      {token && user ? (
        <>
          <button
            type="button"
            className={styles.profile}
            onClick={() => navigate(paths.userInfo)}
            data-testid="setting-profile"
          >
            <AccountHeader user={user} withSignature />
            <ChevronRightIcon size={18} className={styles.profileChevron} />
          </button>
          <List className={styles.group}>
            <List.Item prefix={<KeyIcon size={20} />} onClick={() => navigate(paths.security)}>
              {t("setting.security")}
            </List.Item>
            <List.Item
              prefix={<ShieldIcon size={20} />}
              extra={value(t(kycLabel(user.real_state)), "setting-kyc")}
              onClick={() => navigate(paths.real)}
            >
              {t("setting.verification")}
            </List.Item>
            <List.Item
              prefix={<InviteIcon size={20} />}
              extra={
                <span className={styles.copy}>
                  {value(user.extension_code || t("setting.notSet"), "invitation-code")}
                  {user.extension_code ? <CopyIcon size={16} /> : null}
                </span>
              }
              arrow={false}
              onClick={user.extension_code ? () => void copyText(user.extension_code) : undefined}
              data-testid="copy-invitation"
            >
              {t("setting.invitationCode")}
            </List.Item>
            <InviteEntry />
            <CouponEntry />
            <List.Item
              prefix={<BillIcon size={20} />}
              onClick={() => navigate(paths.bill)}
              data-testid="setting-bill"
            >
              {t("wallet.bills.title")}
            </List.Item>
          </List>
        </>
      ) : null}

      <List className={styles.group}>
        <List.Item
          prefix={<GlobeIcon size={20} />}
          extra={value(langName(lang))}
          onClick={() => navigate(paths.set)}
          data-testid="setting-language"
        >
          {t("setting.language")}
        </List.Item>
        <List.Item
          prefix={<PaletteIcon size={20} />}
          extra={value(t(upColor === "red" ? "setting.upRed" : "setting.upGreen"))}
          onClick={() => navigate(paths.set)}
        >
          {t("setting.colour")}
        </List.Item>
        <List.Item
          prefix={<CurrencyIcon size={20} />}
          extra={value(fiat, "setting-fiat")}
          onClick={() => navigate(paths.set)}
        >
          {t("setting.fiat")}
        </List.Item>
      </List>

      <List className={styles.group}>
        <List.Item prefix={<HelpIcon size={20} />} onClick={() => navigate(paths.help)}>
          {t("setting.help")}
        </List.Item>
        <List.Item prefix={<InfoIcon size={20} />} onClick={() => navigate(paths.about)}>
          {t("setting.about")}
        </List.Item>
        <VerifyEntry />
        <List.Item prefix={<SupportIcon size={20} />} onClick={() => navigate(paths.contactUs)}>
          {t("setting.contactUs")}
        </List.Item>
        <List.Item prefix={<DocumentIcon size={20} />} onClick={() => navigate(paths.privacy)}>
          {t("setting.privacy")}
        </List.Item>
        <List.Item prefix={<DownloadIcon size={20} />} onClick={() => navigate(paths.download)}>
          {t("setting.download")}
        </List.Item>
        <List.Item prefix={<InfoIcon size={20} />} extra={value(version, "app-version")} arrow={false}>
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
