import { useI18n } from "../../../i18n";
import { lazySections, loading, SectionTabs } from "../../../ui/section-tabs";

const sections = ["tree", "rates", "king", "bonus", "coupons", "report"] as const;

/** The tabs load when the first is opened, outside the console's main chunk (components/growth-tabs.ts). */
const tabs = lazySections(
  () => import("../components/growth-tabs"),
  ["TreeSection", "RatesSection", "KingSection", "BonusSection", "CouponsSection", "ReportSection"],
);
const content = {
  tree: tabs.TreeSection,
  rates: tabs.RatesSection,
  king: tabs.KingSection,
  bonus: tabs.BonusSection,
  coupons: tabs.CouponsSection,
  report: tabs.ReportSection,
};

/**
 * The growth programme (docs/growth-api.md "Console"): a user's invitation tree, the rebate rates and
 * their history, king manager applications, the new-user bonus rules, coupon issues and what the
 * programme paid (`?section=`; the tree's user is `&user=`, its depth `&depth=`, the king queue's
 * `&state=&page=`).
 */
export function GrowthPage() {
  const { t } = useI18n();
  return (
    <SectionTabs
      sections={sections}
      items={sections.map((key) => {
        const Section = content[key];
        return {
          key,
          label: <span data-testid={`growth-tab-${key}`}>{t(`growth.section.${key}`)}</span>,
          children: loading(<Section />),
        };
      })}
    />
  );
}
