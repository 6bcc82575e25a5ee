import { parseHostList } from "@bourse/contract/links";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useSettings } from "../../../api/get-setting";
import { InfoIcon } from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { MessageScreen, SectionLoading } from "../../../ui/status";
import { WebFrame } from "../../../ui/web-frame";
import { webViewVerdict } from "../model/web-view";
import styles from "./web-view.module.css";

/**
 * A page inside the app (`?url=`; `?title=` names it): a page of this site, or an https page of a host
 * the operator allows (setting `webview_allowed_hosts`). Any other address is refused and shown as
 * plain text, never framed.
 */
export default function WebViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get("url");
  const title = params.get("title") || t("app.name");
  const settings = useSettings();
  const allowed = parseHostList(settings.data?.webview_allowed_hosts ?? "") ?? [];
  const verdict = webViewVerdict(url, allowed, window.location.origin);
  // an off-site address may still be allowed once the operator's list has arrived
  const waiting = verdict.kind === "offsite" && settings.isPending;
  return (
    <Page title={title}>
      {waiting ? (
        <SectionLoading />
      ) : verdict.kind === "open" ? (
        <WebFrame url={verdict.href} title={title} />
      ) : verdict.kind === "offsite" ? (
        <div data-testid="web-view-refused">
          <MessageScreen
            icon={<InfoIcon size={30} />}
            title={t("content.offsiteLink")}
            hint={t("content.offsiteLinkHint")}
          />
          <p className={styles.address}>
            <span className={styles.label}>{t("content.linkAddress")}</span>
            <span className={styles.url} data-testid="web-view-address">
              {verdict.href}
            </span>
          </p>
        </div>
      ) : (
        <MessageScreen
          icon={<InfoIcon size={30} />}
          title={t("content.badLink")}
          hint={t("content.badLinkHint")}
        />
      )}
    </Page>
  );
}
