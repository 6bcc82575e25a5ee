import { Card, Tabs } from "antd";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../i18n";
import { IeoProjectsSection } from "../components/ieo-projects-section";
import { IeoSubscriptionsSection } from "../components/ieo-subscriptions-section";
import { OrdersSection } from "../components/orders-section";
import { PlansSection } from "../components/plans-section";

const sections = ["plans", "orders", "projects", "subscriptions"] as const;
type Section = (typeof sections)[number];

/**
 * Earn products: lock mining's plans and orders, and the IEO launchpad's projects and subscriptions
 * (`?section=`; the subscriptions' project filter is `&project=`). The scheduler's runs are under
 * Scheduled jobs.
 */
export function EarnPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("section");
  const section: Section = sections.includes(wanted as Section) ? (wanted as Section) : "plans";
  const projectId = Number(params.get("project")) || null;
  const showSubscriptions = (project: number | null) =>
    setParams(
      project ? { section: "subscriptions", project: String(project) } : { section: "subscriptions" },
    );
  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={section}
        onChange={(key) => setParams({ section: key })}
        destroyOnHidden
        items={[
          { key: "plans", label: t("earn.section.plans"), children: <PlansSection /> },
          { key: "orders", label: t("earn.section.orders"), children: <OrdersSection /> },
          {
            key: "projects",
            label: t("earn.section.projects"),
            children: <IeoProjectsSection onSubscriptions={showSubscriptions} />,
          },
          {
            key: "subscriptions",
            label: t("earn.section.subscriptions"),
            children: <IeoSubscriptionsSection projectId={projectId} onProject={showSubscriptions} />,
          },
        ]}
      />
    </Card>
  );
}
