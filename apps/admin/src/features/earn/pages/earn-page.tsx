import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../i18n";
import { LoadingBoundary, lazyNamed } from "../../../ui/lazy";
import { SectionTabs } from "../../../ui/section-tabs";
import { DualOrdersSection } from "../components/dual-orders-section";
import { DualProductsSection } from "../components/dual-products-section";
import { IeoProjectsSection } from "../components/ieo-projects-section";
import { IeoSubscriptionsSection } from "../components/ieo-subscriptions-section";
import { OrdersSection } from "../components/orders-section";
import { PlansSection } from "../components/plans-section";

const sections = [
  "plans",
  "orders",
  "projects",
  "subscriptions",
  "dual",
  "dualOrders",
  "loans",
  "loanTerms",
] as const;
type Section = (typeof sections)[number];

/** The loan tabs load when first opened (one chunk for both), outside the earn page's chunk. */
const loanTabs = () => import("../components/loan-tabs");
const LoansSection = lazyNamed(loanTabs, "LoansSection");
const LoanTermsSection = lazyNamed(loanTabs, "LoanTermsSection");

/**
 * Earn products: lock mining's plans and orders, the IEO launchpad's projects and subscriptions, dual
 * investment's products and orders, and collateral loans with their offers and collateral coins
 * (`?section=`; the subscriptions' project filter is `&project=`, the dual orders' product filter
 * `&product=`). The scheduler's runs are under Scheduled jobs.
 */
export function EarnPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  /** The id `&<filter>=` names, or null. */
  const filterOf = (filter: string) => Number(params.get(filter)) || null;
  /** Opens an orders list, of the one product (`&<filter>=<id>`) or of all. */
  const show = (list: Section, filter: string) => (id: number | null) =>
    setParams(id ? { section: list, [filter]: String(id) } : { section: list });
  const showSubscriptions = show("subscriptions", "project");
  const showDualOrders = show("dualOrders", "product");
  return (
    <SectionTabs
      sections={sections}
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
          children: <IeoSubscriptionsSection productId={filterOf("project")} onProduct={showSubscriptions} />,
        },
        {
          key: "dual",
          label: t("earn.section.dual"),
          children: <DualProductsSection onOrders={showDualOrders} />,
        },
        {
          key: "dualOrders",
          label: t("earn.section.dualOrders"),
          children: <DualOrdersSection productId={filterOf("product")} onProduct={showDualOrders} />,
        },
        {
          key: "loans",
          label: t("earn.section.loans"),
          children: (
            <LoadingBoundary>
              <LoansSection />
            </LoadingBoundary>
          ),
        },
        {
          key: "loanTerms",
          label: t("earn.section.loanTerms"),
          children: (
            <LoadingBoundary>
              <LoanTermsSection />
            </LoadingBoundary>
          ),
        },
      ]}
    />
  );
}
