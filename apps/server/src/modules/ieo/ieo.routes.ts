import {
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
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { IeoService } from "./ieo.service.ts";

/** The legacy IEO calls (spec §7) and the published allocation, mapped in `docs/earn-api.md`. */
export const ieoRoutes: FastifyPluginAsyncTypebox<{ ieo: IeoService }> = async (app, { ieo }) => {
  const route = routeKit(app, ["ieo"]);

  route.get(
    "/project",
    {
      summary: "The announced projects, newest first, optionally of one state; `now` for countdowns",
      caller: "public",
      query: IeoProjectQuery,
      answer: IeoProjectPage,
    },
    async ({ query }) => success(await ieo.projects(query.status, query.page, query.limit)),
  );

  route.get(
    "/project/detail",
    {
      summary: "One project: terms, windows, presentation and, once allocated, its totals",
      caller: "public",
      query: IeoDetailQuery,
      answer: IeoDetail,
    },
    ({ query }) => ieo.detail(query.id),
  );

  route.post(
    "/project/order",
    {
      summary:
        "Subscribes an amount of the payment coin, frozen in the financial account until the allocation",
      caller: "user",
      limits: ["product"],
      body: IeoOrderBody,
      answer: IeoOrderDone,
    },
    ({ user, body }) => ieo.subscribe(user.id, body),
  );

  route.get(
    "/user/project/order",
    {
      summary: "One's subscriptions with their orders and, once allocated, tokens, payment and refund",
      caller: "user",
      query: IeoMyQuery,
      answer: IeoSubscriptionPage,
    },
    async ({ user, query }) => success(await ieo.mine(user.id, query.project_id, query.page, query.limit)),
  );

  route.get(
    "/ieo/:id/allocation",
    {
      summary:
        "The published allocation: terms in units, the rule, every hashed subscriber's amount and share",
      caller: "public",
      params: IeoAllocationParams,
      answer: IeoAllocation,
    },
    ({ params }) => ieo.allocation(params.id),
  );
};
