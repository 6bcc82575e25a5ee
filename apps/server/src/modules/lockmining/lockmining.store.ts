import { parseRate, type Rate } from "@bourse/engine";
import type { Queryable } from "../../db/db.ts";

/** A plan as the writer keeps it: terms in the coin's units, and what its orders lock now. */
export interface LivePlan {
  id: number;
  currencyId: number;
  /** the coin's decimals: amounts are units of 10^-scale */
  scale: number;
  dailyRateText: string;
  dailyRate: Rate;
  days: number;
  min: bigint;
  max: bigint;
  /** 0n: no limit */
  quota: bigint;
  /** what the plan's active orders lock */
  locked: bigint;
  penaltyRateText: string;
  penaltyRate: Rate;
  enabled: boolean;
}

export interface LiveOrder {
  id: number;
  userId: number;
  planId: number;
  currencyId: number;
  scale: number;
  amount: bigint;
  dailyRate: Rate;
  days: number;
  penaltyRate: Rate;
  startDay: string;
  maturity: string;
  holdId: string;
  /** the last day paid (its payout date), or null */
  paidThrough: string | null;
}

export interface LockState {
  plans: Map<number, LivePlan>;
  /** active orders by id */
  orders: Map<number, LiveOrder>;
  ids: { order: number; plan: number };
}

export const rate = (text: string): Rate => parseRate(text) ?? { num: 0n, den: 1n };
/** A numeric column's text in units of 10^-scale (the column holds no finer digits than the coin's). */
export function unitsOf(text: string, scale: number): bigint {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole + fraction.padEnd(scale, "0").slice(0, scale));
}

/** Reads the plans and the active orders (at start, and when the core rebuilds its memory). */
export async function loadLock(q: Queryable): Promise<LockState> {
  const plans = await q.query<{
    id: number;
    currency_id: number;
    decimals: number;
    daily_rate: string;
    days: number;
    min_amount: string;
    max_amount: string;
    quota: string;
    penalty_rate: string;
    enabled: boolean;
    locked: string;
  }>(
    `SELECT p.id, p.currency_id, c.decimals, trim_scale(p.daily_rate)::text AS daily_rate, p.days,
       trim_scale(p.min_amount)::text AS min_amount, trim_scale(p.max_amount)::text AS max_amount,
       trim_scale(p.quota)::text AS quota, trim_scale(p.penalty_rate)::text AS penalty_rate, p.enabled,
       coalesce((SELECT trim_scale(sum(o.amount))::text FROM lock_orders o
         WHERE o.plan_id = p.id AND o.status = 'active'), '0') AS locked
     FROM lock_plans p JOIN currencies c ON c.id = p.currency_id`,
  );
  const orders = await q.query<{
    id: string;
    user_id: string;
    plan_id: number;
    currency_id: number;
    decimals: number;
    amount: string;
    daily_rate: string;
    days: number;
    penalty_rate: string;
    start_day: string;
    maturity: string;
    hold_id: string;
    paid_through: string | null;
  }>(
    `SELECT o.id::text, o.user_id::text, o.plan_id, o.currency_id, c.decimals, trim_scale(o.amount)::text AS amount,
       trim_scale(o.daily_rate)::text AS daily_rate, o.days, trim_scale(o.penalty_rate)::text AS penalty_rate,
       to_char(o.start_day, 'YYYY-MM-DD') AS start_day, to_char(o.maturity, 'YYYY-MM-DD') AS maturity, o.hold_id,
       (SELECT to_char(max(y.day), 'YYYY-MM-DD') FROM lock_yields y WHERE y.order_id = o.id) AS paid_through
     FROM lock_orders o JOIN currencies c ON c.id = o.currency_id WHERE o.status = 'active'`,
  );
  const [max] = await q.query<{ id: string | null; plan: number | null }>(
    "SELECT (SELECT max(id) FROM lock_orders)::text AS id, (SELECT max(id) FROM lock_plans) AS plan",
  );
  return {
    plans: new Map(
      plans.map((p) => [
        p.id,
        {
          id: p.id,
          currencyId: p.currency_id,
          scale: p.decimals,
          dailyRateText: p.daily_rate,
          dailyRate: rate(p.daily_rate),
          days: p.days,
          min: unitsOf(p.min_amount, p.decimals),
          max: unitsOf(p.max_amount, p.decimals),
          quota: unitsOf(p.quota, p.decimals),
          locked: unitsOf(p.locked, p.decimals),
          penaltyRateText: p.penalty_rate,
          penaltyRate: rate(p.penalty_rate),
          enabled: p.enabled,
        },
      ]),
    ),
    orders: new Map(
      orders.map((o) => [
        Number(o.id),
        {
          id: Number(o.id),
          userId: Number(o.user_id),
          planId: o.plan_id,
          currencyId: o.currency_id,
          scale: o.decimals,
          amount: unitsOf(o.amount, o.decimals),
          dailyRate: rate(o.daily_rate),
          days: o.days,
          penaltyRate: rate(o.penalty_rate),
          startDay: o.start_day,
          maturity: o.maturity,
          holdId: o.hold_id,
          paidThrough: o.paid_through,
        },
      ]),
    ),
    ids: { order: Number(max?.id ?? 0), plan: max?.plan ?? 0 },
  };
}
