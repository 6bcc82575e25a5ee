import {
  CreateOperatorBody,
  IdParams,
  OperatorEntry,
  OperatorPasswordBody,
  OperatorRoleBody,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { success } from "../../http/outcome.ts";
import { confirmation, routeKit } from "../../http/routes.ts";
import type { OperatorsService } from "./operators.service.ts";

const ADMIN = { operator: ["admin"] } as const;

/** The console's operators, managed by admins (every change audited with the operator as its target). */
export const operatorsRoutes: FastifyPluginAsyncTypebox<{ operators: OperatorsService }> = async (
  app,
  { operators },
) => {
  const route = routeKit(app, ["admin"]);

  route.get(
    "/admin/operators",
    {
      summary:
        "Every operator: role, state, authenticator, last sign-in (the audit log's filter reads id and username)",
      caller: ADMIN,
      answer: Type.Array(OperatorEntry),
    },
    async () => success(await operators.list()),
  );

  route.post(
    "/admin/operators",
    {
      summary: "Creates an operator, who binds an authenticator at the first sign-in (audited)",
      caller: ADMIN,
      body: CreateOperatorBody,
      answer: Type.Object({ id: Type.Integer() }),
    },
    async ({ body, operator, request }) => operators.create({ operator, ip: request.ip }, body),
  );

  route.post(
    "/admin/operators/:id/disable",
    {
      summary: "Disables an operator and ends its sessions; not oneself, nor the last active admin (audited)",
      caller: ADMIN,
      params: IdParams,
      answer: Type.String(),
    },
    async ({ params, operator, request }) =>
      confirmation(
        request,
        await operators.setDisabled({ operator, ip: request.ip }, params.id, true),
        "OK_SAVED",
      ),
  );

  route.post(
    "/admin/operators/:id/enable",
    {
      summary: "Enables a disabled operator again (audited)",
      caller: ADMIN,
      params: IdParams,
      answer: Type.String(),
    },
    async ({ params, operator, request }) =>
      confirmation(
        request,
        await operators.setDisabled({ operator, ip: request.ip }, params.id, false),
        "OK_SAVED",
      ),
  );

  route.post(
    "/admin/operators/:id/password",
    {
      summary: "Sets a new password for an operator and ends its sessions (audited)",
      caller: ADMIN,
      params: IdParams,
      body: OperatorPasswordBody,
      answer: Type.String(),
    },
    async ({ params, body, operator, request }) =>
      confirmation(
        request,
        await operators.resetPassword({ operator, ip: request.ip }, params.id, body.password),
        "OK_SAVED",
      ),
  );

  route.post(
    "/admin/operators/:id/role",
    {
      summary: "Changes an operator's role; the last active admin keeps theirs (audited)",
      caller: ADMIN,
      params: IdParams,
      body: OperatorRoleBody,
      answer: Type.String(),
    },
    async ({ params, body, operator, request }) =>
      confirmation(
        request,
        await operators.setRole({ operator, ip: request.ip }, params.id, body.role),
        "OK_SAVED",
      ),
  );
};
