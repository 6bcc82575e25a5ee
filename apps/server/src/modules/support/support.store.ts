import type { SupportInboxItem, SupportLine } from "@bourse/contract";
import type { Db, Queryable } from "../../db/db.ts";

export type ConversationStatus = "open" | "closed";
type Sender = "user" | "support" | "system";

export interface ConversationRow {
  id: number;
  user_id: number;
  status: ConversationStatus;
  lang: string;
  waiting_since: Date | null;
  user_read: number;
  support_read: number;
}

interface MessageRow {
  id: number;
  sender: Sender;
  body: string;
  image: string | null;
  event: "closed" | "reopened" | null;
  created_at: Date;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

const conversationOf = (r: Record<string, unknown>): ConversationRow => ({
  id: Number(r.id),
  user_id: Number(r.user_id),
  status: r.status as ConversationStatus,
  lang: String(r.lang),
  waiting_since: (r.waiting_since as Date | null) ?? null,
  user_read: Number(r.user_read),
  support_read: Number(r.support_read),
});

/** The user's e-mail, else the phone with its area code. */
const ACCOUNT = "COALESCE(u.email, '+' || COALESCE(u.area_code, '') || ' ' || COALESCE(u.phone, ''))";

/**
 * The support chat's rows: conversations (one per user), their messages and read marks, and the
 * canned replies with one text per language. Plain SQL; every write of one change goes through the
 * `Queryable` of its transaction.
 */
export function createSupportStore(db: Db) {
  async function byUser(q: Queryable, userId: number, lock = false): Promise<ConversationRow | undefined> {
    const [row] = await q.query<Record<string, unknown>>(
      `SELECT * FROM support_conversations WHERE user_id = $1${lock ? " FOR UPDATE" : ""}`,
      [userId],
    );
    return row && conversationOf(row);
  }

  async function byId(q: Queryable, id: number, lock = false): Promise<ConversationRow | undefined> {
    const [row] = await q.query<Record<string, unknown>>(
      `SELECT * FROM support_conversations WHERE id = $1${lock ? " FOR UPDATE" : ""}`,
      [id],
    );
    return row && conversationOf(row);
  }

  /** The user's conversation, made (open) on the first message. */
  async function openFor(q: Queryable, userId: number, lang: string, at: Date): Promise<ConversationRow> {
    await q.query(
      `INSERT INTO support_conversations (user_id, lang, last_message_at, created_at)
       VALUES ($1, $2, $3, $3) ON CONFLICT (user_id) DO NOTHING`,
      [userId, lang, at],
    );
    return (await byUser(q, userId, true))!;
  }

  async function addMessage(
    q: Queryable,
    m: {
      conversationId: number;
      sender: Sender;
      operatorId?: number;
      body?: string;
      image?: string | null;
      cannedId?: number | null;
      event?: "closed" | "reopened";
      at: Date;
    },
  ): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO support_messages (conversation_id, sender, operator_id, body, image, canned_id, event, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        m.conversationId,
        m.sender,
        m.operatorId ?? null,
        m.body ?? "",
        m.image ?? null,
        m.cannedId ?? null,
        m.event ?? null,
        m.at,
      ],
    );
    return Number(row!.id);
  }

  /** After a user's line: waiting since the oldest unanswered one; the user has read what they wrote. */
  async function userWrote(q: Queryable, c: ConversationRow, messageId: number, lang: string, at: Date) {
    await q.query(
      `UPDATE support_conversations SET status = 'open', lang = $2, waiting_since = COALESCE(waiting_since, $3),
         last_message_at = $3, user_read = GREATEST(user_read, $4) WHERE id = $1`,
      [c.id, lang, at, messageId],
    );
  }

  /** After an operator's line: nobody is waiting, and support has read everything up to it. */
  async function supportWrote(q: Queryable, conversationId: number, messageId: number, at: Date) {
    await q.query(
      `UPDATE support_conversations SET waiting_since = NULL, last_message_at = $2,
         support_read = GREATEST(support_read, $3) WHERE id = $1`,
      [conversationId, at, messageId],
    );
  }

  async function setStatus(q: Queryable, conversationId: number, status: ConversationStatus) {
    await q.query(
      `UPDATE support_conversations SET status = $2,
         waiting_since = CASE WHEN $2 = 'closed' THEN NULL ELSE waiting_since END WHERE id = $1`,
      [conversationId, status],
    );
  }

  async function lastId(q: Queryable, conversationId: number): Promise<number> {
    const [row] = await q.query<{ id: number | null }>(
      "SELECT max(id)::bigint AS id FROM support_messages WHERE conversation_id = $1",
      [conversationId],
    );
    return Number(row?.id ?? 0);
  }

  /** Moves a side's read mark up to the newest line; answers the mark after it. */
  async function markRead(conversationId: number, side: "user" | "support"): Promise<number> {
    const column = side === "user" ? "user_read" : "support_read";
    const [row] = await db.query<{ mark: number }>(
      `UPDATE support_conversations SET ${column} = GREATEST(${column},
         COALESCE((SELECT max(id) FROM support_messages WHERE conversation_id = $1), 0))
       WHERE id = $1 RETURNING ${column} AS mark`,
      [conversationId],
    );
    return Number(row?.mark ?? 0);
  }

  /** The newest `limit` lines older than `before` (all when absent), oldest first; `viewer` names the user's side. */
  async function lines(
    conversationId: number,
    viewer: "user" | "support",
    page: { before?: number | undefined; limit: number },
  ): Promise<{ lines: SupportLine[]; hasMore: boolean }> {
    const rows = await db.query<MessageRow>(
      `SELECT id, sender, body, image, event, created_at FROM support_messages
       WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2)
       ORDER BY id DESC LIMIT $3`,
      [conversationId, page.before ?? null, page.limit + 1],
    );
    const hasMore = rows.length > page.limit;
    const mine = viewer === "user" ? "me" : "user";
    const out = rows
      .slice(0, page.limit)
      .reverse()
      .map(
        (r): SupportLine => ({
          id: Number(r.id),
          kind: r.sender === "system" ? "system" : r.image === null ? "text" : "image",
          from: r.sender === "user" ? mine : r.sender,
          body: r.body,
          image: r.image,
          event: r.event,
          at: iso(r.created_at)!,
        }),
      );
    return { lines: out, hasMore };
  }

  /** Support's lines the user has not read yet. */
  async function unreadByUser(userId: number): Promise<number> {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_conversations c JOIN support_messages m ON m.conversation_id = c.id
       WHERE c.user_id = $1 AND m.sender = 'support' AND m.id > c.user_read`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  /** The inbox: conversations with unread lines first, then the longest waiting, then the latest. */
  async function inbox(filter: {
    status?: ConversationStatus | undefined;
    userId?: number | undefined;
    page: number;
    limit: number;
  }): Promise<{ data: SupportInboxItem[]; total: number; unreadConversations: number }> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM (
         SELECT c.id, c.user_id, ${ACCOUNT} AS account, u.kyc_level, c.status, c.lang, c.waiting_since,
           c.last_message_at,
           (SELECT count(*) FROM support_messages m
              WHERE m.conversation_id = c.id AND m.sender = 'user' AND m.id > c.support_read)::int AS unread,
           COALESCE((SELECT m.body FROM support_messages m
              WHERE m.conversation_id = c.id AND m.sender <> 'system' ORDER BY m.id DESC LIMIT 1), '') AS last_text,
           count(*) OVER ()::int AS total
         FROM support_conversations c JOIN users u ON u.id = c.user_id
         WHERE ($1::text IS NULL OR c.status = $1) AND ($2::bigint IS NULL OR c.user_id = $2)) t
       ORDER BY unread > 0 DESC, waiting_since ASC NULLS LAST, last_message_at DESC, id DESC
       LIMIT $3 OFFSET $4`,
      [filter.status ?? null, filter.userId ?? null, filter.limit, (filter.page - 1) * filter.limit],
    );
    const [unread] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_conversations c
       WHERE EXISTS (SELECT 1 FROM support_messages m
         WHERE m.conversation_id = c.id AND m.sender = 'user' AND m.id > c.support_read)`,
    );
    const total = rows.length > 0 ? Number(rows[0]!.total) : await count(filter);
    return {
      data: rows.map((r) => ({
        id: Number(r.id),
        user_id: Number(r.user_id),
        account: String(r.account),
        kyc_level: Number(r.kyc_level),
        status: r.status as ConversationStatus,
        lang: String(r.lang),
        unread: Number(r.unread),
        waiting_since: iso((r.waiting_since as Date | null) ?? null),
        last_message_at: iso(r.last_message_at as Date)!,
        last_text: String(r.last_text),
      })),
      total,
      unreadConversations: Number(unread?.n ?? 0),
    };
  }

  async function count(filter: { status?: ConversationStatus | undefined; userId?: number | undefined }) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_conversations c
       WHERE ($1::text IS NULL OR c.status = $1) AND ($2::bigint IS NULL OR c.user_id = $2)`,
      [filter.status ?? null, filter.userId ?? null],
    );
    return Number(row?.n ?? 0);
  }

  /** The user's basics the console shows beside a conversation. */
  async function userBasics(userId: number) {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT u.id, ${ACCOUNT} AS account, u.nickname, u.kyc_level, u.created_at FROM users u WHERE u.id = $1`,
      [userId],
    );
    return {
      id: Number(row!.id),
      account: String(row!.account),
      nickname: (row!.nickname as string | null) ?? null,
      kyc_level: Number(row!.kyc_level),
      registered_at: iso(row!.created_at as Date)!,
    };
  }

  return {
    byUser,
    byId,
    openFor,
    addMessage,
    userWrote,
    supportWrote,
    setStatus,
    lastId,
    markRead,
    lines,
    unreadByUser,
    inbox,
    userBasics,
  };
}

export type SupportStore = ReturnType<typeof createSupportStore>;
