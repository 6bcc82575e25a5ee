import { type Static, Type } from "typebox";
import { Decimal, Nullable, OwnedId, PageQuery, PublicRefId, RefId } from "./bounds.ts";

/**
 * Lock mining (spec §7 "Lock mining"): plans that lock an amount from the financial account for a
 * number of days, paying a daily yield at each 00:00 UTC and the principal back at maturity.
 * `docs/earn-api.md` maps every call.
 */

/** `POST /lh/deposit`: locks `amount` under plan `config_id`. */
export const LockBuyBody = Type.Object({
  config_id: PublicRefId("lock-plan"),
  amount: Decimal(
    "lock_orders.amount",
    "the amount to lock, in the plan's coin, within its single-order limits",
  ),
});

/** `POST /lh/deposit/order/cancel`: redeems an active order early, minus the plan's penalty. */
export const LockCancelBody = Type.Object({ id: OwnedId("lock-order") });

/** `GET /lh/deposit/order`: one's orders, newest first. */
export const LockOrderQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal("active"), Type.Literal("ended")])),
  ...PageQuery,
});

/** `POST /admin/lock/plans[/:id]`: a plan's terms (the console). */
export const LockPlanBody = Type.Object({
  currency_id: RefId,
  daily_rate: Type.String({
    maxLength: 12,
    description: "the daily yield rate, 0 < rate < 1, e.g. 0.001 (0.1 %)",
  }),
  days: Type.Integer({ minimum: 1, maximum: 3650 }),
  min_amount: Decimal("lock_plans.min_amount", "the least one order locks"),
  max_amount: Decimal("lock_plans.max_amount", "the most one order locks"),
  quota: Decimal("lock_plans.quota", "the most all open orders lock together; 0: no limit"),
  penalty_rate: Type.String({ maxLength: 6, description: "early-redemption penalty rate, 0 to 1" }),
  enabled: Type.Boolean({ description: "false: the plan takes no new orders" }),
});

const Amount = (description?: string) =>
  Type.String({ description: `decimal text${description ? `: ${description}` : ""}` });
const Day = (description: string) => Type.String({ description: `${description}, UTC "YYYY-MM-DD"` });
const Time = (description: string) => Type.String({ description: `${description}, ISO 8601 UTC` });

/** A plan's terms, as both the app and the console read them. */
const lockPlanFields = {
  id: Type.Integer(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  daily_rate: Amount('the yield a day, as a fraction of the amount ("0.001" = 0.1 %)'),
  days: Type.Integer(),
  min_amount: Amount("the least one order locks"),
  max_amount: Amount("the most one order locks"),
  quota: Amount('what all the plan\'s orders may lock together ("0": no limit)'),
  penalty_rate: Amount("the share of the amount an early redemption costs"),
};

/** `GET /lh/deposit/config`: a plan open to orders, with what is left of its quota. */
export const LockPlan = Type.Object({
  ...lockPlanFields,
  decimals: Type.Integer({ description: "the coin's decimals: amounts have at most these" }),
  remaining: Nullable(Amount("what is left of the quota; null: no quota")),
  daily_yield_per_1: Amount("what one whole coin earns a day (rounded down to the coin's unit)"),
});
export type LockPlan = Static<typeof LockPlan>;

/** `POST /lh/deposit`'s answer: the order and the UTC day its principal comes back. */
export const LockBought = Type.Object({ id: Type.Integer(), maturity: Day("maturity") });
export type LockBought = Static<typeof LockBought>;

/** An order's states (`lock_orders.status`). */
export const LockOrderStatus = Type.Union([
  Type.Literal("active"),
  Type.Literal("matured"),
  Type.Literal("redeemed"),
]);

/** What an early redemption of an active order returns now. */
export const LockEarlyRedemption = Type.Object({ penalty: Amount(), returned: Amount() });
export type LockEarlyRedemption = Static<typeof LockEarlyRedemption>;

/** `GET /lh/deposit/order`: one of one's orders, with the plan's terms as they were when it was made. */
export const LockOrder = Type.Object({
  id: Type.Integer(),
  plan_id: Type.Integer(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  amount: Amount(),
  daily_rate: Amount(),
  days: Type.Integer(),
  penalty_rate: Amount(),
  start_day: Day("the day it started (day 1)"),
  maturity: Day("the day the last yield and the principal come back"),
  status: LockOrderStatus,
  yield_paid: Amount(),
  days_paid: Type.Integer(),
  penalty: Nullable(Amount("the penalty an early redemption took")),
  created_at: Time("made"),
  ended_at: Nullable(Time("matured or redeemed")),
  yields: Type.Array(Type.Object({ day: Day("the payout day"), amount: Amount() }), {
    description: "each day's yield paid, oldest first",
  }),
  daily_yield: Nullable(Amount("active orders only: what a day pays")),
  early_redemption: Nullable(LockEarlyRedemption),
});
export type LockOrder = Static<typeof LockOrder>;

/** `GET /lh/deposit/order`: a page of one's orders, newest first. */
export const LockOrderPage = Type.Object({ page: Type.Integer(), data: Type.Array(LockOrder) });
export type LockOrderPage = Static<typeof LockOrderPage>;

/** `POST /lh/deposit/order/cancel`'s answer: the order ended, its penalty and what came back. */
export const LockRedeemed = Type.Object({
  id: Type.Integer(),
  status: Type.String({ description: '"redeemed" (early); "matured" at maturity' }),
  penalty: Amount(),
  returned: Amount(),
});
export type LockRedeemed = Static<typeof LockRedeemed>;

/** `GET /admin/lock/plans`: every plan, open or closed, with what its active orders lock. */
export const LockAdminPlan = Type.Object({
  ...lockPlanFields,
  locked: Amount("what the plan's active orders lock now"),
  enabled: Type.Boolean(),
});
export type LockAdminPlan = Static<typeof LockAdminPlan>;

/** `GET /admin/lock/orders`: an order with its user. */
export const LockAdminOrder = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  email: Nullable(Type.String()),
  plan_id: Type.Integer(),
  currency_name: Type.String(),
  amount: Amount(),
  days: Type.Integer(),
  status: LockOrderStatus,
  days_paid: Type.Integer(),
  yield_paid: Amount(),
  penalty: Nullable(Amount()),
  start_day: Day("the day it started (day 1)"),
  maturity: Day("maturity"),
});
export type LockAdminOrder = Static<typeof LockAdminOrder>;
