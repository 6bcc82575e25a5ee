import {
  Envelope,
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
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { LockService } from "./lockmining.service.ts";

/** The legacy Lock mining calls (spec §7), mapped in `docs/earn-api.md`. */
export const lockRoutes: FastifyPluginAsyncTypebox<{ lock: LockService }> = async (app, { lock }) => {
  const tags = ["lock mining"];
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };

  app.get(
    "/lh/deposit/config",
    {
      schema: {
        tags,
        summary: "The plans: coin, daily yield rate, days, single-order limits, quota left, penalty rate",
        response: { 200: Envelope(Type.Array(LockPlan)) },
      },
    },
    async (request) => envelope(request, success(await lock.config())),
  );

  app.post(
    "/lh/deposit",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Locks an amount under a plan, from the financial account",
        body: LockBuyBody,
        response: { 200: Envelope(LockBought) },
      },
    },
    async (request) =>
      envelope(request, await lock.buy(userOf(request).id, request.body.config_id, request.body.amount)),
  );

  app.get(
    "/lh/deposit/order",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's orders with the yield paid each day, and what an early redemption returns now",
        querystring: LockOrderQuery,
        response: { 200: Envelope(LockOrderPage) },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope(request, success(await lock.orders(userOf(request).id, q.status, q.page, q.limit)));
    },
  );

  app.post(
    "/lh/deposit/order/cancel",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Redeems an active order early: the principal minus the plan's penalty comes back",
        body: LockCancelBody,
        response: { 200: Envelope(LockRedeemed) },
      },
    },
    async (request) => envelope(request, await lock.redeem(userOf(request).id, request.body.id)),
  );
};
