/**
 * The growth programme's hash-route paths (spec §2 `setting/share`, `setting/share2`,
 * `setting/coupon`, `index/getusdt`; docs/growth-api.md): one's code, link, poster, invitees, rebates
 * and king manager standing, the rebate records by level, one's coupons, and the new-user bonus.
 * Apart from app/paths.ts, so that they stay out of the first screen.
 */
export const growthPaths = {
  /** Invite friends: the code, the link and its QR, the poster, invitees, rates, rebates and king manager. */
  share: "/pages/setting/share",
  /** One's rebate records (`?tab=all|1|2|3`), newest first. */
  share2: "/pages/setting/share2",
  /** One's coupons (`?tab=available|used|expired`): redeeming a bonus coupon. */
  coupon: "/pages/setting/coupon",
  /** The new-user bonus: its tasks and claims, and one's experience funds. */
  getusdt: "/pages/index/getusdt",
} as const;

/** The rebate records of one tab. */
export const rebatesTab = (tab: "all" | "1" | "2" | "3") => `${growthPaths.share2}?tab=${tab}`;
