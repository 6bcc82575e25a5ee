import {
  ANYONE,
  PayableCurrenciesResponse,
  SecondsDurationsResponse,
  SecondsIdBody,
  SecondsListQuery,
  SecondsOrder,
  SecondsOrderPageResponse,
  SecondsProof,
  SecondsSubmitBody,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { type SessionUser, tokenOf, userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { SecondsService } from "./seconds.service.ts";

/** The trader's seconds-contract calls (legacy `/microtrade/*`) and the public proof of an order. */
export const secondsRoutes: FastifyPluginAsyncTypebox<{
  seconds: SecondsService;
  /** the signed-in user of a token, if any (guests may read the payable currencies) */
  userOfToken: (token: string) => Promise<SessionUser | undefined>;
}> = async (app, { seconds, userOfToken }) => {
  const tags = ["seconds"];
  const route = routeKit(app, tags);
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

  route.post(
    "/microtrade/submit",
    {
      summary: "Places a seconds order on the last index tick; the stake is frozen until the end tick",
      caller: "user",
      kyc: 1,
      limits: ["order"],
      body: SecondsSubmitBody,
      answer: SecondsOrder,
    },
    async ({ user, body }) => {
      const placed = await seconds.submit(user.id, {
        marketId: body.match_id,
        currencyId: body.currency_id,
        direction: body.type === 1 ? "up" : "down",
        seconds: body.seconds,
        number: body.number,
      });
      return placed;
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

  route.get(
    "/microtrade/get_result",
    {
      summary: "One of the user's seconds orders, with its open and end ticks",
      caller: "user",
      query: SecondsIdBody,
      answer: SecondsOrder,
    },
    ({ user, query }) => seconds.get(user.id, query.id),
  );

  route.post(
    "/microtrade/cancelMicOrder",
    {
      summary: "Cancels an open order within the operator's grace period; the stake returns",
      caller: "user",
      body: SecondsIdBody,
      answer: SecondsOrder,
    },
    ({ user, body }) => seconds.cancel(user.id, body.id),
  );

  route.get(
    "/seconds/:public_id/proof",
    {
      summary:
        "Public: an order's open and end ticks, rule and result, by its public id (not its number), to recompute its outcome",
      caller: "public",
      params: Type.Object({
        public_id: Type.String({ maxLength: 64, description: "the order's `public_id`", ...ANYONE }),
      }),
      answer: SecondsProof,
    },
    ({ params }) => seconds.proof(params.public_id),
  );
};
