import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { isWebUrl } from "../../../app/paths";
import { InfoIcon } from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { MessageScreen } from "../../../ui/status";
import { WebFrame } from "../../../ui/web-frame";

/** An external page (`?url=`, http or https only; `?title=` names it) inside the app. */
export default function WebViewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get("url");
  const title = params.get("title") || t("app.name");
  return (
    <Page title={title}>
      {url && isWebUrl(url) ? (
        <WebFrame url={url} title={title} />
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
