import type { SpotOrder } from "@bourse/contract";
import { type Amount, isZero, parse, rescale } from "@bourse/money";
import { binanceSymbol } from "./binance.conventions.ts";
import type { MarketRules } from "./binance.map.ts";

/** The venue's spot orders as Binance's API writes them (the REST answers and the user data stream). */

export const exact = (text: string): Amount => {
  const p = parse(text, 18);
  if (!p.ok) throw new Error(`not a decimal: ${text}`);
  return p.value;
};
/** Every digit of an amount at its scale ("0.010000"): Binance answers fixed decimals. */
function padded(a: Amount): string {
  const negative = a.units < 0n;
  const digits = (negative ? -a.units : a.units).toString().padStart(a.scale + 1, "0");
  const text = a.scale > 0 ? `${digits.slice(0, -a.scale)}.${digits.slice(-a.scale)}` : digits;
  return negative ? `-${text}` : text;
}
/** A stored decimal at `decimals` places. */
export const fixed = (text: string | null, decimals: number) =>
  padded(rescale(exact(text ?? "0"), decimals, "down"));
export interface OrderRow {
  id: string;
  market_id: number;
  side: "buy" | "sell";
  type: "limit" | "market";
  tif: string;
  post_only: boolean;
  price: string | null;
  quantity: string | null;
  quote_budget: string | null;
  filled: string;
  filled_quote: string;
  status: string;
  cancel_reason: string | null;
  created_at: Date;
  updated_at: Date;
  client_order_id: string | null;
}

/** An order as the spot line's command left it (its reply, its `order` event), as a row. */
export function orderRowOf(v: SpotOrder, marketId: number, client: string | null): OrderRow {
  return {
    id: String(v.id),
    market_id: marketId,
    side: v.side,
    type: v.type,
    tif: v.tif,
    post_only: v.post_only,
    price: v.price,
    quantity: v.amount,
    quote_budget: v.quote_budget,
    filled: v.filled,
    filled_quote: v.filled_quote,
    status: v.status,
    cancel_reason: v.cancel_reason,
    created_at: new Date(v.created_at),
    updated_at: new Date(v.updated_at),
    client_order_id: client,
  };
}

export const ORDER_COLUMNS = `o.id::text AS id, o.market_id, o.side, o.type, o.tif, o.post_only, o.price::text AS price,
  o.quantity::text AS quantity, o.quote_budget::text AS quote_budget, o.filled::text AS filled,
  o.filled_quote::text AS filled_quote, o.status, o.cancel_reason, o.created_at, o.updated_at,
  c.client_order_id`;
export const ORDER_FROM = "spot_orders o LEFT JOIN api_client_orders c ON c.order_id = o.id";

/** Binance's status of an order: a rest cancelled by the engine (IOC, FOK, market) is EXPIRED. */
export function statusOf(o: OrderRow): string {
  if (o.status === "open") return isZero(exact(o.filled)) ? "NEW" : "PARTIALLY_FILLED";
  if (o.status === "filled") return "FILLED";
  if (o.status === "cancelled" && (o.cancel_reason === "user" || o.cancel_reason === "requote"))
    return "CANCELED";
  return "EXPIRED";
}

/** An order in Binance's full shape. */
export function orderShape(o: OrderRow, r: MarketRules) {
  const executed = fixed(o.filled, r.amountDecimals);
  return {
    symbol: binanceSymbol(r.symbol),
    orderId: Number(o.id),
    orderListId: -1,
    clientOrderId: o.client_order_id ?? `bourse-${o.id}`,
    price: fixed(o.price, r.priceDecimals),
    origQty: o.quantity === null ? executed : fixed(o.quantity, r.amountDecimals),
    executedQty: executed,
    cummulativeQuoteQty: fixed(o.filled_quote, r.quoteScale),
    status: statusOf(o),
    timeInForce: o.tif,
    type: o.type === "market" ? "MARKET" : o.post_only ? "LIMIT_MAKER" : "LIMIT",
    side: o.side === "buy" ? "BUY" : "SELL",
    stopPrice: fixed(null, r.priceDecimals),
    icebergQty: fixed(null, r.amountDecimals),
    time: o.created_at.getTime(),
    updateTime: o.updated_at.getTime(),
    isWorking: o.status === "open",
    workingTime: o.created_at.getTime(),
    origQuoteOrderQty: fixed(o.quote_budget, r.quoteScale),
    selfTradePreventionMode: "NONE",
  };
}
