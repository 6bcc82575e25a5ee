import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";

/**
 * A screen of one's own items of an earn product (orders, subscriptions, investments): its title, the
 * way back to the product, "Account" (the financial account) on the right, and the content once the
 * earn texts are in.
 */
export function MinePage({
  title,
  backTo,
  children,
}: {
  title: (t: ReturnType<typeof useEarnTranslation>["t"]) => string;
  backTo: string;
  children: ReactNode;
}) {
  const { t, ready } = useEarnTranslation();
  return (
    <Page
      title={ready ? title(t) : ""}
      backTo={backTo}
      right={
        ready ? (
          <Link className="text-button" to={earnPaths.financial} data-testid="earn-link-financial">
            {t("orders.account")}
          </Link>
        ) : null
      }
    >
      {ready ? children : <SectionLoading />}
    </Page>
  );
}
