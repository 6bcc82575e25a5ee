import { useEarnTranslation } from "../../../i18n/earn";
import { Facts } from "../../../ui/facts";
import { useFormat } from "../../../ui/use-format";
import type { LockPlan } from "../api/earn";
import { ratePercent } from "../model/figures";
import styles from "./earn.module.css";

/**
 * A plan's terms: the lock-up period, the single-order limits, what is left of the quota and the
 * early redemption penalty (the daily yield is the card's headline); `full` spells the limits out.
 */
export function PlanTerms({ plan, full = false }: { plan: LockPlan; full?: boolean }) {
  const { t } = useEarnTranslation();
  const f = useFormat();
  const coin = plan.currency_name;
  const limits: [string, string][] = full
    ? [
        [t("term.minimum"), `${f.exact(plan.min_amount)} ${coin}`],
        [t("term.maximum"), `${f.exact(plan.max_amount)} ${coin}`],
      ]
    : [[t("term.limits"), `${f.exact(plan.min_amount)} – ${f.exact(plan.max_amount)} ${coin}`]];
  return (
    <Facts
      className={full ? styles.facts : styles.smallFacts}
      items={[
        ...(full
          ? ([[t("term.dailyYield"), ratePercent(plan.daily_rate, f.locale)]] as [string, string][])
          : []),
        [t("term.lockUpPeriod"), t("term.days", { days: plan.days })],
        ...limits,
        [
          t("term.quotaLeft"),
          plan.remaining === null ? t("term.noQuota") : `${f.exact(plan.remaining)} ${coin}`,
        ],
        [t("term.penalty"), ratePercent(plan.penalty_rate, f.locale)],
      ]}
    />
  );
}
