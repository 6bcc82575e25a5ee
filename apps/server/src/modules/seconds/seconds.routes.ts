import {
  ANYONE,
  PayableCurrenciesResponse,
  SecondsDurationsResponse,
  SecondsIdBody,
  SecondsListQuery,
  SecondsOrderPageResponse,
  SecondsOrderResponse,
  SecondsProofResponse,
  SecondsSubmitBody,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { type SessionUser, tokenOf, userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { SecondsService } from "./seconds.service.ts";

/** The trader's seconds-contract calls (legacy `/microtrade/*`) and the public proof of an order. */
export const secondsRoutes: FastifyPluginAsyncTypebox<{
  seconds: SecondsService;
  /** the signed-in user of a token, if any (guests may read the payable currencies) */
  userOfToken: (token: string) => Promise<SessionUser | undefined>;
}> = async (app, { seconds, userOfToken }) => {
  const tags = ["seconds"];
  const security = [{ token: [] }];

  app.get(
    "/microtrade/payable_currencies",
    {
      schema: {
        tags,
        summary: "Currencies a stake can be paid in, with preset stakes; the micro balance when signed in",
        response: { 200: PayableCurrenciesResponse },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      const user = token ? await userOfToken(token) : undefined;
      return envelope(request, success(await seconds.payableCurrencies(user?.id)));
    },
  );

  app.get(
    "/microtrade/seconds",
    {
      schema: {
        tags,
        summary: "The durations on offer: payout rate (percent) and stake limits",
        response: { 200: SecondsDurationsResponse },
      },
    },
    async (request) => envelope(request, success(await seconds.durations())),
  );

  app.post(
    "/microtrade/submit",
    {
      preHandler: [app.authenticate, app.requireKyc(1), ...app.userLimits("order")],
      schema: {
        tags,
        security,
        summary: "Places a seconds order on the last index tick; the stake is frozen until the end tick",
        body: SecondsSubmitBody,
        response: { 200: SecondsOrderResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const placed = await seconds.submit(userOf(request).id, {
        marketId: b.match_id,
        currencyId: b.currency_id,
        direction: b.type === 1 ? "up" : "down",
        seconds: b.seconds,
        number: b.number,
      });
      return envelope(request, placed);
    },
  );

  app.get(
    "/microtrade/lists",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The user's seconds orders, newest first",
        querystring: SecondsListQuery,
        response: { 200: SecondsOrderPageResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await seconds.list(userOf(request).id, {
        ...(q.match_id ? { marketId: q.match_id } : {}),
        ...(q.status !== undefined ? { status: q.status } : {}),
        page: q.page,
        limit: q.limit,
      });
      return envelope(request, success(page));
    },
  );

  app.get(
    "/microtrade/get_result",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One of the user's seconds orders, with its open and end ticks",
        querystring: SecondsIdBody,
        response: { 200: SecondsOrderResponse },
      },
    },
    async (request) => envelope(request, await seconds.get(userOf(request).id, request.query.id)),
  );

  app.post(
    "/microtrade/cancelMicOrder",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Cancels an open order within the operator's grace period; the stake returns",
        body: SecondsIdBody,
        response: { 200: SecondsOrderResponse },
      },
    },
    async (request) => envelope(request, await seconds.cancel(userOf(request).id, request.body.id)),
  );

  app.get(
    "/seconds/:public_id/proof",
    {
      schema: {
        tags,
        summary:
          "Public: an order's open and end ticks, rule and result, by its public id (not its number), to recompute its outcome",
        params: Type.Object({
          public_id: Type.String({ maxLength: 64, description: "the order's `public_id`", ...ANYONE }),
        }),
        response: { 200: SecondsProofResponse },
      },
    },
    async (request) => envelope(request, await seconds.proof(request.params.public_id)),
  );
};
