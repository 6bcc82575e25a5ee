import { useEarnTranslation } from "../../../i18n/earn";
import { Facts } from "../../../ui/facts";
import { HeadlineLabel } from "../../../ui/headline-figure";
import lineStyles from "../../../ui/line.module.css";
import { NO_VALUE } from "../../../ui/quote";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import type { LoanCollateral, LoanOffer } from "../api/loan";
import { groupedPrice } from "../model/dual";
import { ratePercent } from "../model/figures";
import { isLoanState, isLtvStep, type LtvStep, ltvWidth, ratePosition } from "../model/loan";
import earn from "./earn.module.css";
import ieo from "./ieo.module.css";
import { ItemHead } from "./item-head";
import styles from "./loan.module.css";
import { BarTrack } from "./progress-bar";
import { RateFigure } from "./rate-figure";

/** A figure of a fact list under its test id; "--" while unknown. */
export const figure = (testId: string, value: string | null | undefined) => (
  <span key={testId} data-testid={testId}>
    {value ?? NO_VALUE}
  </span>
);

/** A loan's state as a chip: under review, active, repaying, repaid, rejected, liquidated. */
export function LoanStateChip({ state }: { state: string }) {
  const { t } = useEarnTranslation();
  return (
    <span className={ieo.state} data-status={state} data-testid="loan-item-state">
      {isLoanState(state) ? t(`loan.state.${state}`) : state}
    </span>
  );
}

/** A collateral coin's LTV steps, as the server sends them (rates). */
export interface LtvStepRates {
  margin_call: string;
  top_up: string;
  liquidate: string;
}

/**
 * An LTV: the percent (`<testId>`) and the step it is at (`<testId>-step`: ok, margin call, top up,
 * liquidation), a bar coloured by the step with a mark at each step, and the steps in words.
 */
export function LtvMeter({
  value,
  steps,
  label,
  testId,
}: {
  /** the percent ("61.53"; null: no price, or nothing to value) and its step */
  value: { ltv: string | null; step: string | null };
  steps: LtvStepRates;
  label: string;
  testId: string;
}) {
  const { t } = useEarnTranslation();
  const f = useFormat();
  const step: LtvStep | undefined = isLtvStep(value.step) ? value.step : undefined;
  const rates = [steps.margin_call, steps.top_up, steps.liquidate];
  return (
    <div className={styles.ltv} data-step={step}>
      <div className={styles.ltvHead}>
        <span>
          {label}
          <strong data-testid={testId} data-ltv={value.ltv ?? undefined}>
            {value.ltv === null ? NO_VALUE : `${f.exact(value.ltv)}%`}
          </strong>
        </span>
        {step ? (
          <span className={styles.stepChip} data-step={step} data-testid={`${testId}-step`}>
            {t(`loan.step.${step}`)}
          </span>
        ) : null}
      </div>
      <BarTrack width={ltvWidth(value.ltv)} label={label} className={styles.track}>
        {rates.map((at) => (
          <i key={at} style={{ left: `${ratePosition(at)}%` }} />
        ))}
      </BarTrack>
      <div className={styles.legend}>
        {t("loan.steps")}: {rates.map((r) => ratePercent(r, f.locale)).join(" / ")}
      </div>
    </div>
  );
}

/** An offer's collateral coins: each with its index price, initial LTV and steps. */
export function CollateralTable({ collaterals, coin }: { collaterals: LoanCollateral[]; coin: string }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  return (
    <table className={styles.coins}>
      <thead>
        <tr>
          <th scope="col">{t("loan.collateral")}</th>
          <th scope="col">
            {t("loan.indexPrice")} ({coin})
          </th>
          <th scope="col">{t("loan.initialLtv")}</th>
          <th scope="col">{t("loan.steps")}</th>
        </tr>
      </thead>
      <tbody>
        {collaterals.map((c) => (
          <tr key={c.currency_id} data-testid="loan-offer-collateral" data-currency={c.currency_name}>
            <td>{c.currency_name}</td>
            <td>{c.index_price === null ? t("loan.noPrice") : groupedPrice(c.index_price, locale)}</td>
            <td>{ratePercent(c.initial_ltv, locale)}</td>
            <td>{[c.margin_call, c.top_up, c.liquidate].map((r) => ratePercent(r, locale)).join(" / ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * An offer's headline, in the list and on its apply screen: the coin and the cycle, the daily
 * interest beside the annual rate, the limits per loan and the asset limit, and its collateral coins.
 */
export function OfferSummary({ offer }: { offer: LoanOffer }) {
  const { t } = useEarnTranslation();
  const f = useFormat();
  const coin = offer.currency_name;
  return (
    <>
      <ItemHead name={coin} tag={t("loan.days", { days: offer.cycle_days })} />
      <div className={earn.headline}>
        <RateFigure
          label={t("loan.dailyRate")}
          value={ratePercent(offer.daily_rate, f.locale)}
          testId="loan-offer-rate"
        />
        <div className={lineStyles.end}>
          <HeadlineLabel>{t("loan.yearlyRate")}</HeadlineLabel>
          <strong data-testid="loan-offer-yearly">{ratePercent(offer.yearInterest, f.locale)}</strong>
        </div>
      </div>
      <Facts
        className={earn.smallFacts}
        items={[
          [t("loan.limits"), `${f.exact(offer.min_amount)} – ${f.exact(offer.max_amount)} ${coin}`],
          [
            t("loan.assetLimit"),
            t("loan.assetLimitValue", { rate: ratePercent(offer.asset_limit, f.locale) }),
          ],
        ]}
      />
      <CollateralTable collaterals={offer.collaterals} coin={coin} />
    </>
  );
}
