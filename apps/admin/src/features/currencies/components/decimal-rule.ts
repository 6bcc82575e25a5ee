import type { FormRule } from "antd";
import { t } from "../../../i18n";
import { decimalProblem } from "../../../ui/decimal";

/** A form rule for a configured amount: a plain non-negative decimal with at most `decimals` places. */
export function decimalRule(decimals: number): FormRule {
  return {
    validator: async (_, value: string | undefined) => {
      const problem = decimalProblem(value ?? "", decimals);
      if (problem === "format") throw new Error(t("decimal.format"));
      if (problem === "precision") throw new Error(t("decimal.precision", { decimals }));
      if (problem === "size") throw new Error(t("decimal.size"));
    },
  };
}
