import type * as contract from "@bourse/contract";
import type { Static } from "typebox";
import { useRecords, useSaveRecord } from "./records";

const dualKey = ["admin", "dual"] as const;

export type DualType = (typeof contract.DUAL_TYPES)[number];

/** `call` (sell high) invests the base coin, `put` (buy low) the quote coin. */
export const DUAL_TYPES = ["call", "put"] as const satisfies readonly DualType[];

/**
 * A product's terms as the console sends them (create and update; docs/earn-api.md "Dual investment
 * calls"). `type` is restated: the contract's union, built by mapping DUAL_TYPES, reads as no type.
 */
export type DualProductBody = Omit<Static<typeof contract.DualProductBody>, "type"> & { type: DualType };

/**
 * A product (`GET /admin/dual/products`): on a market BASE/QUOTE, `call` invests the base coin, `put`
 * the quote coin. Amounts are decimal text; `apr` a fraction (0.35 = 35 %); `settle_time` "HH:MM" UTC.
 */
export interface DualProduct {
  id: number;
  market_id: number;
  symbol: string;
  currency_id: number;
  currency_name: string;
  legal_id: number;
  legal_name: string;
  type: DualType;
  invest_currency_id: number;
  invest_currency_name: string;
  invest_decimals: number;
  /** in the quote coin per one base coin */
  linked_price: string;
  apr: string;
  days: number;
  /** one share's investment, in the invested coin */
  per_price: string;
  shares: number;
  remaining_shares: number;
  /** percent sold, 2 decimals */
  progress: string;
  settle_time: string;
  /** the maturity of a purchase made now */
  maturity_at: string;
  index_price: string | null;
  enabled: boolean;
  /** shares bought in all */
  sold: number;
}

/** `purchased`, `settling` once matured and waiting for its index tick, `completed` once paid. */
export type DualOrderStatus = "purchased" | "settling" | "completed";

/** An order with its user (`GET /admin/dual/orders`); the settlement's fields are null until it is paid. */
export interface DualOrder {
  id: number;
  public_id: string;
  user_id: number;
  email: string | null;
  product_id: number;
  market_id: number;
  symbol: string;
  type: DualType;
  linked_price: string;
  apr: string;
  days: number;
  shares: number;
  invest_currency_id: number;
  invest_currency_name: string;
  investment: string;
  maturity_at: string;
  status: DualOrderStatus;
  settle_seq: number | null;
  settle_price: string | null;
  settle_tick_at: string | null;
  payout_currency_id: number | null;
  payout_currency_name: string | null;
  payout: string | null;
  converted: boolean | null;
  created_at: string;
}

/** `GET /admin/dual/products`: every product, open or closed, with its shares sold. */
export const useDualProducts = () => useRecords<DualProduct>(dualKey, "/admin/dual/products");

/** `GET /admin/dual/orders?product_id`: the latest orders of every user, of one product or all. */
export const useDualOrders = (productId: number | null) =>
  useRecords<DualOrder>(dualKey, "/admin/dual/orders", { product_id: productId });

/**
 * `POST /admin/dual/products[/:id]`: creates or changes a product (market and type fixed once created;
 * orders keep their terms).
 */
export const useSaveDualProduct = () => useSaveRecord<DualProductBody>(dualKey, "/admin/dual/products");
