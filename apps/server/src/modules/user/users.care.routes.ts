import {
  AdminTotpReset,
  AdminTotpResetBody,
  AdminUserNoteBody,
  AdminUserNotes,
  AdminUserTags,
  AdminUserTagsBody,
  IdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { routeKit } from "../../http/routes.ts";
import type { UserCare } from "./users.care.ts";

const EDITORS = ["admin", "support"] as const;

/** The console's notes and tags on a user, and the authenticator reset (support and admins; audited). */
export const userCareRoutes: FastifyPluginAsyncTypebox<{ care: UserCare }> = async (app, { care }) => {
  const route = routeKit(app, ["admin"]);

  route.get(
    "/admin/users/:id/notes",
    {
      summary: "Operators' notes on the user, newest first (never shown to the user)",
      caller: { operator: [] },
      params: IdParams,
      answer: AdminUserNotes,
    },
    ({ params }) => care.notes(params.id),
  );

  route.post(
    "/admin/users/:id/notes",
    {
      summary: "Adds a note on the user; answers the notes (audited)",
      caller: { operator: EDITORS },
      params: IdParams,
      body: AdminUserNoteBody,
      answer: AdminUserNotes,
    },
    ({ operator, params, body, request }) => care.addNote(operator, params.id, body.body, request.ip),
  );

  route.post(
    "/admin/users/:id/tags",
    {
      summary: "Replaces the user's tags (comma-separated, at most 10); answers the tags kept (audited)",
      caller: { operator: EDITORS },
      params: IdParams,
      body: AdminUserTagsBody,
      answer: AdminUserTags,
    },
    ({ operator, params, body, request }) => care.setTags(operator, params.id, body.tags, request.ip),
  );

  route.post(
    "/admin/users/:id/authenticator/reset",
    {
      summary:
        "Removes the user's authenticator with a reason: withdrawals lock for the security-change period and the user is told (audited)",
      caller: { operator: EDITORS },
      params: IdParams,
      body: AdminTotpResetBody,
      answer: AdminTotpReset,
    },
    ({ operator, params, body, request }) =>
      care.resetAuthenticator(operator, params.id, body.reason.trim(), request.ip),
  );
};
