import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import lineStyles from "../../../ui/line.module.css";
import { QueryGate } from "../../../ui/query-gate";
import { EmptyState } from "../../../ui/status";
import { usePlans } from "../api/earn";
import { PlanCard } from "../components/plan-card";
import { accountTile, ProductPage } from "../components/product-page";

/**
 * Lock mining: the plans open to orders (coin, daily yield, lock-up period, single-order limits, quota
 * left, early redemption penalty), each with "Lock"; the ways to one's orders and the financial
 * account. Guests may look; locking asks them to log in.
 */
export default function LockmingPage() {
  const { t } = useEarnTranslation();
  const plans = usePlans();
  return (
    <ProductPage
      title={(t) => t("title")}
      tiles={(t) => [
        {
          to: earnPaths.lockmingOrder,
          label: t("plans.myOrders"),
          hint: t("plans.myOrdersHint"),
          testId: "earn-link-orders",
        },
        accountTile(t),
      ]}
      lead={(t) => t("plans.lead")}
    >
      <QueryGate query={plans}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState text={t("plans.empty")} />
          ) : (
            <ul className={lineStyles.list} data-testid="earn-plans">
              {data.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </ul>
          )
        }
      </QueryGate>
    </ProductPage>
  );
}
