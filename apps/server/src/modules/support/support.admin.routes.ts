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
  const answering = app.operatorWith("admin", "support");
  const IdReply = Envelope(SupportSaved);

  app.get(
    "/admin/support/conversations",
    {
      preHandler: answering,
      schema: {
        tags,
        summary: "The support inbox: unread first, then the longest waiting, then the latest",
        querystring: SupportInboxQuery,
        response: { 200: Envelope(SupportInbox) },
      },
    },
    async (request) => {
      const { status, user_id, page, limit } = request.query;
      const inbox = await support.inbox({ status, userId: user_id, page, limit });
      return envelope(
        request,
        success({
          data: inbox.data,
          total: inbox.total,
          page,
          pages: Math.ceil(inbox.total / limit),
          unread_conversations: inbox.unreadConversations,
        }),
      );
    },
  );

  app.get(
    "/admin/support/conversations/:id",
    {
      preHandler: answering,
      schema: {
        tags,
        summary: "A conversation with the user's basics; opening it marks the user's lines read",
        params: IdParams,
        response: { 200: Envelope(SupportConversation) },
      },
    },
    async (request) => envelope(request, await support.conversation(request.params.id)),
  );

  app.post(
    "/admin/support/conversations/:id/reply",
    {
      preHandler: answering,
      schema: {
        tags,
        summary:
          "Answers: text, a picture uploaded for the conversation, or a canned reply in the user's language",
        params: IdParams,
        body: SupportReplyBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(
        request,
        await support.reply(operatorOf(request).id, request.params.id, {
          text: request.body.text,
          image: request.body.image,
          canned_id: request.body.canned_id,
        }),
      ),
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

  app.get(
    "/admin/support/canned",
    {
      preHandler: answering,
      schema: {
        tags,
        summary: "The canned replies with their text per language",
        response: { 200: Envelope(Type.Array(CannedReply)) },
      },
    },
    async (request) => envelope(request, success(await support.canned.list())),
  );

  app.post(
    "/admin/support/canned",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Adds (without `id`) or changes a canned reply; English is required (audited)",
        body: CannedReplyBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await support.canned.save(operatorOf(request).id, request.body)),
  );

  app.post(
    "/admin/support/canned/:id/remove",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Removes a canned reply (audited)",
        params: IdParams,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(request, await support.canned.remove(operatorOf(request).id, request.params.id)),
  );
};
