import { useLeverTranslation } from "../../../i18n/lever";
import { useFormat } from "../../../ui/use-format";
import type { DraftProblem } from "../model/draft";
import type { StopProblem } from "../model/stops";

const stopKeys = {
  take_profit: {
    invalid: "form.takeProfitInvalid",
    above: "form.takeProfitAbove",
    below: "form.takeProfitBelow",
  },
  stop_loss: {
    invalid: "form.stopLossInvalid",
    above: "form.stopLossAbove",
    below: "form.stopLossBelow",
  },
} as const;

/**
 * Words a form problem; `reference` is the price a stop was checked against, written with the market's
 * price precision (`priceDecimals`, when known).
 */
export function useProblemText(priceDecimals?: number) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const stopText = (p: StopProblem, reference: string | null) =>
    t(stopKeys[p.kind][p.problem], { price: f.price(reference, priceDecimals) });
  const draftText = (p: DraftProblem, reference: string | null) => {
    switch (p.key) {
      case "form.lotsInvalid":
        return t(p.key, { decimals: p.decimals });
      case "form.lotsRange":
        return t(p.key, { min: p.min, max: p.max });
      case "form.stopProblem":
        return stopText(p, reference);
      default:
        return t(p.key);
    }
  };
  return { draftText, stopText };
}
