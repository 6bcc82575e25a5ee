import { Type } from "typebox";
import { Decimal, OwnedId, PageQuery, PublicRefId, RefId } from "./bounds.ts";

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
