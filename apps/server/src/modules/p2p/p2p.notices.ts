import type { P2pNotice } from "@bourse/contract";
import type { Static } from "typebox";
import type { Db } from "../../db/db.ts";

type Notice = Static<typeof P2pNotice>;

/** How far back the notice list reaches: the orders of the last 30 days (spec: fiat orders, 30 days). */
const WINDOW_DAYS = 30;

/**
 * What the other party of a user's orders did, newest first: an order placed on the user's ad, the
 * buyer marking it paid, a message in its chat, the seller's release, a cancel, an appeal, and the
 * platform's ruling on an appeal (ruling_release or ruling_refund, its reason as the body). Read from the
 * order's events and messages (the rows every node holds), so a notice is there on every node the moment
 * what it tells is; the user's own actions and the venue's (a timeout) are not notices.
 */
export function createP2pNotices(db: Db, clock: () => Date) {
  async function list(userId: number, limit: number): Promise<Notice[]> {
    const since = new Date(clock().getTime() - WINDOW_DAYS * 86_400_000);
    const rows = await db.query<Notice & { at: Date }>(
      `WITH mine AS (
         SELECT o.*, CASE WHEN o.buyer_id = $1 THEN 'buy' ELSE 'sell' END AS role,
           CASE WHEN o.buyer_id = $1 THEN o.seller_id ELSE o.buyer_id END AS other_id
         FROM p2p_orders o WHERE (o.taker_id = $1 OR o.merchant_id = $1) AND o.created_at > $3)
       SELECT n.id, n.kind, n.body, n.at, mine.id::int AS order_id, mine.role,
         trim_scale(mine.amount)::text AS number, trim_scale(mine.fiat_total)::text AS money,
         c.name AS currency_name, f.code AS coin_code,
         CASE WHEN mine.other_id = mine.merchant_id THEN m.store_name
           ELSE COALESCE((SELECT k.name FROM kyc_applications k WHERE k.user_id = mine.other_id AND k.level = 1
             AND k.state = 'approved' ORDER BY k.id DESC LIMIT 1), u.nickname, '') END AS "from"
       FROM (
         SELECT 'e' || e.entry_id AS id,
           CASE WHEN e.actor LIKE 'operator:%' AND e.status = 'completed' THEN 'ruling_release'
             WHEN e.actor LIKE 'operator:%' THEN 'ruling_refund'
             WHEN e.status = 'unpaid' THEN 'placed' ELSE e.status END AS kind,
           CASE WHEN e.actor LIKE 'operator:%' THEN e.note END AS body, e.at, e.order_id
         FROM p2p_order_events e JOIN mine ON mine.id = e.order_id
         WHERE e.actor = 'user:' || mine.other_id OR e.actor LIKE 'operator:%'
         UNION ALL
         SELECT 'm' || msg.id, 'message', CASE WHEN msg.image IS NULL THEN msg.body END, msg.created_at, msg.order_id
         FROM p2p_messages msg JOIN mine ON mine.id = msg.order_id
         WHERE msg.sender_id = mine.other_id) n
       JOIN mine ON mine.id = n.order_id
       JOIN currencies c ON c.id = mine.currency_id JOIN p2p_fiats f ON f.id = mine.fiat_id
       JOIN p2p_merchants m ON m.user_id = mine.merchant_id JOIN users u ON u.id = mine.other_id
       ORDER BY n.at DESC, n.id DESC LIMIT $2`,
      [userId, limit, since],
    );
    return rows.map(({ at, ...n }) => ({ ...n, at: at.toISOString() }));
  }

  return { list };
}

export type P2pNotices = ReturnType<typeof createP2pNotices>;
