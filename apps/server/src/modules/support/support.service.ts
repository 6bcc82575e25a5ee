import { EventEmitter } from "node:events";
import type { SupportConversation, SupportThread } from "@bourse/contract";
import { writeAudit } from "../../audit/audit.ts";
import { composeMessage } from "../../chat/compose.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import type { FilesService } from "../files/index.ts";
import { createCannedReplies } from "./support.canned.ts";
import { type ConversationStatus, createSupportStore } from "./support.store.ts";

type MessageInput = { text?: string | undefined; image?: string | undefined };

/**
 * Live support chat: each user has one conversation with the venue's operators. The user writes text
 * and pictures (their own uploads); operators answer with text, pictures uploaded for the conversation
 * (stored as the user's private files, so the user and operators read them and nobody else) or a canned
 * reply in the user's language, and close or reopen it. A user's line on a closed conversation reopens
 * it. Read marks: the user's lines show "read" once an operator opened the conversation; operators see
 * the user's unread lines per conversation. The user hears every change on the user channel (`events`
 * `user`, relayed to the other nodes); the console polls.
 */
export function createSupportService(deps: {
  db: Db;
  files: FilesService;
  clock: () => Date;
  /** hands a notice to the other nodes (no command replays a chat line) */
  relay?: (notice: UserNotice) => void;
}) {
  const { db, files, clock } = deps;
  const store = createSupportStore(db);
  const canned = createCannedReplies({ db, clock });
  const events = new EventEmitter();

  function tell(userId: number, messageId: number, readBySupport: number) {
    const notice: UserNotice = {
      userId,
      kind: "support_chat",
      chat: { message_id: messageId, read_by_support: readBySupport },
    };
    events.emit("user", notice);
    deps.relay?.(notice);
  }

  // ------------------------------------------------------------------ the user's side

  /** The user's thread (newest `limit` lines, oldest first); reading the newest page marks it read. */
  async function thread(
    userId: number,
    lang: string,
    page: { before?: number | undefined; limit: number },
  ): Promise<Outcome<SupportThread>> {
    const c = await store.byUser(db, userId);
    if (!c) return success({ status: null, lines: [], read_by_support: 0, has_more: false });
    if (page.before === undefined) {
      await store.markRead(c.id, "user");
      if (c.lang !== lang)
        await db.query("UPDATE support_conversations SET lang = $2 WHERE id = $1", [c.id, lang]);
    }
    const { lines, hasMore } = await store.lines(c.id, "user", page);
    return success({ status: c.status, lines, read_by_support: c.support_read, has_more: hasMore });
  }

  /** A user's line to support; the conversation is opened (or reopened) by it. */
  async function send(userId: number, lang: string, input: MessageInput): Promise<Outcome<{ id: number }>> {
    const message = await composeMessage(files.owned, userId, input, {
      code: "SUPPORT_MESSAGE_EMPTY",
      field: "text",
    });
    if (!message.ok) return message;
    const at = clock();
    const id = await db.tx(async (q) => {
      const c = await store.openFor(q, userId, lang, at);
      if (c.status === "closed")
        await store.addMessage(q, { conversationId: c.id, sender: "system", event: "reopened", at });
      const id = await store.addMessage(q, { conversationId: c.id, sender: "user", ...message.value, at });
      await store.userWrote(q, c, id, lang, at);
      return id;
    });
    return success({ id });
  }

  const unread = (userId: number) => store.unreadByUser(userId);

  // ------------------------------------------------------------------ the console's side

  /** A conversation as operators read it; opening it marks the user's lines read (the user hears it). */
  async function conversation(id: number): Promise<Outcome<SupportConversation>> {
    const c = await store.byId(db, id);
    if (!c) return failure("SUPPORT_CONVERSATION_NOT_FOUND");
    const read = await store.markRead(c.id, "support");
    if (read > c.support_read) tell(c.user_id, read, read);
    const { lines } = await store.lines(c.id, "support", { limit: 500 });
    return success({
      id: c.id,
      status: c.status,
      lang: c.lang,
      waiting_since: c.waiting_since === null ? null : new Date(c.waiting_since).toISOString(),
      user: await store.userBasics(c.user_id),
      lines,
      read_by_user: c.user_read,
    });
  }

  /** An operator's answer: text, a picture uploaded for this conversation, or a canned reply in the user's language. */
  async function reply(
    operatorId: number,
    conversationId: number,
    input: MessageInput & { canned_id?: number | undefined },
  ): Promise<Outcome<{ id: number }>> {
    const c = await store.byId(db, conversationId);
    if (!c) return failure("SUPPORT_CONVERSATION_NOT_FOUND");
    if (c.status === "closed") return failure("SUPPORT_CONVERSATION_CLOSED");
    let text = input.text;
    if (input.canned_id !== undefined) {
      text = await canned.textIn(db, input.canned_id, c.lang);
      if (text === undefined) return failure("SUPPORT_CANNED_NOT_FOUND", { field: "canned_id" });
    }
    // an operator's picture is uploaded for the conversation, as a private file of its user
    const message = await composeMessage(
      files.owned,
      c.user_id,
      { text, image: input.image },
      {
        code: "SUPPORT_MESSAGE_EMPTY",
        field: "text",
      },
    );
    if (!message.ok) return message;
    const at = clock();
    const outcome = await db.tx(async (q): Promise<Outcome<number>> => {
      const locked = await store.byId(q, conversationId, true);
      if (locked?.status !== "open") return failure("SUPPORT_CONVERSATION_CLOSED");
      const id = await store.addMessage(q, {
        conversationId,
        sender: "support",
        operatorId,
        ...message.value,
        cannedId: input.canned_id ?? null,
        at,
      });
      await store.supportWrote(q, conversationId, id, at);
      return success(id);
    });
    if (!outcome.ok) return outcome;
    tell(c.user_id, outcome.value, outcome.value);
    return success({ id: outcome.value });
  }

  /** Closes or reopens a conversation (audited); a system line tells both sides. */
  async function setStatus(
    operatorId: number,
    conversationId: number,
    status: ConversationStatus,
    ip?: string,
  ): Promise<Outcome<{ status: ConversationStatus }>> {
    const at = clock();
    const outcome = await db.tx(async (q): Promise<Outcome<{ userId: number; id: number; read: number }>> => {
      const c = await store.byId(q, conversationId, true);
      if (!c) return failure("SUPPORT_CONVERSATION_NOT_FOUND");
      if (c.status === status) return success({ userId: c.user_id, id: 0, read: c.support_read });
      await store.setStatus(q, conversationId, status);
      const id = await store.addMessage(q, {
        conversationId,
        sender: "system",
        operatorId,
        event: status === "closed" ? "closed" : "reopened",
        at,
      });
      await writeAudit(q, {
        operatorId,
        action: status === "closed" ? "support.conversation.close" : "support.conversation.reopen",
        targetType: "support_conversation",
        targetId: conversationId,
        before: { status: c.status },
        after: { status },
        ...(ip ? { ip } : {}),
        userId: c.user_id,
      });
      return success({ userId: c.user_id, id, read: c.support_read });
    });
    if (!outcome.ok) return outcome;
    if (outcome.value.id > 0) tell(outcome.value.userId, outcome.value.id, outcome.value.read);
    return success({ status });
  }

  /** Stores an operator's picture for a conversation: a private file of its user. */
  async function savePicture(conversationId: number, bytes: Buffer): Promise<Outcome<string>> {
    const c = await store.byId(db, conversationId);
    if (!c) return failure("SUPPORT_CONVERSATION_NOT_FOUND");
    return files.save(c.user_id, bytes);
  }

  return {
    events,
    thread,
    send,
    unread,
    inbox: store.inbox,
    conversation,
    reply,
    setStatus,
    savePicture,
    canned,
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
