import { useState } from "react";
import { useEarnTranslation } from "../../../i18n/earn";
import { decimalInput } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import lineStyles from "../../../ui/line.module.css";
import { AmountField } from "../../../ui/order-form";
import { NO_VALUE } from "../../../ui/quote";
import { useFormat } from "../../../ui/use-format";
import type { LoanCollateral, LoanOffer } from "../api/loan";
import { chosen, leastCollateral, loanQuote } from "../model/loan";
import { ChoiceTabs } from "./choice-tabs";
import earn from "./earn.module.css";
import { figure } from "./loan-parts";

/** The collateral coins of an offer as capsules, each `<testPrefix>-<coin name>`. */
export function CoinChoice({
  collaterals,
  active,
  onChange,
  testPrefix,
}: {
  collaterals: readonly LoanCollateral[];
  active: LoanCollateral | undefined;
  onChange: (key: string) => void;
  testPrefix: string;
}) {
  return (
    <ChoiceTabs
      choices={collaterals.map((c) => ({
        key: String(c.currency_id),
        label: c.currency_name,
        testId: `${testPrefix}-${c.currency_name}`,
      }))}
      active={active ? String(active.currency_id) : null}
      onChange={onChange}
    />
  );
}

/**
 * The loan calculator: an offer (its cycle), an amount and a collateral coin give the interest per day
 * (⌊amount × daily rate⌋), the interest over the cycle (days × that), what to repay on the due day and
 * the least collateral at the coin's index price now, all exact.
 */
export function LoanCalculator({ offers }: { offers: LoanOffer[] }) {
  const { t } = useEarnTranslation();
  const f = useFormat();
  const [offerKey, setOfferKey] = useState<string | null>(null);
  const [coinKey, setCoinKey] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const offer = chosen(offers, offerKey, (o) => o.id);
  if (!offer) return null;
  const coin = chosen(offer.collaterals, coinKey, (c) => c.currency_id);
  const loanCoin = offer.currency_name;
  const quote = loanQuote(amount, offer);
  const least = coin ? leastCollateral(amount, offer, coin) : null;
  return (
    <section className={lineStyles.card} data-testid="loan-calc" data-offer={offer.id}>
      <h3 className={lineStyles.cardTitle}>{t("loan.calc.title")}</h3>
      <ChoiceTabs
        choices={offers.map((o) => ({
          key: String(o.id),
          label: `${t("loan.days", { days: o.cycle_days })} · ${o.currency_name}`,
          testId: `loan-calc-offer-${o.id}`,
        }))}
        active={String(offer.id)}
        onChange={setOfferKey}
      />
      <AmountField
        id="loan_calc_amount"
        label={t("loan.calc.amount", { coin: loanCoin })}
        hint={t("loan.buy.amountHint", {
          min: f.exact(offer.min_amount),
          max: f.exact(offer.max_amount),
          coin: loanCoin,
        })}
        unit={loanCoin}
        form={{ value: amount, edit: (text) => setAmount(decimalInput(text)), error: undefined }}
        placeholder={`${f.exact(offer.min_amount)} – ${f.exact(offer.max_amount)}`}
        testId="loan-calc-amount"
      />
      <CoinChoice
        collaterals={offer.collaterals}
        active={coin}
        onChange={setCoinKey}
        testPrefix="loan-calc-coin"
      />
      <Facts
        className={earn.facts}
        items={[
          [
            t("loan.calc.daily", { coin: loanCoin }),
            figure("loan-calc-interest", quote?.daily && f.exact(quote.daily)),
          ],
          [
            t("loan.calc.total", { days: offer.cycle_days, coin: loanCoin }),
            figure("loan-calc-total", quote?.total && f.exact(quote.total)),
          ],
          [
            t("loan.calc.repay", { coin: loanCoin }),
            figure("loan-calc-repay", quote?.repay && f.exact(quote.repay)),
          ],
          [
            t("loan.calc.collateral", { coin: coin?.currency_name ?? NO_VALUE }),
            figure("loan-calc-collateral", least && f.exact(least)),
          ],
        ]}
      />
      <p className={lineStyles.note}>{t("loan.calc.note")}</p>
    </section>
  );
}
