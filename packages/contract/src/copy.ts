import { type Static, Type } from "typebox";
import { Decimal, OwnedId, PageQuery, PublicId, Text } from "./bounds.ts";

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

export const CopyTrader = Type.Object({
  trader_user_id: Type.Integer(),
  name: Type.String(),
  bio: Type.String(),
  share_rate: Type.String(),
  max_followers: Type.Integer(),
  status: Type.String(),
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
