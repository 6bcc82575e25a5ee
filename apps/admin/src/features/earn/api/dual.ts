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
 * A product (`GET /admin/dual/products`, with its shares sold) and an order with its user
 * (`GET /admin/dual/orders`), as the contract declares them (`packages/contract/src/dual.ts`): on a
 * market BASE/QUOTE, `call` invests the base coin, `put` the quote coin; amounts are decimal text, `apr`
 * a fraction (0.35 = 35 %), `settle_time` "HH:MM" UTC; an order's settlement fields are null until paid.
 */
export type DualProduct = contract.DualAdminProduct;
export type DualOrder = contract.DualAdminOrder;

/** `purchased`, `settling` once matured and waiting for its index tick, `completed` once paid. */
export type DualOrderStatus = DualOrder["status"];

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
