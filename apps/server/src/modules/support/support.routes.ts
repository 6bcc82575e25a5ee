import { Envelope, SupportSendBody, SupportThread, SupportThreadQuery } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { langOf } from "../../http/lang.ts";
import { success } from "../../http/outcome.ts";
import type { SupportService } from "./support.service.ts";

/**
 * The user's live support chat (spec §2 `common/liveChatView`), mapped in `docs/support-api.md`. The calls
 * name no conversation: each reaches the signed-in person's own (in demo mode, the owner's).
 */
export const supportRoutes: FastifyPluginAsyncTypebox<{ support: SupportService }> = async (
  app,
  { support },
) => {
  const tags = ["support"];
  const security = [{ token: [] }];

  app.get(
    "/support/chat",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "One's support chat, the newest lines (oldest first) and how far support has read; reading marks it read",
        querystring: SupportThreadQuery,
        response: { 200: Envelope(SupportThread) },
      },
    },
    async (request) =>
      envelope(
        request,
        await support.thread(userOf(request).id, langOf(request), {
          before: request.query.before,
          limit: request.query.limit,
        }),
      ),
  );

  app.post(
    "/support/chat",
    {
      preHandler: [app.authenticate, ...app.userLimits("chat")],
      schema: {
        tags,
        security,
        summary:
          "Writes to support: text, one of one's uploaded images, or both; opens or reopens the conversation",
        body: SupportSendBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) =>
      envelope(
        request,
        await support.send(userOf(request).id, langOf(request), {
          text: request.body.text,
          image: request.body.image,
        }),
      ),
  );

  app.get(
    "/support/unread",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "How many of support's lines one has not read yet",
        response: { 200: Envelope(Type.Object({ unread: Type.Integer() })) },
      },
    },
    async (request) => envelope(request, success({ unread: await support.unread(userOf(request).id) })),
  );
};
