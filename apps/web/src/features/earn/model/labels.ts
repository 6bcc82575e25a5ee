/** The tabs of one's orders (`lockming/order?tab=`); active orders first. */
export const orderTabs = ["active", "ended"] as const;
export type OrderTab = (typeof orderTabs)[number];
export const DEFAULT_TAB: OrderTab = "active";

/** An order's states (`lock_orders.status`) and the `earn` namespace key naming each. */
export const orderStatuses = ["active", "matured", "redeemed"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const statusLabels = {
  active: "status.active",
  matured: "status.matured",
  redeemed: "status.redeemed",
} as const satisfies Record<OrderStatus, string>;

/** The key of a status' label; null for a status this app does not know. */
export function statusKey(status: string): (typeof statusLabels)[OrderStatus] | null {
  return Object.hasOwn(statusLabels, status) ? statusLabels[status as OrderStatus] : null;
}

/** "3 / 7": the days paid of the lock's days. */
export function daysText(paid: number, days: number): string {
  return `${paid} / ${days}`;
}
