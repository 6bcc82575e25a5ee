import {
  Envelope,
  IeoAllocation,
  IeoAllocationParams,
  IeoDetail,
  IeoDetailQuery,
  IeoMyQuery,
  IeoOrderBody,
  IeoOrderDone,
  IeoProjectPage,
  IeoProjectQuery,
  IeoSubscriptionPage,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { IeoService } from "./ieo.service.ts";

/** The legacy IEO calls (spec §7) and the published allocation, mapped in `docs/earn-api.md`. */
export const ieoRoutes: FastifyPluginAsyncTypebox<{ ieo: IeoService }> = async (app, { ieo }) => {
  const tags = ["ieo"];
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };

  app.get(
    "/project",
    {
      schema: {
        tags,
        summary: "The announced projects, newest first, optionally of one state; `now` for countdowns",
        querystring: IeoProjectQuery,
        response: { 200: Envelope(IeoProjectPage) },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope(request, success(await ieo.projects(q.status, q.page, q.limit)));
    },
  );

  app.get(
    "/project/detail",
    {
      schema: {
        tags,
        summary: "One project: terms, windows, presentation and, once allocated, its totals",
        querystring: IeoDetailQuery,
        response: { 200: Envelope(IeoDetail) },
      },
    },
    async (request) => envelope(request, await ieo.detail(request.query.id)),
  );

  app.post(
    "/project/order",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary:
          "Subscribes an amount of the payment coin, frozen in the financial account until the allocation",
        body: IeoOrderBody,
        response: { 200: Envelope(IeoOrderDone) },
      },
    },
    async (request) => envelope(request, await ieo.subscribe(userOf(request).id, request.body)),
  );

  app.get(
    "/user/project/order",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's subscriptions with their orders and, once allocated, tokens, payment and refund",
        querystring: IeoMyQuery,
        response: { 200: Envelope(IeoSubscriptionPage) },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope(request, success(await ieo.mine(userOf(request).id, q.project_id, q.page, q.limit)));
    },
  );

  app.get(
    "/ieo/:id/allocation",
    {
      schema: {
        tags,
        summary:
          "The published allocation: terms in units, the rule, every hashed subscriber's amount and share",
        params: IeoAllocationParams,
        response: { 200: Envelope(IeoAllocation) },
      },
    },
    async (request) => envelope(request, await ieo.allocation(request.params.id)),
  );
};
