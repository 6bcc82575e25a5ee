import type { P2pAdminChatLine, P2pChatLine, P2pChatThread } from "@bourse/contract";
import { writeAudit } from "../../audit/audit.ts";
import { composeMessage } from "../../chat/compose.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import type { FilesService } from "../files/index.ts";

/**
 * An order's chat between its two parties: text or one of the sender's own uploaded images. The thread
 * shows the order's state changes as system lines (an operator's ruling with its reason). The parties
 * read and write it; operators read it in the console and, while the order is in appeal, write in it as
 * the platform (a line both parties see). Whoever did not write a message hears of it on its user
 * channel (`notify`, every node).
 */
export function createP2pChat(deps: {
  db: Db;
  files: FilesService;
  clock: () => Date;
  notify: (notice: UserNotice) => void;
}) {
  const { db, files, clock } = deps;

  async function partyOf(userId: number, orderId: number) {
    const [o] = await db.query<{ buyer_id: number; seller_id: number }>(
      "SELECT buyer_id, seller_id FROM p2p_orders WHERE id = $1 AND (buyer_id = $2 OR seller_id = $2)",
      [orderId, userId],
    );
    return o && { other: Number(o.buyer_id) === userId ? Number(o.seller_id) : Number(o.buyer_id) };
  }

  async function send(
    userId: number,
    orderId: number,
    input: { text?: string | undefined; image?: string | undefined },
  ): Promise<Outcome<{ id: number }>> {
    const party = await partyOf(userId, orderId);
    if (!party) return failure("P2P_ORDER_NOT_FOUND");
    const message = await composeMessage(files.owned, userId, input);
    if (!message.ok) return message;
    const { body, image } = message.value;
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO p2p_messages (order_id, sender_id, body, image, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
      [orderId, userId, body, image, clock()],
    );
    const id = Number(row!.id);
    deps.notify({ userId: party.other, kind: "p2p_chat", order: { id: orderId, message_id: id } });
    return success({ id });
  }

  /**
   * An operator writes in an order's chat as the platform, to ask the parties for evidence or tell them
   * where the appeal stands: only while the order is in appeal. Both parties hear of it; audited.
   */
  async function sendAsOperator(
    operatorId: number,
    orderId: number,
    content: string,
    ip: string,
  ): Promise<Outcome<{ id: number }>> {
    const body = content.trim();
    if (!body) return failure("REQUEST_INVALID_FIELD", { field: "content" });
    const id = await db.tx(async (q) => {
      const [o] = await q.query<{ buyer_id: number; seller_id: number; status: string }>(
        "SELECT buyer_id, seller_id, status FROM p2p_orders WHERE id = $1 FOR UPDATE",
        [orderId],
      );
      if (!o) return failure("P2P_ORDER_NOT_FOUND");
      if (o.status !== "appeal") return failure("P2P_ORDER_STATE");
      const [row] = await q.query<{ id: number }>(
        "INSERT INTO p2p_messages (order_id, operator_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
        [orderId, operatorId, body, clock()],
      );
      await writeAudit(q, {
        operatorId,
        action: "p2p.order.chat",
        targetType: "p2p_order",
        targetId: orderId,
        after: { message_id: Number(row!.id), content: body },
        ip,
      });
      return success({ id: Number(row!.id), parties: [Number(o.buyer_id), Number(o.seller_id)] });
    });
    if (!id.ok) return id;
    for (const userId of id.value.parties)
      deps.notify({ userId, kind: "p2p_chat", order: { id: orderId, message_id: id.value.id } });
    return success({ id: id.value.id });
  }

  /** The lines of an order's thread, oldest first, as `viewer` sees them ("me" and "them"). */
  async function linesOf(orderId: number, viewer: number): Promise<P2pChatLine[]> {
    const lines = await db.query<P2pChatLine & { sort: Date }>(
      `SELECT * FROM (
         SELECT 'm' || m.id AS id, CASE WHEN m.image IS NULL THEN 'text' ELSE 'image' END AS kind,
           CASE WHEN m.operator_id IS NOT NULL THEN 'platform' WHEN m.sender_id = $2 THEN 'me' ELSE 'them' END
             AS "from", m.body, m.image, NULL AS status,
           m.created_at AS sort
         FROM p2p_messages m WHERE m.order_id = $1
         UNION ALL
         SELECT 'e' || e.entry_id, 'system', 'system', coalesce(e.note, ''), NULL, e.status, e.at
         FROM p2p_order_events e WHERE e.order_id = $1) t
       ORDER BY sort, id`,
      [orderId, viewer],
    );
    return lines.map(({ sort, ...l }) => ({ ...l, at: sort.toISOString() }));
  }

  /** The thread, oldest first, with what the other party has read; reading it marks it read. */
  async function thread(userId: number, orderId: number): Promise<Outcome<P2pChatThread>> {
    const party = await partyOf(userId, orderId);
    if (!party) return failure("P2P_ORDER_NOT_FOUND");
    const lines = await linesOf(orderId, userId);
    const [last] = await db.query<{ id: number | null }>(
      "SELECT max(id)::bigint AS id FROM p2p_messages WHERE order_id = $1",
      [orderId],
    );
    if (last?.id)
      await db.query(
        `INSERT INTO p2p_chat_reads (order_id, user_id, last_read) VALUES ($1, $2, $3)
         ON CONFLICT (order_id, user_id) DO UPDATE SET last_read = GREATEST(p2p_chat_reads.last_read, EXCLUDED.last_read)`,
        [orderId, userId, last.id],
      );
    const [theirs] = await db.query<{ last_read: number }>(
      "SELECT last_read FROM p2p_chat_reads WHERE order_id = $1 AND user_id = $2",
      [orderId, party.other],
    );
    return success({ lines, read_by_them: Number(theirs?.last_read ?? 0) });
  }

  /** The thread as an operator reviewing an appeal reads it: the buyer's and the seller's lines named so. */
  async function forOperator(orderId: number): Promise<Outcome<P2pAdminChatLine[]>> {
    const [o] = await db.query<{ buyer_id: number }>("SELECT buyer_id FROM p2p_orders WHERE id = $1", [
      orderId,
    ]);
    if (!o) return failure("P2P_ORDER_NOT_FOUND");
    const named = { me: "buyer", them: "seller" } as const;
    const lines = await linesOf(orderId, Number(o.buyer_id));
    return success(
      lines.map((l) => ({ ...l, from: l.from === "me" || l.from === "them" ? named[l.from] : l.from })),
    );
  }

  /** Whether `name` is an image of an order `userId` is a party of (a payment proof, or a chat image). */
  async function shares(name: string, userId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM p2p_orders o WHERE (o.buyer_id = $2 OR o.seller_id = $2)
         AND (o.proof = $1 OR o.proof = '/api/files/' || $1
           OR EXISTS (SELECT 1 FROM p2p_messages m WHERE m.order_id = o.id AND m.image = '/api/files/' || $1))
       LIMIT 1`,
      [name, userId],
    );
    return rows.length > 0;
  }

  return { send, sendAsOperator, thread, forOperator, shares };
}

export type P2pChat = ReturnType<typeof createP2pChat>;
