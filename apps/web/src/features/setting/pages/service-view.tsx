import { useTranslation } from "react-i18next";
import { useSettings } from "../../../api/get-setting";
import { isWebUrl, paths } from "../../../app/paths";
import { SupportIcon } from "../../../ui/entry-icons";
import { Page } from "../../../ui/page";
import { MessageScreen, SectionLoading } from "../../../ui/status";
import { WebFrame } from "../../../ui/web-frame";
import styles from "./setting.module.css";

/**
 * Online customer service (common/serverView): the venue's own service page in a frame, or, when none
 * is configured, the support email. The built-in live chat is common/liveChatView (features/support).
 */
export default function ServiceViewPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const url = settings.data?.customer_service_url;
  const email = settings.data?.support_email?.trim();
  // Some venues publish a mailto: address as their customer-service link.
  const mail = url?.startsWith("mailto:") ? url : email ? `mailto:${email}` : null;
  return (
    <Page title={t("support.online")} backTo={paths.contactUs}>
      {settings.isPending ? (
        <SectionLoading />
      ) : url && isWebUrl(url) ? (
        <WebFrame url={url} title={t("support.online")} />
      ) : (
        <MessageScreen
          icon={<SupportIcon size={30} />}
          title={t(mail ? "support.email" : "support.offline")}
          hint={email ? t("support.writeTo", { email }) : undefined}
          actions={
            mail ? (
              <a className={styles.linkButton} href={mail} data-testid="support-email">
                {email || mail.slice("mailto:".length)}
              </a>
            ) : undefined
          }
        />
      )}
    </Page>
  );
}
