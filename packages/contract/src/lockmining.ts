import { Type } from "typebox";
import { Decimal, Id, PageQuery } from "./bounds.ts";

/**
 * Lock mining (spec §7 "Lock mining"): plans that lock an amount from the financial account for a
 * number of days, paying a daily yield at each 00:00 UTC and the principal back at maturity.
 * `docs/earn-api.md` maps every call.
 */

/** `POST /lh/deposit`: locks `amount` under plan `config_id`. */
export const LockBuyBody = Type.Object({
  config_id: Id,
  amount: Decimal("the amount to lock, in the plan's coin, within its single-order limits"),
});

/** `POST /lh/deposit/order/cancel`: redeems an active order early, minus the plan's penalty. */
export const LockCancelBody = Type.Object({ id: Id });

/** `GET /lh/deposit/order`: one's orders, newest first. */
export const LockOrderQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal("active"), Type.Literal("ended")])),
  ...PageQuery,
});
