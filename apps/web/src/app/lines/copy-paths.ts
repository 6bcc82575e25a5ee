/**
 * Copy trading's hash-route paths (spec §2 `follow`, `copytrade`): the traders, one trader, the copy
 * settings, the agreement, the trader application and profile, and one's copies. Apart from
 * app/paths.ts, so that they stay out of the first screen.
 */
export const copyPaths = {
  /** Approved traders with their figures, by ROI, PnL, win rate, followers or drawdown. */
  followIndex: "/pages/follow/index",
  /** One trader (`?trader_user_id=`): figures for 7, 30 and 90 days, the equity curve, positions. */
  followTrader: "/pages/follow/trader",
  /** The copy settings for a trader (`?trader_user_id=`), and stopping. */
  followFollow: "/pages/follow/follow",
  /** The follow agreement (article category 33) in the app's language. */
  followAgreement: "/pages/follow/agreement",
  /** The follow agreement in English, whatever the app's language. */
  followAgreementEn: "/pages/follow/agreement_en",
  /** The follow agreement in Simplified Chinese, whatever the app's language. */
  followAgreementZh: "/pages/follow/agreement_zh",
  /** The trader application: what it needs, where the user stands, and the form. */
  followJoin: "/pages/follow/join",
  /** The trader's display name and bio. */
  followEditName: "/pages/follow/editName",
  /** The copy account: available, margin in open copies, profit share paid. */
  copytradeCopy: "/pages/copytrade/copy",
  /** One's traders, current copies and history (`?tab=traders|current|history`). */
  copytradeMy: "/pages/copytrade/my",
  /** One's trader dashboard. */
  copytradeTrader: "/pages/copytrade/trader",
} as const;

/** A trader's screens take the trader's user id. */
export const withTrader = (path: string, traderUserId: number) => `${path}?trader_user_id=${traderUserId}`;
