import { type Static, Type } from "typebox";
import { ANYONE, Id, Limit, PageQuery, Text } from "./bounds.ts";
import { LANGUAGES, type LanguageCode } from "./languages.ts";

/**
 * Live support chat (spec §2 `common/liveChatView`): one conversation per user with the venue's
 * operators. The user's calls name no conversation (the session's own is the only one they reach);
 * operators reach every conversation from the console. `docs/support-api.md` maps every call.
 */

/** The longest line of text a message carries, on either side. */
export const SUPPORT_TEXT_MAX = 1000;

const Line = Text(SUPPORT_TEXT_MAX, { multiline: true, description: "the message's text" });
const ImageRef = Text(200, { description: "the path of an uploaded image (`/api/files/<name>`)" });

/** `GET /support/chat`: the caller's thread, newest page first; `before` pages back through it. */
export const SupportThreadQuery = Type.Object({
  before: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      description: "only messages older than this message id of one's own thread (a position, not an object)",
      ...ANYONE,
    }),
  ),
  limit: Limit(100, 50),
});

/** `POST /support/chat`: a line to support, text or one of one's uploaded images (or both). */
export const SupportSendBody = Type.Object({
  text: Type.Optional(Line),
  image: Type.Optional(ImageRef),
});

export const SupportLine = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal("text"), Type.Literal("image"), Type.Literal("system")]),
  /** `me` / `support` as the user sees it; `user` / `support` in the console; `system` for closed or reopened */
  from: Type.String({ description: "me (user) or user (console), support, or system" }),
  body: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  event: Type.Union([Type.Literal("closed"), Type.Literal("reopened"), Type.Null()], {
    description: "on a system line: what happened to the conversation",
  }),
  at: Type.String(),
});
export type SupportLine = Static<typeof SupportLine>;

const ConversationStatus = Type.Union([Type.Literal("open"), Type.Literal("closed")]);

/** The user's own thread: newest `limit` lines (oldest first) and how far support has read. */
export const SupportThread = Type.Object({
  status: Type.Union([ConversationStatus, Type.Null()], {
    description: "null before the first message",
  }),
  lines: Type.Array(SupportLine),
  /** the last message id an operator has read: the user's lines up to it show "read" */
  read_by_support: Type.Integer(),
  /** older lines exist: ask again with `before` = the first line's id */
  has_more: Type.Boolean(),
});
export type SupportThread = Static<typeof SupportThread>;

// ---------------------------------------------------------------- console

/** `GET /admin/support/conversations`: the inbox. */
export const SupportInboxQuery = Type.Object({
  status: Type.Optional(ConversationStatus),
  user_id: Type.Optional(Id),
  ...PageQuery,
});

export const SupportInboxItem = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  /** the user's e-mail or phone */
  account: Type.String(),
  kyc_level: Type.Integer(),
  status: ConversationStatus,
  lang: Type.String(),
  /** the user's lines no operator has read */
  unread: Type.Integer(),
  /** since when the user has been waiting for an answer, or null when support spoke last */
  waiting_since: Type.Union([Type.String(), Type.Null()]),
  last_message_at: Type.String(),
  /** the latest line's text ("" for a picture) */
  last_text: Type.String(),
});
export type SupportInboxItem = Static<typeof SupportInboxItem>;

export const SupportInbox = Type.Object({
  data: Type.Array(SupportInboxItem),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
  /** conversations with unread lines, over the whole inbox */
  unread_conversations: Type.Integer(),
});
export type SupportInbox = Static<typeof SupportInbox>;

/** What a reply, a canned reply's save or its removal answers: the row's id. */
export const SupportSaved = Type.Object({ id: Type.Integer() });
export type SupportSaved = Static<typeof SupportSaved>;

/** `POST /admin/support/conversations/:id/close` and `/reopen`: the conversation's status now. */
export const SupportStatusChanged = Type.Object({ status: Type.String() });
export type SupportStatusChanged = Static<typeof SupportStatusChanged>;

/** `GET /admin/support/conversations/:id`: the thread as operators read it, with the user's basics. */
export const SupportConversation = Type.Object({
  id: Type.Integer(),
  status: ConversationStatus,
  lang: Type.String(),
  waiting_since: Type.Union([Type.String(), Type.Null()]),
  user: Type.Object({
    id: Type.Integer(),
    account: Type.String(),
    nickname: Type.Union([Type.String(), Type.Null()]),
    kyc_level: Type.Integer(),
    registered_at: Type.String(),
  }),
  lines: Type.Array(SupportLine),
  /** the last message id the user has read: support's lines up to it show "read" */
  read_by_user: Type.Integer(),
});
export type SupportConversation = Static<typeof SupportConversation>;

/** `POST /admin/support/conversations/:id/reply`: text, an image, or a canned reply in the user's language. */
export const SupportReplyBody = Type.Object({
  text: Type.Optional(Line),
  image: Type.Optional(ImageRef),
  canned_id: Type.Optional(Id),
});

/** A canned reply's text per language code; English is the fallback for the others. */
const optionalLine = () => Type.Optional(Line);
export const CannedTexts = Type.Object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, optionalLine()])) as Record<
    LanguageCode,
    ReturnType<typeof optionalLine>
  >,
);

export const CannedReply = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sort: Type.Integer(),
  texts: Type.Record(Type.String(), Type.String()),
});
export type CannedReply = Static<typeof CannedReply>;

/** `POST /admin/support/canned`: adds (no `id`) or changes a canned reply; `texts.en` is required. */
export const CannedReplyBody = Type.Object({
  id: Type.Optional(Id),
  title: Text(80, { minLength: 1 }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  texts: CannedTexts,
});
