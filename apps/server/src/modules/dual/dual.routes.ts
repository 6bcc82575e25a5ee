import {
  DualBought,
  DualBuyBody,
  DualDetail,
  DualDetailQuery,
  DualIndex,
  DualIndexQuery,
  DualListBody,
  DualOrderPage,
  DualProof,
  DualProofParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { DualService } from "./dual.service.ts";

/** The legacy Invest calls (spec §7) and the public proof of a settlement, mapped in `docs/earn-api.md`. */
export const dualRoutes: FastifyPluginAsyncTypebox<{ dual: DualService }> = async (app, { dual }) => {
  const route = routeKit(app, ["dual investment"]);

  route.get(
    "/dual/index",
    {
      summary: "The products open to purchase by pair and type, with the index price",
      caller: "public",
      query: DualIndexQuery,
      answer: DualIndex,
    },
    async ({ query }) => success(await dual.index(query.currency_id, query.type)),
  );

  route.get(
    "/dual/detail",
    {
      summary: "One product, with what a share pays in each case",
      caller: "public",
      query: DualDetailQuery,
      answer: DualDetail,
    },
    ({ query }) => dual.detail(query.id),
  );

  route.post(
    "/dual/buyDual",
    {
      summary: "Buys whole shares of a product from the financial account, held until maturity",
      caller: "user",
      limits: ["product"],
      body: DualBuyBody,
      answer: DualBought,
    },
    ({ user, body }) => dual.buy(user.id, body.id, body.num),
  );

  route.post(
    "/dual/dual_list",
    {
      summary: "One's orders, newest first, each settled one with the tick it used",
      caller: "user",
      body: DualListBody,
      answer: DualOrderPage,
    },
    async ({ user, body }) => success(await dual.list(user.id, body.status, body.page, body.limit)),
  );

  route.get(
    "/dual/:id/proof",
    {
      summary:
        "An order's settlement, by its public id: terms, maturity, the tick used and the one before, the rule",
      caller: "public",
      params: DualProofParams,
      answer: DualProof,
    },
    ({ params }) => dual.proof(params.id),
  );
};
