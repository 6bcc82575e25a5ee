import { fromUnits, toPlainString } from "@bourse/money";
import { type LtvSteps, liquidate, ltv, ltvStep } from "../earn/loan.ts";
import { parseRate, type Rate } from "../lever/math.ts";
import { decimals, fail, int, type OutcomeRule, type Recomputed, record, tick, units } from "./inputs.ts";

/**
 * Collateral loans' outcomes in the one proof format.
 *
 * `loan.liquidate`, rule `loan-liquidation` v1 ({@link ltv}, {@link ltvStep}, {@link liquidate}):
 *   inputs  { loan_scale (the loan coin's decimals), collateral_scale, principal, interest (owed when it
 *             was liquidated), collateral (held), steps: { margin_call, top_up, liquidate } (the loan's LTV
 *             steps, rates as "0.92"), liquidation_tick, ticks: { [id]: { price, time } } }
 *   result  { step (the LTV step at the tick's price: "liquidate" for a liquidation to stand), sold,
 *             returned (collateral), proceeds, shortfall (debt the sale did not cover), surplus (paid back
 *             in the loan coin) }
 *   The tick's price is read in loan-coin units, digits beyond the loan coin's decimals cut, as the loan
 *   watch does; debt = principal + interest.
 */

function rate(o: Record<string, unknown>, name: string): Rate {
  const v = o[name];
  const r = typeof v === "string" ? parseRate(v) : undefined;
  return r && r.num > 0n && r.num <= r.den ? r : fail(`${name} ${JSON.stringify(v)} is not a rate in (0, 1]`);
}

function loanLiquidation(inputs: Record<string, unknown>): Recomputed {
  const loanScale = int(inputs, "loan_scale", 0, 36);
  const collateralScale = int(inputs, "collateral_scale", 0, 36);
  const principal = units(inputs, "principal", loanScale, 1n);
  const interest = units(inputs, "interest", loanScale, 0n);
  const collateral = units(inputs, "collateral", collateralScale, 1n);
  const s = record(inputs.steps, "steps");
  const steps: LtvSteps = {
    marginCall: rate(s, "margin_call"),
    topUp: rate(s, "top_up"),
    liquidate: rate(s, "liquidate"),
  };
  const cmp = (a: Rate, b: Rate) => a.num * b.den - b.num * a.den;
  if (cmp(steps.marginCall, steps.topUp) >= 0 || cmp(steps.topUp, steps.liquidate) >= 0)
    fail("steps must be increasing: margin_call < top_up < liquidate");
  const t = tick(inputs, "liquidation_tick");
  // the tick's price in loan-coin units, digits past the loan coin's decimals cut
  const [whole = "0", fraction = ""] = t.price.split(".");
  const cut = decimals(t.price) > loanScale ? `${whole}.${fraction.slice(0, loanScale)}` : t.price;
  const price = units({ price: cut.replace(/\.$/, "") }, "price", loanScale, 1n);

  const debt = principal + interest;
  const step = ltvStep(ltv(debt, collateral, price, collateralScale), steps);
  const r = liquidate(debt, collateral, price, collateralScale);
  const loanCoin = (u: bigint) => toPlainString(fromUnits(u, loanScale));
  const collateralCoin = (u: bigint) => toPlainString(fromUnits(u, collateralScale));
  return {
    result: {
      step,
      sold: collateralCoin(r.sold),
      returned: collateralCoin(r.returned),
      proceeds: loanCoin(r.proceeds),
      shortfall: loanCoin(r.shortfall),
      surplus: loanCoin(r.surplus),
    },
  };
}

export const LOAN_RULES: Record<string, OutcomeRule> = {
  "loan.liquidate": { name: "loan-liquidation", version: 1, recompute: loanLiquidation },
};
