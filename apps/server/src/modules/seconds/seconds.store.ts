import { randomBytes } from "node:crypto";
import type { Direction, SecondsResult } from "@bourse/engine";
import { type Amount, MAX_SCALE, parse, rescale, toPlainString } from "@bourse/money";
import type { Queryable } from "../../db/db.ts";
import { values } from "../../db/values.ts";

export const OPEN = 1;
export const SETTLED = 3;
export const CANCELLED = 4;
export type SecondsStatus = typeof OPEN | typeof SETTLED | typeof CANCELLED;

/** An index tick as an order keeps it: the tick's id in the market's log, its price and time (ms). */
export interface TickAt {
  seq: number;
  price: string;
  ts: number;
}

/** A seconds order as the server keeps it: in memory while open, rebuilt from its row otherwise. */
export interface SecondsOrderState {
  id: number;
  /** the order's name in public (its proof): random, unguessable, never derived from `id` */
  publicId: string;
  userId: number;
  marketId: number;
  symbol: string;
  currencyId: number;
  currencyName: string;
  direction: Direction;
  seconds: number;
  /** at the stake currency's scale */
  stake: Amount;
  /** the part of the stake that came from experience funds */
  experience: Amount;
  /** percent, as configured when the order was placed ("20") */
  profitRatio: string;
  status: SecondsStatus;
  result: SecondsResult | null;
  openTick: TickAt;
  /** ms: the end tick is the first at or after this time */
  expiresAt: number;
  endTick: TickAt | null;
  payout: Amount | null;
  profit: Amount | null;
  holdId: string;
  entryId: number;
  settleEntryId: number | null;
  createdAt: Date;
  settledAt: Date | null;
  cancelledAt: Date | null;
}

/** A `seconds_orders` row with its market's symbol and its currency's name and scale. */
export interface OrderRow {
  id: number;
  public_id: string;
  user_id: number;
  market_id: number;
  symbol: string;
  currency_id: number;
  currency_name: string;
  decimals: number;
  direction: Direction;
  seconds: number;
  stake: string;
  experience: string;
  profit_ratio: string;
  status: SecondsStatus;
  result: SecondsResult | null;
  open_seq: number;
  open_price: string;
  open_ts: Date;
  expires_at: Date;
  end_seq: number | null;
  end_price: string | null;
  end_ts: Date | null;
  payout: string | null;
  profit: string | null;
  hold_id: string;
  entry_id: number;
  settle_entry_id: number | null;
  created_at: Date;
  settled_at: Date | null;
  cancelled_at: Date | null;
}

/** Every column of an order, with the names the views need; `o` is `seconds_orders`. */
export const ORDER_SELECT = `SELECT o.id, o.public_id, o.user_id, o.market_id, b.name || '/' || l.name AS symbol, o.currency_id,
    c.name AS currency_name, c.decimals, o.direction, o.seconds, o.stake::text AS stake,
    o.experience::text AS experience,
    o.profit_ratio::text AS profit_ratio, o.status, o.result, o.open_seq, o.open_price::text AS open_price, o.open_ts,
    o.expires_at, o.end_seq, o.end_price::text AS end_price, o.end_ts, o.payout::text AS payout,
    o.profit::text AS profit, o.hold_id, o.entry_id, o.settle_entry_id, o.created_at, o.settled_at, o.cancelled_at
  FROM seconds_orders o JOIN markets m ON m.id = o.market_id JOIN currencies b ON b.id = m.currency_id
    JOIN currencies l ON l.id = m.legal_id JOIN currencies c ON c.id = o.currency_id`;

/** A new order's public id: 16 random bytes (128 bits), base64url, 22 characters. */
export const newPublicId = () => randomBytes(16).toString("base64url");

/** What a public id looks like; anything else (a numeric id) names no order. */
export const PUBLIC_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** NUMERIC text as an exact amount at MAX_SCALE; the database never holds more decimals than that. */
export function exact(text: string): Amount {
  const parsed = parse(text, MAX_SCALE);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
}

/** NUMERIC text in its shortest form ("65000.120000000000000000" → "65000.12"). */
export const plain = (text: string) => toPlainString(exact(text));

const atScale = (text: string, scale: number) => rescale(exact(text), scale, "down");

export function orderFromRow(row: OrderRow): SecondsOrderState {
  const amount = (text: string | null) => (text === null ? null : atScale(text, row.decimals));
  return {
    id: Number(row.id),
    publicId: row.public_id,
    userId: Number(row.user_id),
    marketId: row.market_id,
    symbol: row.symbol,
    currencyId: row.currency_id,
    currencyName: row.currency_name,
    direction: row.direction,
    seconds: row.seconds,
    stake: atScale(row.stake, row.decimals),
    experience: atScale(row.experience, row.decimals),
    profitRatio: plain(row.profit_ratio),
    status: row.status,
    result: row.result,
    openTick: { seq: Number(row.open_seq), price: plain(row.open_price), ts: row.open_ts.getTime() },
    expiresAt: row.expires_at.getTime(),
    endTick:
      row.end_seq === null || row.end_price === null || row.end_ts === null
        ? null
        : { seq: Number(row.end_seq), price: plain(row.end_price), ts: row.end_ts.getTime() },
    payout: amount(row.payout),
    profit: amount(row.profit),
    holdId: row.hold_id,
    entryId: Number(row.entry_id),
    settleEntryId: row.settle_entry_id === null ? null : Number(row.settle_entry_id),
    createdAt: row.created_at,
    settledAt: row.settled_at,
    cancelledAt: row.cancelled_at,
  };
}

/** What one command writes: the new order, or the order as it closed (settled or cancelled). */
export type SecondsRow =
  | { kind: "open"; order: SecondsOrderState }
  | { kind: "close"; order: SecondsOrderState };

/** A snapshot of the order as its command left it: the row must not see later changes. */
export const rowOf = (kind: SecondsRow["kind"], order: SecondsOrderState): SecondsRow => ({
  kind,
  order: { ...order },
});

const text = (a: Amount | null) => (a === null ? null : toPlainString(a));
const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

/**
 * The seconds rows of a whole batch, in the transaction of its journal entries: one statement for the
 * new orders, then one for the closed ones (an order opens in an earlier batch than it closes in, as its
 * id is only known once its entry is committed).
 */
export const secondsWriter = {
  async write(q: Queryable, batch: SecondsRow[]) {
    const opened = batch.filter((r) => r.kind === "open").map((r) => r.order);
    if (opened.length > 0) {
      const v = values(
        opened.map((o) => [
          o.id,
          o.publicId,
          o.userId,
          o.marketId,
          o.currencyId,
          o.direction,
          o.seconds,
          toPlainString(o.stake),
          o.profitRatio,
          o.status,
          o.openTick.seq,
          o.openTick.price,
          new Date(o.openTick.ts),
          new Date(o.expiresAt),
          o.holdId,
          o.entryId,
          o.createdAt,
          toPlainString(o.experience),
        ]),
      );
      await q.query(
        `INSERT INTO seconds_orders (id, public_id, user_id, market_id, currency_id, direction, seconds, stake, profit_ratio,
           status, open_seq, open_price, open_ts, expires_at, hold_id, entry_id, created_at, experience) VALUES ${v.sql}`,
        v.params,
      );
    }
    const closed = batch.filter((r) => r.kind === "close").map((r) => r.order);
    if (closed.length === 0) return;
    const v = values(
      closed.map((o) => [
        o.id,
        o.status,
        o.result,
        o.endTick?.seq ?? null,
        o.endTick?.price ?? null,
        at(o.endTick?.ts),
        text(o.payout),
        text(o.profit),
        o.settleEntryId,
        o.settledAt,
        o.cancelledAt,
      ]),
      [
        "bigint",
        "smallint",
        "text",
        "bigint",
        "numeric",
        "timestamptz",
        "numeric",
        "numeric",
        "bigint",
        "timestamptz",
        "timestamptz",
      ],
    );
    await q.query(
      `UPDATE seconds_orders o SET status = v.status, result = v.result, end_seq = v.end_seq,
         end_price = v.end_price, end_ts = v.end_ts, payout = v.payout, profit = v.profit,
         settle_entry_id = v.settle_entry_id, settled_at = v.settled_at, cancelled_at = v.cancelled_at
       FROM (VALUES ${v.sql}) AS v(id, status, result, end_seq, end_price, end_ts, payout, profit, settle_entry_id,
         settled_at, cancelled_at)
       WHERE o.id = v.id AND o.status = 1`,
      v.params,
    );
  },
};

/** Stake units at the currency's scale, as the text a client shows. */
