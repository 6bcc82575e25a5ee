import type { HedgeOrderRow } from "@bourse/contract";
import type { Queryable } from "../../db/db.ts";

/** The hedge orders (table `hedge_orders`, migration 064): recorded before they are sent, then their outcome. */

export interface NewHedgeOrder {
  marketId: number;
  exchange: string;
  symbol: string;
  side: "buy" | "sell";
  /** decimal text */
  amount: string;
  reason: "excess" | "unwind";
  houseNet: string;
  hedgedBefore: string;
  target: string;
  indexPrice: string;
  threshold: string;
  clientOrderId: string;
  at: Date;
}

/** An order sent whose answer never came: looked up before anything else is sent for its market. */
export interface SentOrder {
  id: number;
  market_id: number;
  symbol: string;
  client_order_id: string;
}

export interface Fill {
  outsideId: string;
  filled: string;
  average: string | null;
  cost: string | null;
  fee: string | null;
  feeCurrency: string | null;
}

export async function recordOrder(q: Queryable, o: NewHedgeOrder): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO hedge_orders (market_id, exchange, symbol, side, amount, reason, house_net, hedged_before, target,
       index_price, threshold, client_order_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
    [
      o.marketId,
      o.exchange,
      o.symbol,
      o.side,
      o.amount,
      o.reason,
      o.houseNet,
      o.hedgedBefore,
      o.target,
      o.indexPrice,
      o.threshold,
      o.clientOrderId,
      o.at,
    ],
  );
  return row!.id;
}

export async function recordFill(q: Queryable, id: number, fill: Fill, at: Date): Promise<void> {
  await q.query(
    `UPDATE hedge_orders SET state = 'filled', outside_id = $2, filled = $3, average_price = $4, cost = $5,
       fee = $6, fee_currency = $7, error = NULL, updated_at = $8
     WHERE id = $1 AND state = 'sent'`,
    [id, fill.outsideId, fill.filled, fill.average, fill.cost, fill.fee, fill.feeCurrency, at],
  );
}

export async function recordFailure(
  q: Queryable,
  id: number,
  error: string,
  at: Date,
  outsideId: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE hedge_orders SET state = 'failed', error = $2, outside_id = coalesce($3, outside_id), updated_at = $4
     WHERE id = $1 AND state = 'sent'`,
    [id, error.slice(0, 1000), outsideId, at],
  );
}

/** The error of an order still `sent` after a failed lookup, kept for the console. */
export async function noteError(q: Queryable, id: number, error: string, at: Date): Promise<void> {
  await q.query("UPDATE hedge_orders SET error = $2, updated_at = $3 WHERE id = $1 AND state = 'sent'", [
    id,
    error.slice(0, 1000),
    at,
  ]);
}

export function sentOrders(q: Queryable): Promise<SentOrder[]> {
  return q.query<SentOrder>(
    "SELECT id, market_id, symbol, client_order_id FROM hedge_orders WHERE state = 'sent' ORDER BY id",
  );
}

/**
 * Per market, what is hedged outside: the filled amounts, bought positive, less the fees the outside venue
 * took in the base currency (decimal text).
 */
export async function hedgedByMarket(q: Queryable): Promise<Map<number, string>> {
  const rows = await q.query<{ market_id: number; hedged: string }>(
    `SELECT h.market_id, sum(CASE h.side WHEN 'buy' THEN h.filled ELSE -h.filled END
         - CASE WHEN h.fee_currency = b.name THEN coalesce(h.fee, 0) ELSE 0 END)::text AS hedged
     FROM hedge_orders h JOIN markets m ON m.id = h.market_id JOIN currencies b ON b.id = m.currency_id
     WHERE h.state = 'filled' GROUP BY h.market_id`,
  );
  return new Map(rows.map((r) => [r.market_id, r.hedged]));
}

const text = (v: string | null) => (v === null ? null : v.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, ""));

export async function latestOrders(q: Queryable, limit = 50): Promise<HedgeOrderRow[]> {
  const rows = await q.query<{
    id: number;
    market_id: number;
    symbol: string;
    side: "buy" | "sell";
    amount: string;
    reason: "excess" | "unwind";
    house_net: string;
    hedged_before: string;
    target: string;
    index_price: string;
    state: "sent" | "filled" | "failed";
    outside_id: string | null;
    filled: string;
    average_price: string | null;
    cost: string | null;
    fee: string | null;
    fee_currency: string | null;
    error: string | null;
    created_at: Date;
    updated_at: Date;
  }>(
    `SELECT id, market_id, symbol, side, amount::text, reason, house_net::text, hedged_before::text, target::text,
       index_price::text, state, outside_id, filled::text, average_price::text, cost::text, fee::text, fee_currency,
       error, created_at, updated_at
     FROM hedge_orders ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    market_id: r.market_id,
    symbol: r.symbol,
    side: r.side,
    amount: text(r.amount)!,
    reason: r.reason,
    house_net: text(r.house_net)!,
    hedged_before: text(r.hedged_before)!,
    target: text(r.target)!,
    index_price: text(r.index_price)!,
    state: r.state,
    outside_id: r.outside_id,
    filled: text(r.filled)!,
    average_price: text(r.average_price),
    cost: text(r.cost),
    fee: text(r.fee),
    fee_currency: r.fee_currency,
    error: r.error,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}
