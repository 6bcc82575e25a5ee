import { useI18n } from "../../../i18n";
import { SectionTabs } from "../../../ui/section-tabs";
import { BonusSection } from "../components/bonus-section";
import { CouponsSection } from "../components/coupons-section";
import { KingSection } from "../components/king-section";
import { RatesSection } from "../components/rates-section";
import { ReportSection } from "../components/report-section";
import { TreeSection } from "../components/tree-section";

const sections = ["tree", "rates", "king", "bonus", "coupons", "report"] as const;

const content = {
  tree: TreeSection,
  rates: RatesSection,
  king: KingSection,
  bonus: BonusSection,
  coupons: CouponsSection,
  report: ReportSection,
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
          children: <Section />,
        };
      })}
    />
  );
}
