import { AdminUser, AdminUserDetail, AdminUserQuery, Envelope, IdParams, Page } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import type { UsersAdminService } from "./users.admin.service.ts";

/** The console's user pages: search, profile with sessions and KYC history. */
export const usersAdminRoutes: FastifyPluginAsyncTypebox<{ users: UsersAdminService }> = async (
  app,
  { users },
) => {
  const tags = ["admin"];
  const anyOperator = app.operatorWith();

  app.get(
    "/admin/users",
    {
      schema: {
        tags,
        summary: "Search users by id, email, mobile, KYC name or document number, and by tag",
        querystring: AdminUserQuery,
        response: { 200: Envelope(Page(AdminUser)) },
      },
      preHandler: anyOperator,
    },
    async (request) => {
      const { q, tag, page, limit } = request.query;
      return envelope(request, success(await users.search({ q, tag }, page, limit)));
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
  // lock and unlock (with the operator's reason) are in users.records.routes.ts
};
