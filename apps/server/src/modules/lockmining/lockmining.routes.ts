import {
  LockBought,
  LockBuyBody,
  LockCancelBody,
  LockOrderPage,
  LockOrderQuery,
  LockPlan,
  LockRedeemed,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { LockService } from "./lockmining.service.ts";

/** The legacy Lock mining calls (spec §7), mapped in `docs/earn-api.md`. */
export const lockRoutes: FastifyPluginAsyncTypebox<{ lock: LockService }> = async (app, { lock }) => {
  const route = routeKit(app, ["lock mining"]);

  route.get(
    "/lh/deposit/config",
    {
      summary: "The plans: coin, daily yield rate, days, single-order limits, quota left, penalty rate",
      caller: "public",
      answer: Type.Array(LockPlan),
    },
    async () => success(await lock.config()),
  );

  route.post(
    "/lh/deposit",
    {
      summary: "Locks an amount under a plan, from the financial account",
      caller: "user",
      limits: ["product"],
      body: LockBuyBody,
      answer: LockBought,
    },
    ({ user, body }) => lock.buy(user.id, body.config_id, body.amount),
  );

  route.get(
    "/lh/deposit/order",
    {
      summary: "One's orders with the yield paid each day, and what an early redemption returns now",
      caller: "user",
      query: LockOrderQuery,
      answer: LockOrderPage,
    },
    async ({ user, query }) => success(await lock.orders(user.id, query.status, query.page, query.limit)),
  );

  route.post(
    "/lh/deposit/order/cancel",
    {
      summary: "Redeems an active order early: the principal minus the plan's penalty comes back",
      caller: "user",
      body: LockCancelBody,
      answer: LockRedeemed,
    },
    ({ user, body }) => lock.redeem(user.id, body.id),
  );
};
