import { parseRate, type Rate } from "@bourse/engine";
import { decimalToUnits } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";

export type DualKind = "call" | "put";

/** A product's terms as the writer keeps them: prices in quote units, share price in the invested coin's. */
export interface LiveProduct {
  id: number;
  marketId: number;
  symbol: string;
  type: DualKind;
  baseId: number;
  quoteId: number;
  baseScale: number;
  quoteScale: number;
  /** quote units per one whole base coin */
  linkedPrice: bigint;
  aprText: string;
  apr: Rate;
  days: number;
  /** invested-coin units per share */
  sharePrice: bigint;
  shares: number;
  sold: number;
  settleTime: string;
  enabled: boolean;
}

/** An order not settled yet. */
export interface LiveOrder {
  id: number;
  userId: number;
  productId: number;
  marketId: number;
  type: DualKind;
  baseId: number;
  quoteId: number;
  baseScale: number;
  quoteScale: number;
  linkedPrice: bigint;
  apr: Rate;
  days: number;
  investment: bigint;
  maturityAt: number;
  holdId: string;
}

export interface DualState {
  products: Map<number, LiveProduct>;
  orders: Map<number, LiveOrder>;
  ids: { product: number; order: number };
}

export const investCurrency = (p: { type: DualKind; baseId: number; quoteId: number }) =>
  p.type === "call" ? p.baseId : p.quoteId;
export const investScale = (p: { type: DualKind; baseScale: number; quoteScale: number }) =>
  p.type === "call" ? p.baseScale : p.quoteScale;
export const rate = (text: string): Rate => parseRate(text) ?? { num: 0n, den: 1n };

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint::text`;

/** Reads the products and the orders not settled (at start, and when the core rebuilds its memory). */
export async function loadDual(q: Queryable): Promise<DualState> {
  const products = await q.query<{
    id: number;
    market_id: number;
    symbol: string;
    type: DualKind;
    base_id: number;
    quote_id: number;
    base_scale: number;
    quote_scale: number;
    linked_price: string;
    apr: string;
    days: number;
    share_price: string;
    shares: number;
    sold: number;
    settle_time: string;
    enabled: boolean;
  }>(
    `SELECT p.id, p.market_id, b.name || '/' || qc.name AS symbol, p.type, b.id AS base_id, qc.id AS quote_id,
       b.decimals AS base_scale, qc.decimals AS quote_scale, p.linked_price::text AS linked_price,
       trim_scale(p.apr)::text AS apr, p.days, p.share_price::text AS share_price, p.shares,
       coalesce((SELECT sum(o.shares)::int FROM dual_orders o WHERE o.product_id = p.id), 0) AS sold,
       p.settle_time, p.enabled
     FROM dual_products p JOIN markets m ON m.id = p.market_id JOIN currencies b ON b.id = m.currency_id
       JOIN currencies qc ON qc.id = m.legal_id`,
  );
  const orders = await q.query<{
    id: string;
    user_id: string;
    product_id: number;
    market_id: number;
    type: DualKind;
    base_id: number;
    quote_id: number;
    base_scale: number;
    quote_scale: number;
    linked_price: string;
    apr: string;
    days: number;
    investment: string;
    maturity_at: string;
    hold_id: string;
  }>(
    `SELECT o.id::text, o.user_id::text, o.product_id, o.market_id, o.type, b.id AS base_id, qc.id AS quote_id,
       b.decimals AS base_scale, qc.decimals AS quote_scale, o.linked_price::text AS linked_price,
       trim_scale(o.apr)::text AS apr, o.days, o.investment::text AS investment, ${ms("o.maturity_at")} AS maturity_at,
       o.hold_id
     FROM dual_orders o JOIN markets m ON m.id = o.market_id JOIN currencies b ON b.id = m.currency_id
       JOIN currencies qc ON qc.id = m.legal_id
     WHERE o.status = 'purchased'`,
  );
  const [max] = await q.query<{ product: number | null; ord: string }>(
    "SELECT (SELECT max(id) FROM dual_products) AS product, coalesce((SELECT max(id) FROM dual_orders), 0)::text AS ord",
  );
  const state: DualState = {
    products: new Map(),
    orders: new Map(),
    ids: { product: max?.product ?? 0, order: Number(max?.ord ?? 0) },
  };
  for (const p of products) {
    const scale = p.type === "call" ? p.base_scale : p.quote_scale;
    state.products.set(p.id, {
      id: p.id,
      marketId: p.market_id,
      symbol: p.symbol,
      type: p.type,
      baseId: p.base_id,
      quoteId: p.quote_id,
      baseScale: p.base_scale,
      quoteScale: p.quote_scale,
      linkedPrice: decimalToUnits(p.linked_price, p.quote_scale),
      aprText: p.apr,
      apr: rate(p.apr),
      days: p.days,
      sharePrice: decimalToUnits(p.share_price, scale),
      shares: p.shares,
      sold: p.sold,
      settleTime: p.settle_time,
      enabled: p.enabled,
    });
  }
  for (const o of orders) {
    const scale = o.type === "call" ? o.base_scale : o.quote_scale;
    state.orders.set(Number(o.id), {
      id: Number(o.id),
      userId: Number(o.user_id),
      productId: o.product_id,
      marketId: o.market_id,
      type: o.type,
      baseId: o.base_id,
      quoteId: o.quote_id,
      baseScale: o.base_scale,
      quoteScale: o.quote_scale,
      linkedPrice: decimalToUnits(o.linked_price, o.quote_scale),
      apr: rate(o.apr),
      days: o.days,
      investment: decimalToUnits(o.investment, scale),
      maturityAt: Number(o.maturity_at),
      holdId: o.hold_id,
    });
  }
  return state;
}

/**
 * An order's maturity: the UTC day it was bought plus `days`, at the product's settlement time (UTC).
 * Interest counts `days` full days whatever the hour of purchase.
 */
export function maturityOf(boughtAt: Date, days: number, settleTime: string): number {
  const day = Date.UTC(boughtAt.getUTCFullYear(), boughtAt.getUTCMonth(), boughtAt.getUTCDate());
  const [h = 0, m = 0] = settleTime.split(":").map(Number);
  return day + days * 86_400_000 + (h * 60 + m) * 60_000;
}
