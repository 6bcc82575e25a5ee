import Button from "antd-mobile/es/components/button";
import { useNavigate } from "react-router-dom";
import { withPlan } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import lineStyles from "../../../ui/line.module.css";
import { useFormat } from "../../../ui/use-format";
import type { LockPlan } from "../api/earn";
import { ratePercent } from "../model/figures";
import styles from "./earn.module.css";
import { ItemHead } from "./item-head";
import { PlanTerms } from "./plan-terms";
import { RateFigure } from "./rate-figure";

/** One plan open to orders: the coin, the daily yield, its terms, and "Lock" (the buy screen). */
export function PlanCard({ plan }: { plan: LockPlan }) {
  const { t } = useEarnTranslation();
  const navigate = useNavigate();
  const f = useFormat();
  return (
    <li className={lineStyles.item} data-testid="earn-plan" data-id={plan.id} data-days={plan.days}>
      <ItemHead name={plan.currency_name} tag={t("term.days", { days: plan.days })} />
      <div className={styles.headline}>
        <RateFigure
          label={t("term.dailyYield")}
          value={ratePercent(plan.daily_rate, f.locale)}
          testId="earn-plan-rate"
        />
        <Button
          size="small"
          color="primary"
          onClick={() => navigate(withPlan(plan.id))}
          data-testid="earn-plan-lock"
        >
          {t("plans.lock")}
        </Button>
      </div>
      <PlanTerms plan={plan} />
    </li>
  );
}
