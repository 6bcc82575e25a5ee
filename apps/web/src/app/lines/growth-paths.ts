/**
 * The invitation programme's hash-route paths (spec §2 `setting/share`, `setting/share2`;
 * docs/growth-api.md): one's code, link, poster, invitees and rebates, and the rebate records by level.
 * Apart from app/paths.ts, so that they stay out of the first screen.
 */
export const growthPaths = {
  /** Invite friends: the code, the link and its QR, the poster, invitees, rates and rebates received. */
  share: "/pages/setting/share",
  /** One's rebate records (`?tab=all|1|2|3`), newest first. */
  share2: "/pages/setting/share2",
} as const;

/** The rebate records of one tab. */
export const rebatesTab = (tab: "all" | "1" | "2" | "3") => `${growthPaths.share2}?tab=${tab}`;
