import { SupportSendBody, SupportThread, SupportThreadQuery } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { langOf } from "../../http/lang.ts";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { SupportService } from "./support.service.ts";

/**
 * The user's live support chat (spec §2 `common/liveChatView`), mapped in `docs/support-api.md`. The calls
 * name no conversation: each reaches the signed-in person's own (in demo mode, the owner's).
 */
export const supportRoutes: FastifyPluginAsyncTypebox<{ support: SupportService }> = async (
  app,
  { support },
) => {
  const route = routeKit(app, ["support"]);

  route.get(
    "/support/chat",
    {
      summary:
        "One's support chat, the newest lines (oldest first) and how far support has read; reading marks it read",
      caller: "user",
      query: SupportThreadQuery,
      answer: SupportThread,
    },
    ({ user, query, request }) =>
      support.thread(user.id, langOf(request), {
        before: query.before,
        limit: query.limit,
      }),
  );

  route.post(
    "/support/chat",
    {
      summary:
        "Writes to support: text, one of one's uploaded images, or both; opens or reopens the conversation",
      caller: "user",
      limits: ["chat"],
      body: SupportSendBody,
      answer: Type.Object({ id: Type.Integer() }),
    },
    ({ user, body, request }) =>
      support.send(user.id, langOf(request), {
        text: body.text,
        image: body.image,
      }),
  );

  route.get(
    "/support/unread",
    {
      summary: "How many of support's lines one has not read yet",
      caller: "user",
      answer: Type.Object({ unread: Type.Integer() }),
    },
    async ({ user }) => success({ unread: await support.unread(user.id) }),
  );
};
