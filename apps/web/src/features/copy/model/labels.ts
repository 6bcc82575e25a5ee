/** The trader list's orders (`GET /follow/index?sort=`): highest first, drawdown smallest first. */
export const sortKeys = ["roi", "pnl", "win_rate", "followers", "drawdown"] as const;
export type SortKey = (typeof sortKeys)[number];
export const isSortKey = (value: string | null): value is SortKey => sortKeys.includes(value as SortKey);

/** The `copy` namespace key naming each order. */
export const sortLabel = {
  roi: "sort.roi",
  pnl: "sort.pnl",
  win_rate: "sort.winRate",
  followers: "sort.followers",
  drawdown: "sort.drawdown",
} as const satisfies Record<SortKey, string>;

/** The periods a trader's figures cover; 30 days is the server's default. */
export const daysChoices = [7, 30, 90] as const;
export type DaysChoice = (typeof daysChoices)[number];
export const DEFAULT_DAYS: DaysChoice = 30;

export function daysParam(value: string | null): DaysChoice {
  const n = Number(value);
  return daysChoices.find((d) => d === n) ?? DEFAULT_DAYS;
}

/** The tabs of one's copies (`copytrade/my?tab=`); current copies open first. */
export const myTabs = ["traders", "current", "history"] as const;
export type MyTab = (typeof myTabs)[number];
export const isMyTab = (value: string | null): value is MyTab => myTabs.includes(value as MyTab);
export const DEFAULT_TAB: MyTab = "current";

/** A trader application's states. */
export const traderStatuses = ["pending", "approved", "rejected", "suspended"] as const;
export type TraderStatusKey = (typeof traderStatuses)[number];
export const isTraderStatus = (value: string): value is TraderStatusKey =>
  traderStatuses.includes(value as TraderStatusKey);

/** How a lever position closed (lever_trades.close_reason). */
const closeReasons = {
  user: "close.user",
  take_profit: "close.takeProfit",
  stop_loss: "close.stopLoss",
  liquidation: "close.liquidation",
} as const;

export function closeReasonKey(
  reason: string | null,
): (typeof closeReasons)[keyof typeof closeReasons] | null {
  return reason !== null && Object.hasOwn(closeReasons, reason)
    ? closeReasons[reason as keyof typeof closeReasons]
    : null;
}

/** A positive integer from a query parameter (`?trader_user_id=`), or null. */
export function idParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The first letter of a trader's name, for the avatar (the server has no pictures of traders). */
export function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? "?";
}
