import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { Page } from "../../../ui/page";

/** An empty screen with the navigation bar (spec setting/whitePage); `?title=` names it. */
export default function WhitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={params.get("title") || t("app.name")}>
      <div data-testid="white-page" />
    </Page>
  );
}
