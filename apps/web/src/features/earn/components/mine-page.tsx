import { Fragment, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Page } from "../../../ui/page";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { SectionLoading } from "../../../ui/status";

/** The earn namespace's `t`. */
export type EarnT = ReturnType<typeof useEarnTranslation>["t"];

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
  title: (t: EarnT) => string;
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

/**
 * A {@link MinePage} whose items are on tabs kept in the query (`?tab=`, `fallback` unless it names
 * one of `tabs`): the tab bar (each title `<testId>-<tab>`), then the chosen tab's items, read afresh
 * when the tab changes.
 */
export function MineTabsPage<T extends string>({
  title,
  backTo,
  tabs,
  fallback,
  label,
  testId,
  children,
}: {
  title: (t: EarnT) => string;
  backTo: string;
  tabs: readonly T[];
  fallback: T;
  label: (t: EarnT, tab: T) => string;
  testId: string;
  children: (tab: T) => ReactNode;
}) {
  const { t } = useEarnTranslation();
  const [tab, setTab] = useQueryChoice("tab", tabs, fallback);
  return (
    <MinePage title={title} backTo={backTo}>
      <QueryTabs keys={tabs} active={tab} onChange={setTab} label={(key) => label(t, key)} testId={testId} />
      <Fragment key={tab}>{children(tab)}</Fragment>
    </MinePage>
  );
}
