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
  Envelope,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { DualService } from "./dual.service.ts";

/** The legacy Invest calls (spec §7) and the public proof of a settlement, mapped in `docs/earn-api.md`. */
export const dualRoutes: FastifyPluginAsyncTypebox<{ dual: DualService }> = async (app, { dual }) => {
  const tags = ["dual investment"];
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };

  app.get(
    "/dual/index",
    {
      schema: {
        tags,
        summary: "The products open to purchase by pair and type, with the index price",
        querystring: DualIndexQuery,
        response: { 200: Envelope(DualIndex) },
      },
    },
    async (request) =>
      envelope(request, success(await dual.index(request.query.currency_id, request.query.type))),
  );

  app.get(
    "/dual/detail",
    {
      schema: {
        tags,
        summary: "One product, with what a share pays in each case",
        querystring: DualDetailQuery,
        response: { 200: Envelope(DualDetail) },
      },
    },
    async (request) => envelope(request, await dual.detail(request.query.id)),
  );

  app.post(
    "/dual/buyDual",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Buys whole shares of a product from the financial account, held until maturity",
        body: DualBuyBody,
        response: { 200: Envelope(DualBought) },
      },
    },
    async (request) =>
      envelope(request, await dual.buy(userOf(request).id, request.body.id, request.body.num)),
  );

  app.post(
    "/dual/dual_list",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's orders, newest first, each settled one with the tick it used",
        body: DualListBody,
        response: { 200: Envelope(DualOrderPage) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(request, success(await dual.list(userOf(request).id, b.status, b.page, b.limit)));
    },
  );

  app.get(
    "/dual/:id/proof",
    {
      schema: {
        tags,
        summary:
          "An order's settlement, by its public id: terms, maturity, the tick used and the one before, the rule",
        params: DualProofParams,
        response: { 200: Envelope(DualProof) },
      },
    },
    async (request) => envelope(request, await dual.proof(request.params.id)),
  );
};
