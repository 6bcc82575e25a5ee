import { Envelope, LockAdminOrder, LockAdminPlan, LockPlanBody, RefIdParams } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { LockService } from "./lockmining.service.ts";

const IdReply = Envelope(Type.Object({ id: Type.Integer() }));

/** The console's lock mining: plans (create, change, close; audited) and the latest orders. */
export const lockAdminRoutes: FastifyPluginAsyncTypebox<{ lock: LockService }> = async (app, { lock }) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);

  route.get(
    "/admin/lock/plans",
    {
      summary: "Every lock mining plan, with what its active orders lock",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(LockAdminPlan),
    },
    async () => success(await lock.plans()),
  );

  route.get(
    "/admin/lock/orders",
    {
      summary: "The latest lock mining orders of every user, newest first",
      caller: { operator: ["admin", "support"] },
      query: Type.Object({
        status: Type.Optional(Type.Union([Type.Literal("active"), Type.Literal("ended")])),
      }),
      answer: Type.Array(LockAdminOrder),
    },
    async ({ query }) => success(await lock.allOrders(query.status)),
  );

  app.post(
    "/admin/lock/plans",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Creates a lock mining plan (audited)",
        body: LockPlanBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(request, await lock.savePlan(operatorOf(request).id, null, request.body, request.ip)),
  );

  app.post(
    "/admin/lock/plans/:id",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Changes a lock mining plan; orders keep their terms (audited)",
        params: RefIdParams,
        body: LockPlanBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(
        request,
        await lock.savePlan(operatorOf(request).id, request.params.id, request.body, request.ip),
      ),
  );
};
