import List from "antd-mobile/es/components/list";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSettings } from "../../../api/get-setting";
import { isWebUrl, paths } from "../../../app/paths";
import { SupportIcon } from "../../../ui/entry-icons";
import { GlobeIcon } from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { MailIcon } from "../../../ui/row-icons";
import { SectionLoading } from "../../../ui/status";
import styles from "./setting.module.css";

/** An external channel (mail, Telegram, X): the row opens it outside the app. */
function ExternalRow({
  href,
  icon,
  label,
  value,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
}) {
  return (
    <List.Item
      prefix={icon}
      extra={<span className={styles.value}>{value}</span>}
      onClick={() => window.open(href, "_blank", "noopener,noreferrer")}
    >
      {label}
    </List.Item>
  );
}

/**
 * Contact channels: the live chat with support first (always there), then those of the public settings:
 * an online service page, the support email, social accounts.
 */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const s = settings.data ?? {};
  const email = s.support_email?.trim();
  const service = s.customer_service_url?.trim() ?? "";
  const online = isWebUrl(service) || service.startsWith("mailto:");
  const telegram = isWebUrl(s.telegram_url) ? s.telegram_url : null;
  const twitter = isWebUrl(s.twitter_url) ? s.twitter_url : null;

  return (
    <Page title={t("setting.contactUs")} backTo={paths.setting}>
      {settings.isPending ? (
        <SectionLoading />
      ) : (
        <>
          <p className={styles.lead}>{t("support.intro")}</p>
          <List className={styles.group} data-testid="contact-list">
            <List.Item
              prefix={<SupportIcon size={20} />}
              onClick={() => navigate(paths.liveChatView)}
              data-testid="contact-live-chat"
            >
              {t("support.liveChat")}
            </List.Item>
            {online ? (
              <List.Item prefix={<SupportIcon size={20} />} onClick={() => navigate(paths.serverView)}>
                {t("support.online")}
              </List.Item>
            ) : null}
            {email ? (
              <ExternalRow
                href={`mailto:${email}`}
                icon={<MailIcon size={20} />}
                label={t("support.email")}
                value={email}
              />
            ) : null}
            {telegram ? (
              <ExternalRow
                href={telegram}
                icon={<GlobeIcon size={20} />}
                label={t("support.telegram")}
                value=""
              />
            ) : null}
            {twitter ? (
              <ExternalRow
                href={twitter}
                icon={<GlobeIcon size={20} />}
                label={t("support.twitter")}
                value=""
              />
            ) : null}
          </List>
        </>
      )}
    </Page>
  );
}
