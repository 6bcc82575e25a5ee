import {
  IeoAdminSubscription,
  IeoAdminSubscriptionsQuery,
  IeoProject,
  IeoProjectBody,
  IeoProjectClosed,
  IeoProjectSaved,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { IeoService } from "./ieo.service.ts";

/** The console's IEO: projects (create, change, call off; audited) and subscriptions. */
export const ieoAdminRoutes: FastifyPluginAsyncTypebox<{ ieo: IeoService }> = async (app, { ieo }) => {
  const route = routeKit(app, ["admin"]);

  route.get(
    "/admin/ieo/projects",
    {
      summary: "Every IEO project with its figures, newest first",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(IeoProject),
    },
    async () => success(await ieo.adminProjects()),
  );

  route.post(
    "/admin/ieo/projects",
    {
      summary: "Creates an IEO project and its token's currency (audited)",
      caller: { operator: ["admin"] },
      body: IeoProjectBody,
      answer: IeoProjectSaved,
    },
    ({ operator, body, request }) => ieo.saveProject(operator.id, null, body, request.ip),
  );

  route.post(
    "/admin/ieo/projects/:id",
    {
      summary: "Changes an IEO project; once subscriptions open only its presentation (audited)",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: IeoProjectBody,
      answer: IeoProjectSaved,
    },
    ({ operator, body, params, request }) => ieo.saveProject(operator.id, params.id, body, request.ip),
  );

  route.post(
    "/admin/ieo/projects/:id/close",
    {
      summary: "Calls a project off before its allocation: every subscription is refunded (audited)",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      answer: IeoProjectClosed,
    },
    ({ operator, params, request }) => ieo.closeProject(operator.id, params.id, request.ip),
  );

  route.get(
    "/admin/ieo/subscriptions",
    {
      summary: "The latest IEO subscriptions with their users, optionally of one project",
      caller: { operator: ["admin", "support"] },
      query: IeoAdminSubscriptionsQuery,
      answer: Type.Array(IeoAdminSubscription),
    },
    async ({ query }) => success(await ieo.adminSubscriptions(query.project_id)),
  );
};
