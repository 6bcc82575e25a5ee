/**
 * Fiat P2P's hash-route paths (spec §2 `otc`, `legal`): the entry, ads, taking one, an order, one's
 * orders and the merchant's store. Apart from app/paths.ts, so that they stay out of the first screen.
 */
export const p2pPaths = {
  otc: "/pages/otc/otc",
  legal: "/pages/legal/legal",
  /** Takes an ad (`?id=`). */
  legalOrder: "/pages/legal/order",
  /** One order (`?id=`): payment, release, appeal and chat. */
  legalOrderDetail: "/pages/legal/orderDetail",
  legalRecords: "/pages/legal/recordlist",
  /** What the other party of one's orders did (an order on one's ad, a message, paid, …). */
  legalNotices: "/pages/legal/notices",
  /** One's store, or the merchant application. */
  legalStore: "/pages/legal/store",
  /** A store as takers see it (`?id=`). */
  legalStoreDetail: "/pages/legal/storeDetail",
  /** The orders taken on one's ads. */
  legalStoreOrders: "/pages/legal/storeOrder",
  /** One's ads and the publish form (`?publish=1`). */
  legalStoreUser: "/pages/legal/storeUser",
  /** The fiat (legal) account's bills; the bills screen with that account chosen. */
  legalTransactionRecord: "/pages/legal/transactionRecord",
  /** Transfer with the fiat account as the destination; the transfer screen. */
  legalTransfer: "/pages/legal/transfer",
  /** One's payment method details (P2P). */
  paymentMethods: "/pages/setting/payment_methods",
} as const;
