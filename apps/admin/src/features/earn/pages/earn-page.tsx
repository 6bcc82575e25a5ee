import { Card, Tabs } from "antd";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../i18n";
import { OrdersSection } from "../components/orders-section";
import { PlansSection } from "../components/plans-section";

const sections = ["plans", "orders"] as const;
type Section = (typeof sections)[number];

/** Earn products: lock mining's plans and orders (the scheduler's daily runs are under Scheduled jobs). */
export function EarnPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("section");
  const section: Section = sections.includes(wanted as Section) ? (wanted as Section) : "plans";
  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={section}
        onChange={(key) => setParams({ section: key })}
        destroyOnHidden
        items={[
          { key: "plans", label: t("earn.section.plans"), children: <PlansSection /> },
          { key: "orders", label: t("earn.section.orders"), children: <OrdersSection /> },
        ]}
      />
    </Card>
  );
}
