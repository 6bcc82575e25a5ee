import type { P2pAd, P2pAdminFiat, P2pOrder, P2pStore } from "@bourse/contract";
import type { Static } from "typebox";
import type { Db } from "../../db/db.ts";
import { readSetting } from "../../settings/settings.read.ts";

type Ad = Static<typeof P2pAd>;
/** An ad row with what prices a floating one now */
type AdRow = Ad & { margin_rate: string | null; fiat_id: number };
type Order = Static<typeof P2pOrder>;

/** Ads and orders as the calls show them, read from the tables (every node answers them). */

const AD_SELECT = `
  SELECT a.id::int AS id, a.side AS type, a.currency_id, c.name AS currency_name, c.decimals, f.code AS coin_code,
    trim_scale(a.price)::text AS price, CASE WHEN a.margin IS NULL THEN 'fixed' ELSE 'float' END AS price_type,
    trim_scale(a.margin * 100)::text AS margin, trim_scale(a.margin)::text AS margin_rate, a.fiat_id,
    trim_scale(a.total)::text AS total_number,
    trim_scale(a.left_amount)::text AS surplus_number, trim_scale(a.min_amount)::text AS min_number,
    trim_scale(a.max_amount)::text AS max_number, a.methods AS way, a.pay_minutes, a.terms, a.min_kyc::int AS min_kyc,
    a.status, json_build_object('id', a.merchant_id::int, 'name', m.store_name) AS seller,
    to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
  FROM p2p_ads a JOIN currencies c ON c.id = a.currency_id JOIN p2p_fiats f ON f.id = a.fiat_id
  JOIN p2p_merchants m ON m.user_id = a.merchant_id`;

/** The name a user verified its identity with (level 1, approved), or null. */
const VERIFIED_NAME = (user: string) => `(SELECT k.name FROM kyc_applications k
    WHERE k.user_id = ${user} AND k.level = 1 AND k.state = 'approved' ORDER BY k.id DESC LIMIT 1)`;

/**
 * Orders as `viewer` sees them; `appealWait` is the setting `p2p_appeal_wait_minutes` (a parameter). The
 * seller sees the buyer's verified name (the name on the transfer it waits for); the counterparty is the
 * other party: its store when it is the merchant, else its verified name or nickname.
 */
const ORDER_SELECT = (viewer: string, appealWait: string) => `
  SELECT o.id::int AS id, o.ad_id::int AS ad_id,
    CASE WHEN o.buyer_id = ${viewer} THEN 'buy' ELSE 'sell' END AS type,
    c.name AS currency_name, f.code AS coin_code, trim_scale(o.price)::text AS price,
    trim_scale(o.amount)::text AS number, trim_scale(o.fiat_total)::text AS money, trim_scale(o.fee)::text AS fee,
    o.method AS way, o.status, o.cancel_reason, o.appealed_by IS NOT NULL AS appealed,
    to_char(o.pay_deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS pay_deadline,
    to_char(o.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS paid_at,
    to_char((o.paid_at + make_interval(mins => ${appealWait}::int)) AT TIME ZONE 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS appeal_after, o.proof,
    json_build_object('id', o.merchant_id::int, 'name', m.store_name) AS merchant,
    json_build_object('id', other.id::int, 'name', CASE WHEN other.id = o.merchant_id THEN m.store_name
      ELSE COALESCE(${VERIFIED_NAME("other.id")}, other.nickname, '') END) AS counterparty,
    CASE WHEN o.seller_id = ${viewer} THEN ${VERIFIED_NAME("o.buyer_id")} END AS buyer_name,
    CASE WHEN o.ruling_reason IS NOT NULL THEN json_build_object(
      'outcome', CASE WHEN o.status = 'completed' THEN 'release' ELSE 'refund' END, 'reason', o.ruling_reason,
      'at', to_char(o.ruled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) END AS ruling,
    to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
  FROM p2p_orders o JOIN currencies c ON c.id = o.currency_id JOIN p2p_fiats f ON f.id = o.fiat_id
  JOIN p2p_merchants m ON m.user_id = o.merchant_id
  JOIN users other ON other.id = CASE WHEN o.buyer_id = ${viewer} THEN o.seller_id ELSE o.buyer_id END`;

/**
 * `livePrice` prices a floating ad now (fiat text), or answers undefined while its index is stale (the
 * ad then shows the price it was published at).
 */
export function createP2pQueries(db: Db, livePrice: (ad: AdRow) => Promise<string | undefined>) {
  const page = (p: number, limit: number) => ({ limit, offset: (p - 1) * limit });
  const priced = (rows: AdRow[]) =>
    Promise.all(
      rows.map(async (r) => (r.margin_rate === null ? r : { ...r, price: (await livePrice(r)) ?? r.price })),
    );
  return {
    /** Online ads, best price for the taker first: lowest when the merchant sells, highest when it buys. */
    async market(q: {
      type?: "sell" | "buy" | undefined;
      currency_id?: number | undefined;
      coin_code?: string | undefined;
      way?: string | undefined;
      page: number;
      limit: number;
    }) {
      const side = q.type ?? "sell";
      const { limit, offset } = page(q.page, q.limit);
      const rows = await db.query<AdRow>(
        `${AD_SELECT}
         WHERE a.status = 'online' AND a.left_amount > 0 AND a.side = $1
           AND ($2::int IS NULL OR a.currency_id = $2) AND ($3::text IS NULL OR f.code = upper($3))
           AND ($4::text IS NULL OR $4 = ANY (a.methods))
         ORDER BY a.price ${side === "sell" ? "ASC" : "DESC"}, a.id LIMIT $5 OFFSET $6`,
        [side, q.currency_id ?? null, q.coin_code ?? null, q.way ?? null, limit, offset],
      );
      // a floating ad's price moves with the index: the order is the taker's best price now
      const data = await priced(rows);
      const cents = (p: string) => Number(p);
      data.sort(
        (a, b) =>
          (side === "sell" ? cents(a.price) - cents(b.price) : cents(b.price) - cents(a.price)) ||
          a.id - b.id,
      );
      return { data, page: q.page };
    },
    async ad(id: number) {
      const [row] = await db.query<AdRow>(`${AD_SELECT} WHERE a.id = $1`, [id]);
      return row && (await priced([row]))[0];
    },
    /** A merchant's own ads (every status). */
    async myAds(userId: number, p: number, limit: number) {
      const o = page(p, limit);
      return {
        data: await priced(
          await db.query<AdRow>(
            `${AD_SELECT} WHERE a.merchant_id = $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
            [userId, o.limit, o.offset],
          ),
        ),
        page: p,
      };
    },
    /**
     * A store as takers see it, with figures computed from its orders: completed in the last 30 days,
     * completion rate (completed among orders that ended, cancels by the venue at the time limit
     * included) and the average time from payment to release.
     */
    async store(merchantId: number, now: Date) {
      const [row] = await db.query<P2pStore>(
        `SELECT m.user_id::int AS id, m.store_name AS name, m.status,
           (SELECT count(*)::int FROM p2p_orders o WHERE o.merchant_id = m.user_id AND o.status = 'completed'
              AND o.completed_at > $2::timestamptz - interval '30 days') AS completed_30d,
           (SELECT trim_scale(round(100.0 * count(*) FILTER (WHERE o.status = 'completed')
                 / nullif(count(*) FILTER (WHERE o.status IN ('completed', 'cancelled')), 0), 2))::text
              FROM p2p_orders o WHERE o.merchant_id = m.user_id) AS completion_rate,
           (SELECT round(avg(extract(epoch FROM o.completed_at - o.paid_at)))::int FROM p2p_orders o
              WHERE o.merchant_id = m.user_id AND o.status = 'completed' AND o.paid_at IS NOT NULL)
              AS avg_release_seconds
         FROM p2p_merchants m WHERE m.user_id = $1`,
        [merchantId, now],
      );
      return row;
    },
    /** Every ad for the console, newest first, by status. */
    async allAds(status: "online" | "offline" | undefined) {
      return priced(
        await db.query<AdRow>(
          `${AD_SELECT} WHERE $1::text IS NULL OR a.status = $1 ORDER BY a.id DESC LIMIT 200`,
          [status ?? null],
        ),
      );
    },
    /** A store's ads on offer. */
    async storeAds(merchantId: number) {
      return priced(
        await db.query<AdRow>(
          `${AD_SELECT} WHERE a.merchant_id = $1 AND a.status = 'online' ORDER BY a.id DESC`,
          [merchantId],
        ),
      );
    },
    /** The fiat currencies on offer, in the operator's order. */
    async fiats(all = false) {
      return db.query<P2pAdminFiat>(
        `SELECT id, code, name, symbol, trim_scale(usdt_rate)::text AS usdt_rate, enabled FROM p2p_fiats
         WHERE enabled OR $1 ORDER BY sort, code`,
        [all],
      );
    },
    /** One order, only for its two parties. */
    async order(userId: number, id: number) {
      const [row] = await db.query<Order>(
        `${ORDER_SELECT("$1", "$3")} WHERE o.id = $2 AND (o.buyer_id = $1 OR o.seller_id = $1)`,
        [userId, id, await readSetting(db, "p2p_appeal_wait_minutes")],
      );
      return row;
    },
    /** Orders the user took (`as` taker) or that were taken on the user's ads (`as` merchant). */
    async orders(
      userId: number,
      as: "taker" | "merchant",
      status: string | undefined,
      p: number,
      limit: number,
    ) {
      const o = page(p, limit);
      return {
        data: await db.query<Order>(
          `${ORDER_SELECT("$1", "$5")} WHERE o.${as === "taker" ? "taker_id" : "merchant_id"} = $1
             AND ($2::text IS NULL OR o.status = $2) ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
          [userId, status ?? null, o.limit, o.offset, await readSetting(db, "p2p_appeal_wait_minutes")],
        ),
        page: p,
      };
    },
  };
}

export type P2pQueries = ReturnType<typeof createP2pQueries>;
