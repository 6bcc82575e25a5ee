import { Envelope, PublishedSnapshot } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { TransparencyService } from "./transparency.service.ts";

/** The operator publishes a head or takes a liabilities snapshot now, besides the schedule. */
export const transparencyAdminRoutes: FastifyPluginAsyncTypebox<{
  transparency: TransparencyService;
  clock: () => Date;
}> = async (app, { transparency, clock }) => {
  const tags = ["admin"];
  const security = [{ token: [] }];

  app.post(
    "/admin/transparency/heads",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        security,
        summary: "Publishes the journal's head now",
        response: { 200: Envelope(Type.Object({ published: Type.Integer() })) },
      },
    },
    async (request) =>
      envelope(request, success({ published: await transparency.publishHead(clock(), true) })),
  );

  app.post(
    "/admin/transparency/liabilities",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        security,
        summary: "Takes and publishes a proof-of-liabilities snapshot now",
        response: { 200: Envelope(PublishedSnapshot) },
      },
    },
    async (request) =>
      envelope(
        request,
        await transparency.snapshotLiabilities(clock(), { operator: operatorOf(request).id, ip: request.ip }),
      ),
  );
};
