import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Tiles } from "../../../ui/hub";
import { Page } from "../../../ui/page";
import { EmptyState, SectionLoading } from "../../../ui/status";
import { usePlans } from "../api/earn";
import styles from "../components/earn.module.css";
import { PlanCard } from "../components/plan-card";
import { QueryGate } from "../components/query-gate";

/**
 * Lock mining: the plans open to orders (coin, daily yield, lock-up period, single-order limits, quota
 * left, early redemption penalty), each with "Lock"; the ways to one's orders and the financial
 * account. Guests may look; locking asks them to log in.
 */
export default function LockmingPage() {
  const { t, ready } = useEarnTranslation();
  const plans = usePlans();
  return (
    <Page title={ready ? t("title") : ""}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <Tiles
            items={[
              {
                to: earnPaths.lockmingOrder,
                label: t("plans.myOrders"),
                hint: t("plans.myOrdersHint"),
                testId: "earn-link-orders",
              },
              {
                to: earnPaths.financial,
                label: t("plans.account"),
                hint: t("plans.accountHint"),
                testId: "earn-link-financial",
              },
            ]}
          />
          <p className={styles.lead}>{t("plans.lead")}</p>
          <QueryGate query={plans}>
            {(data) =>
              data.length === 0 ? (
                <EmptyState text={t("plans.empty")} />
              ) : (
                <ul className={styles.list} data-testid="earn-plans">
                  {data.map((plan) => (
                    <PlanCard key={plan.id} plan={plan} />
                  ))}
                </ul>
              )
            }
          </QueryGate>
        </>
      )}
    </Page>
  );
}
