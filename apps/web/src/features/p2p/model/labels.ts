import { PAYMENT_METHOD_FIELDS } from "@bourse/contract/p2p-methods";
import type { OrderStatus, Side } from "../api/p2p";

export type MethodKind = keyof typeof PAYMENT_METHOD_FIELDS;
export const methodKinds = Object.keys(PAYMENT_METHOD_FIELDS) as MethodKind[];
export const isMethodKind = (k: string | null | undefined): k is MethodKind =>
  typeof k === "string" && Object.hasOwn(PAYMENT_METHOD_FIELDS, k);

/** The fields of a kind, required first; the QR code (an image only its owner could read) is left out. */
export function methodFields(kind: MethodKind): { name: string; required: boolean }[] {
  const spec = PAYMENT_METHOD_FIELDS[kind];
  return [
    ...spec.required.map((name) => ({ name, required: true })),
    ...spec.optional.filter((name) => name !== "qr_code").map((name) => ({ name, required: false })),
  ];
}

/** The taker's side of an ad: a merchant who sells is bought from. */
export const takerSide = (adType: Side): Side => (adType === "sell" ? "buy" : "sell");
/** The ads a taker who wants `side` looks at. */
export const adTypeFor = takerSide;

export const orderStatuses: OrderStatus[] = ["unpaid", "paid", "appeal", "completed", "cancelled"];
export const isOrderStatus = (s: string | null): s is OrderStatus => orderStatuses.includes(s as OrderStatus);
/** Still moving: the coin is held for it. */
export const isOpen = (status: string) => status === "unpaid" || status === "paid" || status === "appeal";

/** A positive integer from a query parameter, or null. */
export function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
