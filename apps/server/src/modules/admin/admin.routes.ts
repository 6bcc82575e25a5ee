import { Envelope, Lang } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { tokenOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import type { AdminService } from "./admin.service.ts";

const OperatorSchema = Type.Object({ id: Type.Integer(), username: Type.String(), role: Type.String() });

/** Operator sign-in for the console; operator accounts are separate from user accounts. */
export const adminRoutes: FastifyPluginAsyncTypebox<{ admin: AdminService; rateLimit: number }> = async (
  app,
  { admin, rateLimit },
) => {
  const tags = ["admin"];
  app.post(
    "/admin/login",
    {
      schema: {
        tags,
        summary: "Operator login; the message is the operator token",
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 64 }),
          password: Type.String({ maxLength: 128 }),
          lang: Lang,
        }),
        response: { 200: Envelope(Type.String()) },
      },
      config: { rateLimit: rateLimit > 0 ? { max: rateLimit, timeWindow: 60_000 } : false },
    },
    async (request) => envelope(request, await admin.login(request.body.username, request.body.password)),
  );

  app.get(
    "/admin/me",
    { schema: { tags, summary: "The signed-in operator", response: { 200: Envelope(OperatorSchema) } } },
    async (request) => {
      const token = tokenOf(request);
      const operator = token ? await admin.authenticate(token) : undefined;
      return envelope(request, operator ? success(operator) : failure("AUTH_NOT_LOGGED_IN"));
    },
  );
};
