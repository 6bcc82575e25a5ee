/**
 * Earn products' hash-route paths (spec §2 `lockming`, `financial`): the lock mining plans, locking
 * under one, one's orders, and the financial account. Apart from app/paths.ts, so that they stay out
 * of the first screen.
 */
export const earnPaths = {
  /** The lock mining plans open to orders; guests may look. */
  lockming: "/pages/lockming/lockming",
  /** Locks an amount under a plan (`?id=`). */
  lockmingBuy: "/pages/lockming/buy",
  /** One's lock mining orders (`?tab=active|ended`), with early redemption. */
  lockmingOrder: "/pages/lockming/order",
  /** The financial account: balances, yield to date, and the ways in and out. */
  financial: "/pages/financial/index",
} as const;

/** The buy screen of a plan. */
export const withPlan = (planId: number) => `${earnPaths.lockmingBuy}?id=${planId}`;

/** One's orders on a tab. */
export const ordersTab = (tab: "active" | "ended") => `${earnPaths.lockmingOrder}?tab=${tab}`;
