import { useSecondsTranslation } from "../../../i18n/seconds";
import { compare, decimalInput } from "../../../ui/decimal";
import { truncateDecimal } from "../../../ui/format";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import type { StakeCurrency } from "../api/get-payable-currencies";
import type { Duration } from "../api/get-seconds";
import trade from "./trade.module.css";

interface StakeFieldProps {
  currencies: readonly StakeCurrency[];
  currency: StakeCurrency | undefined;
  onCurrency: (id: number) => void;
  duration: Duration | undefined;
  stake: string;
  onStake: (stake: string) => void;
}

/** The stake: the currency (when more than one is payable), preset amounts, a free amount, the limits. */
export function StakeField({ currencies, currency, onCurrency, duration, stake, onStake }: StakeFieldProps) {
  const { t } = useSecondsTranslation();
  const coin = currency?.name ?? "";
  const f = useFormat();
  const scale = useCurrencyScale()(currency?.id);
  return (
    <>
      <div className={trade.label}>
        <label htmlFor="seconds-stake">{t("stake.title", { coin })}</label>
        {duration ? (
          <span className={trade.hint} data-testid="stake-limits">
            {t("stake.limits", {
              min: f.amount(duration.min_num, scale),
              max: f.amount(duration.max_num, scale),
              coin,
            })}
          </span>
        ) : null}
      </div>
      {currencies.length > 1 ? (
        <fieldset className={`${trade.chips} ${trade.currencies}`} aria-label={t("stake.currency")}>
          {currencies.map((c) => (
            <button
              key={c.id}
              type="button"
              className={trade.chip}
              aria-pressed={c.id === currency?.id}
              onClick={() => onCurrency(c.id)}
              data-testid={`stake-currency-${c.name}`}
            >
              {c.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      {currency && currency.micro_numbers.length > 0 ? (
        <div className={trade.chips}>
          {currency.micro_numbers.map(({ number }) => (
            <button
              key={number}
              type="button"
              className={trade.chip}
              aria-pressed={compare(stake || "x", number) === 0}
              onClick={() => onStake(truncateDecimal(number, scale))}
              data-testid={`stake-preset-${truncateDecimal(number, 8)}`}
            >
              {f.amount(number, scale)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={trade.input}>
        <input
          id="seconds-stake"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t("stake.placeholder")}
          value={stake}
          onChange={(event) => onStake(decimalInput(event.target.value))}
        />
        <span className={trade.unit}>{coin}</span>
      </div>
    </>
  );
}
