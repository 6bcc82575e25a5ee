import {
  CannedReply,
  CannedReplyBody,
  Envelope,
  IdParams,
  OkText,
  SupportConversation,
  SupportInbox,
  SupportInboxQuery,
  SupportReplyBody,
  SupportSaved,
  SupportStatusChanged,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import { readUpload } from "../files/index.ts";
import type { SupportService } from "./support.service.ts";

/**
 * The console's support inbox: conversations (unread first, then the longest waiting), one conversation
 * with the user's basics, replies (text, pictures, canned replies), close and reopen. Admins and support
 * answer; admins edit the canned replies.
 */
export const supportAdminRoutes: FastifyPluginAsyncTypebox<{
  support: SupportService;
  maxBytes: number;
}> = async (app, { support, maxBytes }) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);
  const answering = app.operatorWith("admin", "support");

  route.get(
    "/admin/support/conversations",
    {
      summary: "The support inbox: unread first, then the longest waiting, then the latest",
      caller: { operator: ["admin", "support"] },
      query: SupportInboxQuery,
      answer: SupportInbox,
    },
    async ({ query }) => {
      const { status, user_id, page, limit } = query;
      const inbox = await support.inbox({ status, userId: user_id, page, limit });
      return success({
        data: inbox.data,
        total: inbox.total,
        page,
        pages: Math.ceil(inbox.total / limit),
        unread_conversations: inbox.unreadConversations,
      });
    },
  );

  route.get(
    "/admin/support/conversations/:id",
    {
      summary: "A conversation with the user's basics; opening it marks the user's lines read",
      caller: { operator: ["admin", "support"] },
      params: IdParams,
      answer: SupportConversation,
    },
    ({ params }) => support.conversation(params.id),
  );

  route.post(
    "/admin/support/conversations/:id/reply",
    {
      summary:
        "Answers: text, a picture uploaded for the conversation, or a canned reply in the user's language",
      caller: { operator: ["admin", "support"] },
      params: IdParams,
      body: SupportReplyBody,
      answer: SupportSaved,
    },
    ({ operator, body, params }) =>
      support.reply(operator.id, params.id, {
        text: body.text,
        image: body.image,
        canned_id: body.canned_id,
      }),
  );

  app.post(
    "/admin/support/conversations/:id/upload",
    {
      preHandler: [answering, ...app.userLimits("console-upload")],
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        summary:
          "Uploads a picture for a conversation (multipart, field `file`): the user's private file; the message is its path",
        params: IdParams,
        response: { 200: OkText },
      },
    },
    async (request) => {
      const file = await readUpload(request, maxBytes);
      return envelope(request, file.ok ? await support.savePicture(request.params.id, file.value) : file);
    },
  );

  for (const [action, status] of [
    ["close", "closed"],
    ["reopen", "open"],
  ] as const) {
    app.post(
      `/admin/support/conversations/:id/${action}`,
      {
        preHandler: answering,
        schema: {
          tags,
          summary:
            action === "close" ? "Closes a conversation (audited)" : "Reopens a conversation (audited)",
          params: IdParams,
          response: { 200: Envelope(SupportStatusChanged) },
        },
      },
      async (request) =>
        envelope(
          request,
          await support.setStatus(operatorOf(request).id, request.params.id, status, request.ip),
        ),
    );
  }

  route.get(
    "/admin/support/canned",
    {
      summary: "The canned replies with their text per language",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(CannedReply),
    },
    async () => success(await support.canned.list()),
  );

  route.post(
    "/admin/support/canned",
    {
      summary: "Adds (without `id`) or changes a canned reply; English is required (audited)",
      caller: { operator: ["admin"] },
      body: CannedReplyBody,
      answer: SupportSaved,
    },
    ({ operator, body }) => support.canned.save(operator.id, body),
  );

  route.post(
    "/admin/support/canned/:id/remove",
    {
      summary: "Removes a canned reply (audited)",
      caller: { operator: ["admin"] },
      params: IdParams,
      answer: SupportSaved,
    },
    ({ operator, params }) => support.canned.remove(operator.id, params.id),
  );
};
