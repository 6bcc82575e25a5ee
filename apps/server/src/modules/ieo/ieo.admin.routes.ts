import {
  Envelope,
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
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { IeoService } from "./ieo.service.ts";

/** The console's IEO: projects (create, change, call off; audited) and subscriptions. */
export const ieoAdminRoutes: FastifyPluginAsyncTypebox<{ ieo: IeoService }> = async (app, { ieo }) => {
  const tags = ["admin"];

  app.get(
    "/admin/ieo/projects",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "Every IEO project with its figures, newest first",
        response: { 200: Envelope(Type.Array(IeoProject)) },
      },
    },
    async (request) => envelope(request, success(await ieo.adminProjects())),
  );

  app.post(
    "/admin/ieo/projects",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Creates an IEO project and its token's currency (audited)",
        body: IeoProjectBody,
        response: { 200: Envelope(IeoProjectSaved) },
      },
    },
    async (request) =>
      envelope(request, await ieo.saveProject(operatorOf(request).id, null, request.body, request.ip)),
  );

  app.post(
    "/admin/ieo/projects/:id",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Changes an IEO project; once subscriptions open only its presentation (audited)",
        params: RefIdParams,
        body: IeoProjectBody,
        response: { 200: Envelope(IeoProjectSaved) },
      },
    },
    async (request) =>
      envelope(
        request,
        await ieo.saveProject(operatorOf(request).id, request.params.id, request.body, request.ip),
      ),
  );

  app.post(
    "/admin/ieo/projects/:id/close",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Calls a project off before its allocation: every subscription is refunded (audited)",
        params: RefIdParams,
        response: { 200: Envelope(IeoProjectClosed) },
      },
    },
    async (request) =>
      envelope(request, await ieo.closeProject(operatorOf(request).id, request.params.id, request.ip)),
  );

  app.get(
    "/admin/ieo/subscriptions",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "The latest IEO subscriptions with their users, optionally of one project",
        querystring: IeoAdminSubscriptionsQuery,
        response: { 200: Envelope(Type.Array(IeoAdminSubscription)) },
      },
    },
    async (request) => envelope(request, success(await ieo.adminSubscriptions(request.query.project_id))),
  );
};
