import {
  AdminUser,
  AdminUserDetail,
  AdminUserQuery,
  Envelope,
  IdParams,
  OkText,
  Page,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { operatorOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import type { UsersAdminService } from "./users.admin.service.ts";

/** The console's user pages: search, profile with sessions and KYC history, lock and unlock. */
export const usersAdminRoutes: FastifyPluginAsyncTypebox<{ users: UsersAdminService }> = async (
  app,
  { users },
) => {
  const tags = ["admin"];
  const anyOperator = app.operatorWith();
  const support = app.operatorWith("admin", "support");

  app.get(
    "/admin/users",
    {
      schema: {
        tags,
        summary: "Search users by id, email or mobile",
        querystring: AdminUserQuery,
        response: { 200: Envelope(Page(AdminUser)) },
      },
      preHandler: anyOperator,
    },
    async (request) => {
      const { q, page, limit } = request.query;
      return envelope(request, success(await users.search(q, page, limit)));
    },
  );

  app.get(
    "/admin/users/:id",
    {
      schema: {
        tags,
        summary: "One user with sessions and verification history",
        params: IdParams,
        response: { 200: Envelope(AdminUserDetail) },
      },
      preHandler: anyOperator,
    },
    async (request) => {
      const detail = await users.detail(request.params.id);
      return envelope(request, detail ? success(detail) : failure("ADMIN_USER_NOT_FOUND"));
    },
  );

  for (const action of ["lock", "unlock"] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: action === "lock" ? "Lock the account and sign it out everywhere" : "Unlock the account",
          params: IdParams,
          response: { 200: OkText },
        },
        preHandler: support,
      },
      async (request) => {
        const done = await users.setLocked(
          operatorOf(request),
          request.params.id,
          action === "lock",
          request.ip,
        );
        return confirm(request, done, "OK_SAVED");
      },
    );
  }
};
