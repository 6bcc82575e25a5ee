import { type Static, Type } from "typebox";
import { Decimal, Nullable, OwnedId, PageQuery, PublicId, Text } from "./bounds.ts";

/**
 * Copy trading (spec §7 "Follow"): approved traders whose lever orders followers copy into their copy
 * account. Amounts are USDT (the lever markets' margin currency). `docs/copy-api.md` maps every call.
 */

/** A trader is named by its user id, on its public profile: anyone may read it and follow it. */
const TraderId = PublicId("trader", { description: "the trader's user id" });
/** One of the caller's copies (a position in its copy account): its follower's only. */
const CopyId = OwnedId("copy-position", { description: "one of the caller's copies" });

/** `POST /follow/join`: applies to be a trader. */
export const CopyJoinBody = Type.Object({
  name: Text(30, { minLength: 2, description: "the display name followers see" }),
  bio: Type.Optional(Text(300, { multiline: true })),
  share_rate: Type.String({
    pattern: "^0(\\.[0-9]{1,4})?$",
    description: "the share of a follower's realized profit on a copy (0.1 = 10 %), at most the venue's cap",
  }),
  max_followers: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  agreement: Type.String({ description: "1: the follow agreement (article category 33) is accepted" }),
});

/** `POST /follow/follow`: copies a trader, or changes how. */
export const CopyFollowBody = Type.Object({
  trader_user_id: TraderId,
  type: Type.Union([Type.Literal(1), Type.Literal(2)], {
    description: "1 proportional (number: a multiple of the trader's lots), 2 fixed lots (number: lots)",
  }),
  // a multiple (copy_follows.multiple, NUMERIC(10,2)) is held to 0.01–100 with 2 decimals by the service
  number: Decimal("copy_follows.lots", "the multiple (0.01 to 100, two decimals) or the lots"),
  max_margin_order: Type.Optional(
    Decimal("copy_follows.max_margin_order", "the most margin one copy may hold (USDT); empty: no cap"),
  ),
  max_margin_total: Type.Optional(
    Decimal("copy_follows.max_margin_total", "the most margin this trader's open copies may hold (USDT)"),
  ),
});

/** `POST /follow/cancel`: stops copying; `close` 1 closes the open copies, 0 keeps them as one's own. */
export const CopyCancelBody = Type.Object({
  trader_user_id: TraderId,
  close: Type.Union([Type.Literal(0), Type.Literal(1)], { default: 1 }),
});

/** `POST /follow/selfHolding`: keeps one copy as one's own. */
export const CopySelfHoldingBody = Type.Object({ transaction_id: CopyId });

/** `POST /follow/setName`: the trader's display name (and bio). */
export const CopySetNameBody = Type.Object({
  name: Text(30, { minLength: 2 }),
  bio: Type.Optional(Text(300, { multiline: true })),
});

export const CopyTraderQuery = Type.Object({ trader_user_id: TraderId });

export const CopyIndexQuery = Type.Object({
  sort: Type.Optional(
    Type.Union(
      ["roi", "pnl", "win_rate", "followers", "drawdown"].map((s) => Type.Literal(s)),
      { default: "roi", description: "roi, pnl and win rate highest first; drawdown smallest first" },
    ),
  ),
  days: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], { default: 30 })),
  ...PageQuery,
});

export const CopyListQuery = Type.Object({ ...PageQuery });

/** A trader's figures, computed from its recorded closed lever trades (docs/copy-api.md, Statistics). */
export const CopyStats = Type.Object({
  days: Type.Integer(),
  roi: Type.Union([Type.String({ description: "percent" }), Type.Null()]),
  pnl: Type.String(),
  win_rate: Type.Union([Type.String({ description: "percent" }), Type.Null()]),
  max_drawdown: Type.String({ description: "percent of the peak equity curve value" }),
  trades: Type.Integer(),
  trading_days: Type.Integer(),
  max_multiple: Type.Union([Type.Integer(), Type.Null()]),
  liquidations: Type.Integer(),
  followers: Type.Integer(),
  assets_under_copy: Type.String({ description: "margin the followers' open copies hold" }),
});
export type CopyStats = Static<typeof CopyStats>;

/** A trader's standing: an application `pending`, then `approved`, `rejected` or `suspended`. */
export const CopyTraderStatus = Type.Union([
  Type.Literal("pending"),
  Type.Literal("approved"),
  Type.Literal("rejected"),
  Type.Literal("suspended"),
]);

export const CopyTrader = Type.Object({
  trader_user_id: Type.Integer(),
  name: Type.String(),
  bio: Type.String(),
  share_rate: Type.String({ description: "the share of a follower's realized profit (0.1 = 10 %)" }),
  max_followers: Type.Integer(),
  status: CopyTraderStatus,
  stats: CopyStats,
});
export type CopyTrader = Static<typeof CopyTrader>;

/** The console's copy trading figures: as of now, and over the last `days`. */
export const CopySummary = Type.Object({
  days: Type.Integer(),
  traders: Type.Integer(),
  applications: Type.Integer(),
  follows: Type.Integer(),
  followers: Type.Integer(),
  open_copies: Type.Integer(),
  assets_under_copy: Type.String(),
  copies: Type.Integer(),
  skipped: Type.Integer(),
  copies_net: Type.String(),
  profit_share: Type.String(),
});
export type CopySummary = Static<typeof CopySummary>;

/* The answers (docs/copy-api.md). Amounts and prices are decimal text; times ISO 8601 UTC. */

const Direction = Type.Union([Type.Literal("long"), Type.Literal("short")]);
const Time = (description: string) => Type.String({ description: `${description}, ISO 8601 UTC` });

/** `GET /follow/index`: a page of approved traders; their figures are computed at most hourly. */
export const CopyTraderPage = Type.Object({
  data: Type.Array(CopyTrader),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
  computed_at: Time("when the page's figures were computed"),
});
export type CopyTraderPage = Static<typeof CopyTraderPage>;

/** A trader's own lever position as its page lists it (status 1 open, 3 closed). */
export const CopyTraderPosition = Type.Object({
  id: Type.Integer(),
  market_id: Type.Integer(),
  direction: Direction,
  lots: Type.String(),
  multiple: Type.Integer({ description: "the leverage" }),
  open_price: Nullable(Type.String()),
  close_price: Nullable(Type.String()),
  pnl: Nullable(Type.String()),
  status: Type.Integer({ description: "1 open, 3 closed" }),
  close_reason: Nullable(Type.String({ description: "user, take_profit, stop_loss or liquidation" })),
  opened_at: Nullable(Time("opened")),
  closed_at: Nullable(Time("closed")),
});
export type CopyTraderPosition = Static<typeof CopyTraderPosition>;

/** One UTC day of a trader's equity curve: its cumulative net result up to that day. */
export const CopyCurvePoint = Type.Object({
  day: Type.String({ description: '"YYYY-MM-DD"' }),
  pnl: Type.String(),
});
export type CopyCurvePoint = Static<typeof CopyCurvePoint>;

/** `GET /follow/traderDetail`: the 30-day figures in `stats`, 7 and 90 days beside them. */
export const CopyTraderDetail = Type.Object({
  ...CopyTrader.properties,
  stats_7d: CopyStats,
  stats_90d: CopyStats,
  equity_curve: Type.Array(CopyCurvePoint, { description: "the last 90 days" }),
  positions: Type.Array(CopyTraderPosition, { description: "the latest 50, newest first" }),
});
export type CopyTraderDetail = Static<typeof CopyTraderDetail>;

/** `GET /trader_info`: the user's trader profile (or application) and the profit share it earned. */
export const CopyOwnTrader = Type.Object({
  ...CopyTrader.properties,
  reason: Nullable(Type.String({ description: "why an operator rejected the application, when it did" })),
  profit_share_earned: Type.String(),
});
export type CopyOwnTrader = Static<typeof CopyOwnTrader>;

/** `GET /trader`: what an application needs, and where the user stands. */
export const CopyRequirements = Type.Object({
  kyc_level: Type.Integer({ description: "the user's verification level" }),
  min_assets: Type.String({ description: "the assets (USDT) an applicant needs" }),
  assets: Type.String({ description: "the user's available assets in every account, valued in USDT" }),
  share_rate_cap: Type.String({ description: "the most profit share a trader may ask (0.1 = 10 %)" }),
  max_followers: Type.Integer(),
  agreement_category: Type.Integer({ description: "the article category of the follow agreement" }),
  application: Nullable(CopyOwnTrader),
});
export type CopyRequirements = Static<typeof CopyRequirements>;

/** A trader one copies, with the settings (`type` 1 proportional: `number` is the multiple; 2: lots). */
export const CopyFollow = Type.Object({
  trader_user_id: Type.Integer(),
  name: Type.String(),
  mode: Type.Union([Type.Literal("proportional"), Type.Literal("fixed")]),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  number: Type.String(),
  max_margin_order: Nullable(Type.String()),
  max_margin_total: Nullable(Type.String()),
  created_at: Time("followed"),
});
export type CopyFollow = Static<typeof CopyFollow>;

/** One of one's open copies: `trader_order` is the trader's position it copies. */
export const CopyOpen = Type.Object({
  transaction_id: Type.Integer(),
  trader_user_id: Type.Integer(),
  trader_order: Type.Integer(),
  market_id: Type.Integer(),
  direction: Direction,
  lots: Type.String(),
  multiple: Type.Integer(),
  open_price: Nullable(Type.String()),
  margin: Type.String(),
  opened_at: Nullable(Time("opened")),
  self_holding: Type.Boolean({ description: "kept as one's own: the trader's close no longer closes it" }),
  update_price: Type.Optional(
    Type.String({
      description: "the close dealing price at the index now (absent while the market has no price)",
    }),
  ),
  profits: Type.Optional(Type.String({ description: "the unrealized PnL at that price" })),
});
export type CopyOpen = Static<typeof CopyOpen>;

/** `GET /follow/myTrade`: the traders one copies and one's open copies. */
export const CopyMine = Type.Object({
  follows: Type.Array(CopyFollow),
  copies: Type.Array(CopyOpen),
  profit_share_paid: Type.String({ description: "the profit share one's copies paid in all" }),
});
export type CopyMine = Static<typeof CopyMine>;

/**
 * One of one's closed copies, with the profit share it paid the trader and what it was taken on (the
 * `share_*` fields are null for copies closed before the share was taken on net profit).
 */
export const CopyClosed = Type.Object({
  transaction_id: Type.Integer(),
  trader_user_id: Type.Integer(),
  trader_name: Nullable(Type.String()),
  trader_order: Type.Integer({ description: "the trader's position it copied" }),
  market_id: Type.Integer(),
  direction: Direction,
  multiple: Type.Integer(),
  lots: Type.String(),
  open_price: Nullable(Type.String()),
  close_price: Nullable(Type.String()),
  pnl: Nullable(Type.String()),
  close_reason: Nullable(Type.String()),
  fees: Type.String({ description: "handling fee and overnight fees" }),
  profit_share: Type.String(),
  share_net: Nullable(
    Type.String({ description: "the copy's net result: PnL − handling fee − overnight fees" }),
  ),
  share_basis: Nullable(
    Type.String({
      description: "the part above the follower's high-water mark: what the share was taken on",
    }),
  ),
  share_recovered: Nullable(
    Type.String({
      description: "the part of a net profit that recovered earlier net losses with the trader",
    }),
  ),
  share_rate: Nullable(Type.String()),
  share_to_recover: Nullable(
    Type.String({ description: "earlier net losses with the trader still to recover after this close" }),
  ),
  opened_at: Nullable(Time("opened")),
  closed_at: Nullable(Time("closed")),
});
export type CopyClosed = Static<typeof CopyClosed>;

/** A trader's order that was not copied for the user, and why. */
export const CopySkipped = Type.Object({
  trader_user_id: Type.Integer(),
  trader_order: Type.Integer(),
  reason: Type.String({
    description: "below_min_lots, over_total_margin, insufficient_balance or a lever code",
  }),
  reason_text: Type.String({ description: "the reason in the user's language" }),
  created_at: Time("skipped"),
});
export type CopySkipped = Static<typeof CopySkipped>;

/** `GET /follow/historyTrade`: a page of closed copies; every page carries the latest 20 skips. */
export const CopyHistoryPage = Type.Object({
  data: Type.Array(CopyClosed),
  page: Type.Integer(),
  skipped: Type.Array(CopySkipped),
});
export type CopyHistoryPage = Static<typeof CopyHistoryPage>;

/** The answer of follow, cancel, selfHolding and close: the follow's or the copy's id. */
export const CopyDone = Type.Object({ id: Type.Integer() });
export type CopyDone = Static<typeof CopyDone>;

/** `POST /follow/join`'s answer, and a console decision's: the trader's standing now. */
export const CopyStanding = Type.Object({ status: CopyTraderStatus });
export type CopyStanding = Static<typeof CopyStanding>;

/** `POST /follow/setName`'s answer. */
export const CopyNamed = Type.Object({ name: Type.String() });
export type CopyNamed = Static<typeof CopyNamed>;

/** `GET /admin/copy/traders`: a trader or application, with its last 30 days' figures, computed now. */
export const CopyAdminTrader = Type.Object({
  user_id: Type.Integer(),
  email: Nullable(Type.String()),
  name: Type.String(),
  share_rate: Type.String({ description: "the share of a follower's realized profit (0.1 = 10 %)" }),
  max_followers: Type.Integer(),
  followers: Type.Integer(),
  status: CopyTraderStatus,
  reason: Nullable(Type.String()),
  applied_at: Type.String(),
  stats: CopyStats,
});
export type CopyAdminTrader = Static<typeof CopyAdminTrader>;
