import { ApiKeyAdmin, ApiKeyAdminQuery, ApiKeyRevokeBody, Envelope, IdParams } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import type { ApiKeysService } from "./apikeys.service.ts";

/** The console's API keys: one user's keys (or the latest), and revoking one (audited). */
export const apiKeysAdminRoutes: FastifyPluginAsyncTypebox<{ keys: ApiKeysService }> = async (
  app,
  { keys },
) => {
  const tags = ["admin"];

  app.get(
    "/admin/api_keys",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "One user's API keys (id, email or phone; with their demo account's), else the latest 200",
        querystring: ApiKeyAdminQuery,
        response: { 200: Envelope(Type.Array(ApiKeyAdmin)) },
      },
    },
    async (request) => envelope(request, await keys.adminList(request.query.user)),
  );

  app.post(
    "/admin/api_keys/:id/revoke",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "Revokes an API key at once, with a reason (audited)",
        params: IdParams,
        body: ApiKeyRevokeBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) =>
      envelope(
        request,
        await keys.adminRevoke(operatorOf(request).id, request.params.id, request.body.reason, request.ip),
      ),
  );
};
