import { Card, Spin, Tabs } from "antd";
import { type ComponentType, lazy, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../i18n";

const sections = ["tree", "rates", "king", "bonus", "coupons", "report"] as const;
type Section = (typeof sections)[number];

/** The tabs load when the first is opened, outside the console's main chunk (components/growth-tabs.ts). */
const growthTabs = () => import("../components/growth-tabs");
type TabModule = Awaited<ReturnType<typeof growthTabs>>;
const tab = (name: keyof TabModule) =>
  lazy(() => growthTabs().then((m): { default: ComponentType } => ({ default: m[name] })));

const content: Record<Section, ComponentType> = {
  tree: tab("TreeSection"),
  rates: tab("RatesSection"),
  king: tab("KingSection"),
  bonus: tab("BonusSection"),
  coupons: tab("CouponsSection"),
  report: tab("ReportSection"),
};

/**
 * The growth programme (docs/growth-api.md "Console"): a user's invitation tree, the rebate rates and
 * their history, king manager applications, the new-user bonus rules, coupon issues and what the
 * programme paid (`?section=`; the tree's user is `&user=`, its depth `&depth=`, the king queue's
 * `&state=&page=`).
 */
export function GrowthPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("section");
  const section: Section = sections.includes(wanted as Section) ? (wanted as Section) : "tree";
  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={section}
        onChange={(key) => setParams({ section: key })}
        destroyOnHidden
        items={sections.map((key) => {
          const Section = content[key];
          return {
            key,
            label: <span data-testid={`growth-tab-${key}`}>{t(`growth.section.${key}`)}</span>,
            children: (
              <Suspense fallback={<Spin />}>
                <Section />
              </Suspense>
            ),
          };
        })}
      />
    </Card>
  );
}
