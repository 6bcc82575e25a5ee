import { type LtvStep, type LtvSteps, parseRate, type Rate } from "@bourse/engine";
import { decimalToUnits } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";

export type LoanState = "review" | "rejected" | "active" | "repaying" | "repaid" | "liquidated";

export interface LiveConfig {
  id: number;
  currencyId: number;
  scale: number;
  cycleDays: number;
  dailyRateText: string;
  overdueRateText: string;
  min: bigint;
  max: bigint;
  assetLimitText: string;
  assetLimit: Rate;
  autoApproveBelow: bigint;
  confirmRepay: boolean;
  enabled: boolean;
}

export interface LiveCollateral {
  currencyId: number;
  scale: number;
  marketId: number;
  initialLtvText: string;
  initialLtv: Rate;
  stepsText: { marginCall: string; topUp: string; liquidate: string };
  steps: LtvSteps;
  enabled: boolean;
}

/** A loan under review, active or being repaid (ended ones live in the table only). */
export interface LiveLoan {
  id: number;
  userId: number;
  configId: number;
  currencyId: number;
  scale: number;
  amount: bigint;
  dailyRate: Rate;
  overdueRate: Rate;
  cycleDays: number;
  collateralCurrencyId: number;
  collateralScale: number;
  marketId: number;
  collateral: bigint;
  collateralHold: string;
  steps: LtvSteps;
  state: LoanState;
  step: LtvStep;
  startDay: string | null;
  dueDay: string | null;
  interest: bigint;
  /** the last day whose interest was charged, or null */
  interestThrough: string | null;
  repayHold: string | null;
}

export interface LoanStore {
  configs: Map<number, LiveConfig>;
  collaterals: Map<number, LiveCollateral>;
  loans: Map<number, LiveLoan>;
  ids: { loan: number; config: number };
}

export const rate = (text: string): Rate => parseRate(text) ?? { num: 0n, den: 1n };

/** Reads the terms and the loans not ended (at start, and when the core rebuilds its memory). */
export async function loadLoans(q: Queryable): Promise<LoanStore> {
  const configs = await q.query<{
    id: number;
    currency_id: number;
    decimals: number;
    cycle_days: number;
    daily_rate: string;
    overdue_rate: string;
    min_amount: string;
    max_amount: string;
    asset_limit: string;
    auto_approve_below: string;
    confirm_repay: boolean;
    enabled: boolean;
  }>(
    `SELECT l.id, l.currency_id, c.decimals, l.cycle_days, trim_scale(l.daily_rate)::text AS daily_rate,
       trim_scale(l.overdue_rate)::text AS overdue_rate, l.min_amount::text AS min_amount, l.max_amount::text AS max_amount,
       trim_scale(l.asset_limit)::text AS asset_limit, l.auto_approve_below::text AS auto_approve_below, l.confirm_repay,
       l.enabled
     FROM loan_configs l JOIN currencies c ON c.id = l.currency_id`,
  );
  const collaterals = await q.query<{
    currency_id: number;
    decimals: number;
    market_id: number;
    initial_ltv: string;
    margin_call: string;
    top_up: string;
    liquidate: string;
    enabled: boolean;
  }>(
    `SELECT k.currency_id, c.decimals, k.market_id, trim_scale(k.initial_ltv)::text AS initial_ltv,
       trim_scale(k.margin_call)::text AS margin_call, trim_scale(k.top_up)::text AS top_up,
       trim_scale(k.liquidate)::text AS liquidate, k.enabled
     FROM loan_collaterals k JOIN currencies c ON c.id = k.currency_id`,
  );
  const loans = await q.query<{
    id: string;
    user_id: string;
    config_id: number;
    currency_id: number;
    scale: number;
    amount: string;
    daily_rate: string;
    overdue_rate: string;
    cycle_days: number;
    collateral_currency_id: number;
    collateral_scale: number;
    market_id: number;
    collateral: string;
    collateral_hold: string;
    margin_call: string;
    top_up: string;
    liquidate: string;
    state: LoanState;
    step: LtvStep;
    start_day: string | null;
    due_day: string | null;
    interest: string;
    interest_through: string | null;
    repay_hold: string | null;
  }>(
    `SELECT l.id::text, l.user_id::text, l.config_id, l.currency_id, c.decimals AS scale, l.amount::text AS amount,
       trim_scale(l.daily_rate)::text AS daily_rate, trim_scale(l.overdue_rate)::text AS overdue_rate, l.cycle_days,
       l.collateral_currency_id, k.decimals AS collateral_scale, l.market_id, l.collateral::text AS collateral,
       l.collateral_hold, trim_scale(l.margin_call)::text AS margin_call, trim_scale(l.top_up)::text AS top_up,
       trim_scale(l.liquidate)::text AS liquidate, l.state, l.step, to_char(l.start_day, 'YYYY-MM-DD') AS start_day,
       to_char(l.due_day, 'YYYY-MM-DD') AS due_day, l.interest::text AS interest,
       (SELECT to_char(max(i.day), 'YYYY-MM-DD') FROM loan_interest i WHERE i.loan_id = l.id) AS interest_through,
       l.repay_hold
     FROM loans l JOIN currencies c ON c.id = l.currency_id JOIN currencies k ON k.id = l.collateral_currency_id
     WHERE l.state IN ('review', 'active', 'repaying')`,
  );
  const [max] = await q.query<{ loan: string; config: number | null }>(
    "SELECT coalesce((SELECT max(id) FROM loans), 0)::text AS loan, (SELECT max(id) FROM loan_configs) AS config",
  );
  return {
    configs: new Map(
      configs.map((c) => [
        c.id,
        {
          id: c.id,
          currencyId: c.currency_id,
          scale: c.decimals,
          cycleDays: c.cycle_days,
          dailyRateText: c.daily_rate,
          overdueRateText: c.overdue_rate,
          min: decimalToUnits(c.min_amount, c.decimals),
          max: decimalToUnits(c.max_amount, c.decimals),
          assetLimitText: c.asset_limit,
          assetLimit: rate(c.asset_limit),
          autoApproveBelow: decimalToUnits(c.auto_approve_below, c.decimals),
          confirmRepay: c.confirm_repay,
          enabled: c.enabled,
        },
      ]),
    ),
    collaterals: new Map(
      collaterals.map((k) => [
        k.currency_id,
        {
          currencyId: k.currency_id,
          scale: k.decimals,
          marketId: k.market_id,
          initialLtvText: k.initial_ltv,
          initialLtv: rate(k.initial_ltv),
          stepsText: { marginCall: k.margin_call, topUp: k.top_up, liquidate: k.liquidate },
          steps: { marginCall: rate(k.margin_call), topUp: rate(k.top_up), liquidate: rate(k.liquidate) },
          enabled: k.enabled,
        },
      ]),
    ),
    loans: new Map(
      loans.map((l) => [
        Number(l.id),
        {
          id: Number(l.id),
          userId: Number(l.user_id),
          configId: l.config_id,
          currencyId: l.currency_id,
          scale: l.scale,
          amount: decimalToUnits(l.amount, l.scale),
          dailyRate: rate(l.daily_rate),
          overdueRate: rate(l.overdue_rate),
          cycleDays: l.cycle_days,
          collateralCurrencyId: l.collateral_currency_id,
          collateralScale: l.collateral_scale,
          marketId: l.market_id,
          collateral: decimalToUnits(l.collateral, l.collateral_scale),
          collateralHold: l.collateral_hold,
          steps: { marginCall: rate(l.margin_call), topUp: rate(l.top_up), liquidate: rate(l.liquidate) },
          state: l.state,
          step: l.step,
          startDay: l.start_day,
          dueDay: l.due_day,
          interest: decimalToUnits(l.interest, l.scale),
          interestThrough: l.interest_through,
          repayHold: l.repay_hold,
        },
      ]),
    ),
    ids: { loan: Number(max?.loan ?? 0), config: max?.config ?? 0 },
  };
}
