import type { FormRule } from "antd";
import { type MessageKey, t } from "../../../i18n";
import { PERCENT_LIMIT, RATE_LIMIT, type TermsProblem } from "../terms-rules";

const problemTexts: Record<TermsProblem, MessageKey> = {
  format: "decimal.format",
  precision: "decimal.precision",
  size: "decimal.size",
  positive: "contracts.rule.positive",
  rateRange: "contracts.rule.rateRange",
  percentRange: "contracts.rule.percentRange",
  minAboveMax: "contracts.rule.minAboveMax",
  multiples: "contracts.rule.multiples",
  presets: "contracts.rule.presets",
  seconds: "contracts.rule.seconds",
};

/** The operator's words for a problem; `decimals` fills in the places allowed. */
export function problemText(problem: TermsProblem, decimals: number): string {
  return t(problemTexts[problem], {
    decimals,
    limit: problem === "percentRange" ? PERCENT_LIMIT : RATE_LIMIT,
  });
}

/** A form rule from a check of the field's text (or number) and the places allowed in messages. */
export function checkRule<V>(check: (value: V) => TermsProblem | null, decimals = 0): FormRule {
  return {
    validator: async (_, value: V) => {
      const problem = check(value);
      if (problem) throw new Error(problemText(problem, decimals));
    },
  };
}

/** A max. field's rule: at least the value of the `minField` beside it. */
export function atLeastRule(
  minField: string,
  check: (min: string, max: string) => TermsProblem | null,
): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_, value: string | undefined) => {
      const min = getFieldValue(minField);
      const problem = check(typeof min === "string" ? min : "", value ?? "");
      if (problem) throw new Error(problemText(problem, 0));
    },
  });
}
