import { ApiKeyAdmin, ApiKeyAdminQuery, ApiKeyRevokeBody, IdParams } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { routeKit } from "../../http/routes.ts";
import type { ApiKeysService } from "./apikeys.service.ts";

/** The console's API keys: one user's keys (or the latest), and revoking one (audited). */
export const apiKeysAdminRoutes: FastifyPluginAsyncTypebox<{ keys: ApiKeysService }> = async (
  app,
  { keys },
) => {
  const route = routeKit(app, ["admin"]);

  route.get(
    "/admin/api_keys",
    {
      summary: "One user's API keys (id, email or phone; with their demo account's), else the latest 200",
      caller: { operator: ["admin", "support"] },
      query: ApiKeyAdminQuery,
      answer: Type.Array(ApiKeyAdmin),
    },
    ({ query }) => keys.adminList(query.user),
  );

  route.post(
    "/admin/api_keys/:id/revoke",
    {
      summary: "Revokes an API key at once, with a reason (audited)",
      caller: { operator: ["admin", "support"] },
      params: IdParams,
      body: ApiKeyRevokeBody,
      answer: Type.Object({ id: Type.Integer() }),
    },
    ({ operator, body, params, request }) =>
      keys.adminRevoke(operator.id, params.id, body.reason, request.ip),
  );
};
