import type { BatchWriter } from "../../core/command.ts";
import { decimalToUnits, unitsToDecimal } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";

/** An ad as the writer keeps it: amounts in units of the coin's scale. */
export interface LiveAd {
  id: number;
  merchantId: number;
  side: "sell" | "buy";
  currencyId: number;
  scale: number;
  fiatId: number;
  /** fiat per whole coin, in the fiat's units (2 decimals); a floating ad's price when published */
  price: bigint;
  /** a floating ad's margin over the index price ("1.02"); null for a fixed price */
  margin: string | null;
  total: bigint;
  min: bigint;
  max: bigint;
  left: bigint;
  reserved: bigint;
  sold: bigint;
  methods: string[];
  payMinutes: number;
  terms: string;
  minKyc: number;
  holdId: string | null;
  status: "online" | "offline";
  entryId: number;
  createdAt: Date;
  updatedAt: Date;
}

export type OrderStatus = "unpaid" | "paid" | "appeal" | "completed" | "cancelled";

/** An order as the writer keeps it while it is open (unpaid or paid). */
export interface LiveOrder {
  id: number;
  adId: number;
  merchantId: number;
  takerId: number;
  buyerId: number;
  sellerId: number;
  currencyId: number;
  scale: number;
  fiatId: number;
  price: bigint;
  amount: bigint;
  fiatTotal: bigint;
  fee: bigint;
  method: string;
  status: OrderStatus;
  holdId: string | null;
  payDeadline: Date;
  proof: string | null;
  paidAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: "buyer" | "timeout" | "appeal" | null;
  appealedBy: number | null;
  appealReason: string | null;
  decidedBy: number | null;
  /** the operator's reason for its ruling on an appeal (decidedBy), and when it ruled */
  rulingReason: string | null;
  ruledAt: Date | null;
  entryId: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Fiat amounts and prices have two decimals. */
export const FIAT_SCALE = 2;

/** A merchant (or applicant) as the writer keeps it. */
export interface LiveMerchant {
  userId: number;
  storeName: string;
  status: "pending" | "approved" | "rejected" | "suspended";
  deposit: bigint;
  currencyId: number | null;
  scale: number;
  holdId: string | null;
  appliedAt: Date;
  reviewedAt: Date | null;
  reviewedBy: number | null;
  reason: string | null;
  entryId: number | null;
}

/** What one command writes: the merchant, ad and order as they now are, and the order's state change. */
export interface P2pRows {
  merchants?: LiveMerchant[];
  ads: LiveAd[];
  orders: LiveOrder[];
  events: {
    orderId: number;
    entryId: number;
    at: Date;
    actor: string;
    status: OrderStatus;
    /** what the change says besides its state (an operator's ruling: its reason) */
    note?: string | null;
  }[];
}

const coin = (v: bigint, scale: number) => unitsToDecimal(v, scale);
const fiat = (v: bigint) => unitsToDecimal(v, FIAT_SCALE);

/** Ads, orders and order events of a batch: the last state of each ad and order, in three statements. */
export const p2pWriter: BatchWriter<P2pRows> = {
  async write(q: Queryable, rows: P2pRows[]) {
    const merchants = new Map<number, LiveMerchant>();
    for (const r of rows) for (const m of r.merchants ?? []) merchants.set(m.userId, { ...m });
    if (merchants.size > 0)
      await q.query(
        `INSERT INTO p2p_merchants (user_id, store_name, status, deposit, deposit_currency, hold_id, entry_id,
           applied_at, reviewed_at, reviewed_by, reason)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(user_id bigint, store_name text, status text,
           deposit numeric, deposit_currency integer, hold_id text, entry_id bigint, applied_at timestamptz,
           reviewed_at timestamptz, reviewed_by bigint, reason text)
         ON CONFLICT (user_id) DO UPDATE SET store_name = EXCLUDED.store_name, status = EXCLUDED.status,
           deposit = EXCLUDED.deposit, deposit_currency = EXCLUDED.deposit_currency, hold_id = EXCLUDED.hold_id,
           entry_id = EXCLUDED.entry_id, applied_at = EXCLUDED.applied_at, reviewed_at = EXCLUDED.reviewed_at,
           reviewed_by = EXCLUDED.reviewed_by, reason = EXCLUDED.reason`,
        [
          JSON.stringify(
            [...merchants.values()].map((m) => ({
              user_id: m.userId,
              store_name: m.storeName,
              status: m.status,
              deposit: unitsToDecimal(m.deposit, m.scale),
              deposit_currency: m.currencyId,
              hold_id: m.holdId,
              entry_id: m.entryId,
              applied_at: m.appliedAt.toISOString(),
              reviewed_at: m.reviewedAt?.toISOString() ?? null,
              reviewed_by: m.reviewedBy,
              reason: m.reason,
            })),
          ),
        ],
      );
    const ads = new Map<number, LiveAd>();
    const orders = new Map<number, LiveOrder>();
    for (const r of rows) {
      for (const a of r.ads) ads.set(a.id, { ...a });
      for (const o of r.orders) orders.set(o.id, { ...o });
    }
    if (ads.size > 0)
      await q.query(
        `INSERT INTO p2p_ads (id, merchant_id, side, currency_id, fiat_id, price, margin, total, min_amount, max_amount,
           left_amount, reserved, sold, methods, pay_minutes, terms, min_kyc, hold_id, status, entry_id,
           created_at, updated_at)
         SELECT r.id, r.merchant_id, r.side, r.currency_id, r.fiat_id, r.price, r.margin, r.total, r.min_amount, r.max_amount,
           r.left_amount, r.reserved, r.sold, ARRAY(SELECT jsonb_array_elements_text(r.methods)), r.pay_minutes,
           r.terms, r.min_kyc, r.hold_id, r.status, r.entry_id, r.created_at, r.updated_at
         FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, merchant_id bigint, side text, currency_id integer,
           fiat_id integer, price numeric, margin numeric, total numeric, min_amount numeric, max_amount numeric,
           left_amount numeric, reserved numeric, sold numeric, methods jsonb, pay_minutes integer, terms text,
           min_kyc smallint, hold_id text, status text, entry_id bigint, created_at timestamptz,
           updated_at timestamptz)
         ON CONFLICT (id) DO UPDATE SET left_amount = EXCLUDED.left_amount, reserved = EXCLUDED.reserved,
           sold = EXCLUDED.sold, status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
        [
          JSON.stringify(
            [...ads.values()].map((a) => ({
              id: a.id,
              merchant_id: a.merchantId,
              side: a.side,
              currency_id: a.currencyId,
              fiat_id: a.fiatId,
              price: fiat(a.price),
              margin: a.margin,
              total: coin(a.total, a.scale),
              min_amount: coin(a.min, a.scale),
              max_amount: coin(a.max, a.scale),
              left_amount: coin(a.left, a.scale),
              reserved: coin(a.reserved, a.scale),
              sold: coin(a.sold, a.scale),
              methods: a.methods,
              pay_minutes: a.payMinutes,
              terms: a.terms,
              min_kyc: a.minKyc,
              hold_id: a.holdId,
              status: a.status,
              entry_id: a.entryId,
              created_at: a.createdAt.toISOString(),
              updated_at: a.updatedAt.toISOString(),
            })),
          ),
        ],
      );
    if (orders.size > 0)
      await q.query(
        `INSERT INTO p2p_orders (id, ad_id, merchant_id, taker_id, buyer_id, seller_id, currency_id, fiat_id, price,
           amount, fiat_total, fee, method, status, hold_id, pay_deadline, proof, paid_at, completed_at,
           cancelled_at, cancel_reason, appealed_by, appeal_reason, decided_by, ruling_reason, ruled_at, entry_id, created_at,
           updated_at)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, ad_id bigint, merchant_id bigint,
           taker_id bigint, buyer_id bigint, seller_id bigint, currency_id integer, fiat_id integer, price numeric,
           amount numeric, fiat_total numeric, fee numeric, method text, status text, hold_id text,
           pay_deadline timestamptz, proof text, paid_at timestamptz, completed_at timestamptz,
           cancelled_at timestamptz, cancel_reason text, appealed_by bigint, appeal_reason text,
           decided_by bigint, ruling_reason text, ruled_at timestamptz, entry_id bigint, created_at timestamptz,
           updated_at timestamptz)
         ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, proof = EXCLUDED.proof,
           paid_at = EXCLUDED.paid_at, completed_at = EXCLUDED.completed_at, cancelled_at = EXCLUDED.cancelled_at,
           cancel_reason = EXCLUDED.cancel_reason, appealed_by = EXCLUDED.appealed_by,
           appeal_reason = EXCLUDED.appeal_reason, decided_by = EXCLUDED.decided_by,
           ruling_reason = EXCLUDED.ruling_reason, ruled_at = EXCLUDED.ruled_at, updated_at = EXCLUDED.updated_at`,
        [
          JSON.stringify(
            [...orders.values()].map((o) => ({
              id: o.id,
              ad_id: o.adId,
              merchant_id: o.merchantId,
              taker_id: o.takerId,
              buyer_id: o.buyerId,
              seller_id: o.sellerId,
              currency_id: o.currencyId,
              fiat_id: o.fiatId,
              price: fiat(o.price),
              amount: coin(o.amount, o.scale),
              fiat_total: fiat(o.fiatTotal),
              fee: coin(o.fee, o.scale),
              method: o.method,
              status: o.status,
              hold_id: o.holdId,
              pay_deadline: o.payDeadline.toISOString(),
              proof: o.proof,
              paid_at: o.paidAt?.toISOString() ?? null,
              completed_at: o.completedAt?.toISOString() ?? null,
              cancelled_at: o.cancelledAt?.toISOString() ?? null,
              cancel_reason: o.cancelReason,
              appealed_by: o.appealedBy,
              appeal_reason: o.appealReason,
              decided_by: o.decidedBy,
              ruling_reason: o.rulingReason,
              ruled_at: o.ruledAt?.toISOString() ?? null,
              entry_id: o.entryId,
              created_at: o.createdAt.toISOString(),
              updated_at: o.updatedAt.toISOString(),
            })),
          ),
        ],
      );
    const events = rows.flatMap((r) => r.events);
    if (events.length > 0)
      await q.query(
        `INSERT INTO p2p_order_events (order_id, entry_id, at, actor, status, note)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(order_id bigint, entry_id bigint, at timestamptz,
           actor text, status text, note text)`,
        [
          JSON.stringify(
            events.map((e) => ({
              order_id: e.orderId,
              entry_id: e.entryId,
              at: e.at.toISOString(),
              actor: e.actor,
              status: e.status,
              note: e.note ?? null,
            })),
          ),
        ],
      );
  },
};

interface AdRow {
  id: number;
  merchant_id: number;
  side: "sell" | "buy";
  currency_id: number;
  decimals: number;
  fiat_id: number;
  price: string;
  margin: string | null;
  total: string;
  min_amount: string;
  max_amount: string;
  left_amount: string;
  reserved: string;
  sold: string;
  methods: string[];
  pay_minutes: number;
  terms: string;
  min_kyc: number;
  hold_id: string | null;
  status: "online" | "offline";
  entry_id: number;
  created_at: Date;
  updated_at: Date;
}

/** Merchants and applicants, ads that still matter to the writer (online, or holding reservations), open orders. */
export async function loadLive(q: Queryable) {
  const merchants = await q.query<{
    user_id: number;
    store_name: string;
    status: LiveMerchant["status"];
    deposit: string;
    deposit_currency: number | null;
    decimals: number | null;
    hold_id: string | null;
    entry_id: number | null;
    applied_at: Date;
    reviewed_at: Date | null;
    reviewed_by: number | null;
    reason: string | null;
  }>(
    `SELECT m.user_id, m.store_name, m.status, m.deposit::text AS deposit, m.deposit_currency, c.decimals,
       m.hold_id, m.entry_id, m.applied_at, m.reviewed_at, m.reviewed_by, m.reason
     FROM p2p_merchants m LEFT JOIN currencies c ON c.id = m.deposit_currency`,
  );
  const ads = await q.query<AdRow>(
    `SELECT a.id, a.merchant_id, a.side, a.currency_id, c.decimals, a.fiat_id, a.price::text AS price,
       trim_scale(a.margin)::text AS margin,
       a.total::text AS total, a.min_amount::text AS min_amount, a.max_amount::text AS max_amount,
       a.left_amount::text AS left_amount, a.reserved::text AS reserved, a.sold::text AS sold, a.methods,
       a.pay_minutes, a.terms, a.min_kyc, a.hold_id, a.status, a.entry_id, a.created_at, a.updated_at
     FROM p2p_ads a JOIN currencies c ON c.id = a.currency_id
     WHERE a.status = 'online' OR a.reserved > 0 ORDER BY a.id`,
  );
  const orders = await q.query<{
    id: number;
    ad_id: number;
    merchant_id: number;
    taker_id: number;
    buyer_id: number;
    seller_id: number;
    currency_id: number;
    decimals: number;
    fiat_id: number;
    price: string;
    amount: string;
    fiat_total: string;
    fee: string;
    method: string;
    status: OrderStatus;
    hold_id: string | null;
    pay_deadline: Date;
    proof: string | null;
    paid_at: Date | null;
    appealed_by: number | null;
    appeal_reason: string | null;
    entry_id: number;
    created_at: Date;
    updated_at: Date;
  }>(
    `SELECT o.id, o.ad_id, o.merchant_id, o.taker_id, o.buyer_id, o.seller_id, o.currency_id, c.decimals, o.fiat_id,
       o.price::text AS price, o.amount::text AS amount, o.fiat_total::text AS fiat_total, o.fee::text AS fee,
       o.method, o.status, o.hold_id, o.pay_deadline, o.proof, o.paid_at, o.appealed_by, o.appeal_reason,
       o.entry_id, o.created_at, o.updated_at
     FROM p2p_orders o JOIN currencies c ON c.id = o.currency_id
     WHERE o.status IN ('unpaid', 'paid', 'appeal') ORDER BY o.id`,
  );
  const [ids] = await q.query<{ ad: number | null; order: number | null }>(
    `SELECT (SELECT max(id) FROM p2p_ads)::bigint AS ad, (SELECT max(id) FROM p2p_orders)::bigint AS order`,
  );
  const u = (v: string, scale: number) => decimalToUnits(v, scale);
  return {
    merchants: merchants.map(
      (r): LiveMerchant => ({
        userId: Number(r.user_id),
        storeName: r.store_name,
        status: r.status,
        deposit: decimalToUnits(r.deposit, r.decimals ?? 18),
        currencyId: r.deposit_currency,
        scale: r.decimals ?? 18,
        holdId: r.hold_id,
        appliedAt: r.applied_at,
        reviewedAt: r.reviewed_at,
        reviewedBy: r.reviewed_by === null ? null : Number(r.reviewed_by),
        reason: r.reason,
        entryId: r.entry_id === null ? null : Number(r.entry_id),
      }),
    ),
    nextAd: Number(ids?.ad ?? 0) + 1,
    nextOrder: Number(ids?.order ?? 0) + 1,
    ads: ads.map(
      (r): LiveAd => ({
        id: Number(r.id),
        merchantId: Number(r.merchant_id),
        side: r.side,
        currencyId: r.currency_id,
        scale: r.decimals,
        fiatId: r.fiat_id,
        price: u(r.price, FIAT_SCALE),
        margin: r.margin,
        total: u(r.total, r.decimals),
        min: u(r.min_amount, r.decimals),
        max: u(r.max_amount, r.decimals),
        left: u(r.left_amount, r.decimals),
        reserved: u(r.reserved, r.decimals),
        sold: u(r.sold, r.decimals),
        methods: r.methods,
        payMinutes: r.pay_minutes,
        terms: r.terms,
        minKyc: r.min_kyc,
        holdId: r.hold_id,
        status: r.status,
        entryId: Number(r.entry_id),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }),
    ),
    orders: orders.map(
      (r): LiveOrder => ({
        id: Number(r.id),
        adId: Number(r.ad_id),
        merchantId: Number(r.merchant_id),
        takerId: Number(r.taker_id),
        buyerId: Number(r.buyer_id),
        sellerId: Number(r.seller_id),
        currencyId: r.currency_id,
        scale: r.decimals,
        fiatId: r.fiat_id,
        price: u(r.price, FIAT_SCALE),
        amount: u(r.amount, r.decimals),
        fiatTotal: u(r.fiat_total, FIAT_SCALE),
        fee: u(r.fee, r.decimals),
        method: r.method,
        status: r.status,
        holdId: r.hold_id,
        payDeadline: r.pay_deadline,
        proof: r.proof,
        paidAt: r.paid_at,
        completedAt: null,
        cancelledAt: null,
        cancelReason: null,
        appealedBy: r.appealed_by === null ? null : Number(r.appealed_by),
        appealReason: r.appeal_reason,
        decidedBy: null,
        rulingReason: null,
        ruledAt: null,
        entryId: Number(r.entry_id),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }),
    ),
  };
}
