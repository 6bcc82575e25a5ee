import { barStart, PERIODS, type Side } from "@bourse/engine";
import { type Amount, fromUnits, parse, rescale } from "@bourse/money";
import type { Queryable } from "../../db/db.ts";
import { values } from "../../db/values.ts";
import type { MarketRules } from "./spot.rules.ts";

/** An order the server keeps in memory while it rests (and the taker while it is placed). */
export interface LiveOrder {
  id: number;
  userId: number;
  market: MarketRules;
  /** a demo account's order: it rests and matches on the market's demo book */
  demo: boolean;
  side: Side;
  type: "limit" | "market";
  tif: "GTC" | "IOC" | "FOK";
  postOnly: boolean;
  /** ticks; null for a market order */
  price: number | null;
  /** steps; null for a market buy by quote amount */
  quantity: number | null;
  quoteBudget: Amount | null;
  filled: number;
  filledQuote: Amount;
  fee: Amount;
  holdId: string;
  status: "open" | "filled" | "cancelled";
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  /**
   * Its place in the queue of its price level when it was amended in place (the number it took then from
   * the order id sequence); absent or null for an order never amended, whose place is its id.
   */
  queueSeq?: number | null;
}

/** A `spot_orders` row as the driver returns it. */
export interface OrderRow {
  id: string | number;
  user_id: string | number;
  market_id: number;
  demo: boolean;
  side: "buy" | "sell";
  type: "limit" | "market";
  tif: "GTC" | "IOC" | "FOK";
  post_only: boolean;
  price: string | null;
  quantity: string | null;
  quote_budget: string | null;
  filled: string;
  filled_quote: string;
  fee: string;
  status: "open" | "filled" | "cancelled";
  cancel_reason: string | null;
  hold_id: string;
  created_at: Date;
  updated_at: Date;
  queue_seq: string | number | null;
}

export interface TradeRow {
  /** set once the row is written */
  id?: number;
  marketId: number;
  price: string;
  quantity: string;
  quote: string;
  takerSide: "buy" | "sell";
  makerOrder: number;
  takerOrder: number;
  makerFee: string;
  takerFee: string;
  /** on a demo book: not the market's trade, its volume not the market's */
  demo: boolean;
  entryId: number;
  createdAt: Date;
}

const units = (text: string, decimals: number) => {
  const p = parse(text, 18);
  if (!p.ok) throw new Error(`not a decimal: ${text}`);
  return rescale(p.value, decimals, "down").units;
};

export function orderFromRow(row: OrderRow, r: MarketRules): LiveOrder {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    market: r,
    demo: row.demo,
    side: row.side,
    type: row.type,
    tif: row.tif,
    postOnly: row.post_only,
    price: row.price === null ? null : Number(units(row.price, r.priceDecimals)),
    quantity: row.quantity === null ? null : Number(units(row.quantity, r.amountDecimals)),
    quoteBudget:
      row.quote_budget === null ? null : fromUnits(units(row.quote_budget, r.quoteScale), r.quoteScale),
    filled: Number(units(row.filled, r.amountDecimals)),
    filledQuote: fromUnits(units(row.filled_quote, r.quoteScale), r.quoteScale),
    fee: fromUnits(
      units(row.fee, row.side === "buy" ? r.baseScale : r.quoteScale),
      row.side === "buy" ? r.baseScale : r.quoteScale,
    ),
    holdId: row.hold_id,
    status: row.status,
    cancelReason: row.cancel_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    queueSeq: row.queue_seq === null ? null : Number(row.queue_seq),
  };
}

const decimal = (u: bigint, scale: number) => fromUnits(u, scale).toString();

/** What one matching step writes: the touched orders (as they are now) and its trades. */
export interface SpotRows {
  orders: unknown[][];
  trades: TradeRow[];
}

/** An order as a `spot_orders` row, taken when its command runs (the live order changes later). */
export function orderRow(o: LiveOrder, entryId: number): unknown[] {
  const r = o.market;
  return [
    o.id,
    o.userId,
    r.id,
    o.side,
    o.type,
    o.tif,
    o.postOnly,
    o.price === null ? null : decimal(BigInt(o.price), r.priceDecimals),
    o.quantity === null ? null : decimal(BigInt(o.quantity) * r.stepSize.units, r.baseScale),
    o.quoteBudget === null ? null : o.quoteBudget.toString(),
    decimal(BigInt(o.filled) * r.stepSize.units, r.baseScale),
    o.filledQuote.toString(),
    o.fee.toString(),
    o.status,
    o.cancelReason,
    o.holdId,
    entryId,
    o.createdAt,
    o.updatedAt,
    o.demo,
    o.queueSeq ?? null,
  ];
}

/**
 * The spot rows of a whole batch, in the transaction of its journal entries, in three statements: every
 * touched order (inserted, or updated to its latest state: an order amended in place has a new price,
 * quantity, hold and place in its level's queue), the trades, and the traded volume folded into
 * the candles (a bar no tick has opened yet starts at its first trade).
 */
export const spotWriter = {
  async write(q: Queryable, batch: SpotRows[]) {
    const latest = new Map<unknown, unknown[]>();
    for (const step of batch) for (const row of step.orders) latest.set(row[0], row);
    if (latest.size > 0) {
      const v = values([...latest.values()]);
      await q.query(
        `INSERT INTO spot_orders (id, user_id, market_id, side, type, tif, post_only, price, quantity, quote_budget,
           filled, filled_quote, fee, status, cancel_reason, hold_id, entry_id, created_at, updated_at, demo,
           queue_seq)
         VALUES ${v.sql}
         ON CONFLICT (id) DO UPDATE SET filled = EXCLUDED.filled, filled_quote = EXCLUDED.filled_quote,
           fee = EXCLUDED.fee, status = EXCLUDED.status, cancel_reason = EXCLUDED.cancel_reason,
           updated_at = EXCLUDED.updated_at, price = EXCLUDED.price, quantity = EXCLUDED.quantity,
           hold_id = EXCLUDED.hold_id, queue_seq = EXCLUDED.queue_seq`,
        v.params,
      );
    }
    const trades = batch.flatMap((step) => step.trades);
    if (trades.length === 0) return;
    const t = values(
      trades.map((x) => [
        x.marketId,
        x.price,
        x.quantity,
        x.quote,
        x.takerSide,
        x.makerOrder,
        x.takerOrder,
        x.makerFee,
        x.takerFee,
        x.entryId,
        x.createdAt,
        x.demo,
      ]),
    );
    const ids = await q.query<{ id: string }>(
      `INSERT INTO spot_trades (market_id, price, quantity, quote, taker_side, maker_order, taker_order, maker_fee,
         taker_fee, entry_id, created_at, demo) VALUES ${t.sql} RETURNING id`,
      t.params,
    );
    ids.forEach((row, i) => {
      trades[i]!.id = Number(row.id);
    });
    const bars = new Map<
      string,
      { market: number; period: string; start: number; price: string; volume: bigint; turnover: bigint }
    >();
    for (const x of trades.filter((t) => !t.demo))
      for (const period of PERIODS) {
        const start = barStart(x.createdAt.getTime(), period);
        const key = `${x.marketId}|${period}|${start}`;
        const bar = bars.get(key) ?? {
          market: x.marketId,
          period,
          start,
          price: x.price,
          volume: 0n,
          turnover: 0n,
        };
        bar.volume += units(x.quantity, 18);
        bar.turnover += units(x.quote, 18);
        bars.set(key, bar);
      }
    if (bars.size === 0) return;
    const b = values(
      [...bars.values()].map((x) => [
        x.market,
        x.period,
        new Date(x.start),
        x.price,
        fromUnits(x.volume, 18).toString(),
        fromUnits(x.turnover, 18).toString(),
      ]),
    );
    await q.query(
      `INSERT INTO candles (market_id, period, start, open, high, low, close, volume, turnover, ticks)
       SELECT market_id::int, period, start::timestamptz, price::numeric, price::numeric, price::numeric,
         price::numeric, volume::numeric, turnover::numeric, 0
       FROM (VALUES ${b.sql}) AS v(market_id, period, start, price, volume, turnover)
       ON CONFLICT (market_id, period, start) DO UPDATE
         SET volume = candles.volume + EXCLUDED.volume, turnover = candles.turnover + EXCLUDED.turnover`,
      b.params,
    );
  },
};
