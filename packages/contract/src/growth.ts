import { type Static, type TLiteral, type TSchema, type TUnion, Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Id, Nullable, OwnedId, PageQuery, RefId, Text } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

/**
 * Growth (spec §7 "User": invitations and rebates; PRODUCT-RULES "Growth": king managers, the new-user
 * bonus with experience funds, coupons). `docs/growth-api.md` maps every call.
 */

/** `POST /user/getRebate`: the rebates one received, optionally of one level. */
export const GrowthRebateBody = Type.Object({
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  ...PageQuery,
});

type LiteralsOf<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
/** One of `values`. */
const Literals = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as LiteralsOf<T> extends infer L extends TSchema[]
    ? TUnion<L>
    : never;
const Time = Type.String({ description: "ISO 8601 UTC" });
const Amount = Type.String({ description: "decimal text" });

// ---------------------------------------------------------------- invitations and rebates

/** `POST /user/getShareInfo`: one's code and link, invitees per level, one's rates, the rebates received. */
export const ShareInfo = Type.Object({
  invite_code: Type.String(),
  invite_link: Type.String({ description: "the registration screen with the code filled in" }),
  invited: Type.Object({ level1: Type.Integer(), level2: Type.Integer(), level3: Type.Integer() }),
  total_invited: Type.Integer(),
  king: Type.Boolean({ description: "a king manager earns the king rates" }),
  rates: Type.Array(Type.String(), {
    minItems: 3,
    maxItems: 3,
    description: 'one\'s rates by level, as fractions ("0.16")',
  }),
  rebates: Type.Array(
    Type.Object({
      currency_name: Type.String(),
      total: Amount,
      /** since 00:00 UTC */
      today: Amount,
      by_level: Type.Array(Amount, { minItems: 3, maxItems: 3, description: "from levels 1, 2 and 3" }),
    }),
    { description: "the rebates received per coin" },
  ),
  updated_at: Nullable(Type.String({ description: "when the last rebate came, ISO 8601 UTC" })),
  now: Time,
});
export type ShareInfo = Static<typeof ShareInfo>;

/** A rebate one received (`POST /user/getRebate`), with what it came from. */
export const Rebate = Type.Object({
  id: Type.Integer(),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  product: Type.String({ description: "spot, lever, p2p or nft" }),
  currency_name: Type.String(),
  fee: Amount,
  rate: Type.String({ description: "the share of the fee paid, as a fraction" }),
  amount: Amount,
  invitee: Nullable(Type.String({ description: "the invitee's email, masked" })),
  created_at: Time,
});
export type Rebate = Static<typeof Rebate>;
/** `POST /user/getRebate`: a page of the rebates one received, newest first. */
export const RebatePage = Page(Rebate);
export type RebatePage = Static<typeof RebatePage>;

// ---------------------------------------------------------------- invitation ranks (king managers)

/** A king manager application's states. */
export const KING_STATES = ["review", "approved", "rejected"] as const;

/** `GET /api/growth/king`: one's rank, the thresholds, one's counts and the last application. */
export const KingStatus = Type.Object({
  king: Type.Boolean(),
  /** direct invitees who traded, and invitees of levels 1–3 who traded */
  direct_traded: Type.Integer(),
  team_traded: Type.Integer(),
  thresholds: Type.Object({ direct: Type.Integer(), team: Type.Integer() }),
  eligible: Type.Boolean(),
  rates: Type.Array(Type.String(), { description: "an ordinary member's rates by level" }),
  king_rates: Type.Array(Type.String(), { description: "a king manager's rates by level" }),
  application: Nullable(
    Type.Object({
      id: Type.Integer(),
      state: Literals(KING_STATES),
      note: Type.String(),
      reason: Nullable(Type.String()),
      created_at: Time,
      decided_at: Nullable(Time),
    }),
  ),
});
export const KingStatusResponse = Envelope(KingStatus);
export const KingApplyBody = Type.Object({
  note: Type.Optional(Text(500, { description: "what the applicant wants the operator to know" })),
  lang: Lang,
});

// ---------------------------------------------------------------- new-user bonus

export const BONUS_TASKS = [
  "kyc2",
  "first_deposit",
  "first_contract",
  "contract_tier",
  "invitee_deposit",
] as const;
/**
 * A bonus row's state: `open` (not met yet), `claimable` (met, inside its window), `claimed`, `expired`
 * (met, window over), `missed` (the event happened without reaching this tier), `taken` (this identity
 * already received it under another account).
 */
export const BONUS_STATES = ["open", "claimable", "claimed", "expired", "missed", "taken"] as const;

export const BonusRow = Type.Object({
  /** what `POST /api/growth/bonus/claim` takes: `kyc2`, `contract_tier:100000`, `invitee_deposit:<user>` */
  key: Type.String(),
  task: Literals(BONUS_TASKS),
  /** the threshold on the deposit or the trade's notional, in USDT ("0" for KYC) */
  min: Amount,
  /** true: the amount must be above min; false: at least min */
  strict: Type.Boolean(),
  reward: Amount,
  kind: Literals(["cash", "experience"] as const),
  currency_name: Type.String(),
  state: Literals(BONUS_STATES),
  met_at: Nullable(Time),
  claim_until: Nullable(Time),
  claimed_at: Nullable(Time),
  /** invitee_deposit: the invitee (masked) */
  invitee: Nullable(Type.String()),
  /** a coupon the task also gives when claimed */
  coupon: Nullable(
    Type.Object({
      title: Type.String(),
      kind: Literals(["fee_discount", "bonus"] as const),
      currency_name: Type.String(),
      rate: Nullable(Amount),
      cap: Nullable(Amount),
      amount: Nullable(Amount),
      valid_days: Type.Integer(),
    }),
  ),
});

export const Experience = Type.Object({
  currency_name: Type.String(),
  /** experience funds not in a position */
  available: Amount,
  /** experience funds in open positions and orders as margin */
  in_use: Amount,
  grants: Type.Array(
    Type.Object({
      id: Type.Integer(),
      amount: Amount,
      /** what expiry took back (so far) */
      expired: Amount,
      expires_at: Time,
      state: Literals(["live", "expired"] as const),
    }),
  ),
});

/** `GET /api/growth/bonus`: the tasks, their state for the caller, and one's experience funds. */
export const BonusOverview = Type.Object({
  /** the server's time, for the countdowns */
  now: Time,
  claim_days: Type.Integer(),
  /** claiming needs a verified identity (KYC level 1 approved) */
  verified: Type.Boolean(),
  tasks: Type.Array(BonusRow),
  experience: Experience,
});
export const BonusOverviewResponse = Envelope(BonusOverview);
export const BonusClaimBody = Type.Object({
  key: Text(40, { minLength: 3, description: "the row's key" }),
  lang: Lang,
});
export const BonusClaimResponse = Envelope(BonusRow);

// ---------------------------------------------------------------- coupons

export const COUPON_KINDS = ["fee_discount", "bonus"] as const;
export const COUPON_STATES = ["available", "used", "expired", "upcoming"] as const;

export const Coupon = Type.Object({
  id: Type.Integer(),
  kind: Literals(COUPON_KINDS),
  title: Type.String(),
  currency_name: Type.String(),
  /** fee_discount: the share of a fee it takes off ("0.5") and its cap; bonus: the amount */
  rate: Nullable(Amount),
  cap: Nullable(Amount),
  amount: Nullable(Amount),
  valid_from: Time,
  valid_until: Time,
  state: Literals(COUPON_STATES),
  used_at: Nullable(Time),
  /** what it took off a fee, or paid */
  saved: Nullable(Amount),
  /** what it was used on: `spot:<order>`, `lever:<trade>`, `bonus` */
  used_on: Nullable(Type.String()),
  /** given by an operator, or by a bonus task one claimed */
  source: Literals(["operator", "task"] as const),
});
export type Coupon = Static<typeof Coupon>;

export const CouponListQuery = Type.Object({
  state: Type.Optional(Literals(["available", "used", "expired"] as const)),
  ...PageQuery,
});
/** A page of one's coupons, with the server's time for the countdowns. */
/** `GET /growth/coupons`: a page of one's coupons and the server's time (for what is about to start or end). */
export const CouponPage = Type.Object({ ...Page(Coupon).properties, now: Time });
export type CouponPage = Static<typeof CouponPage>;
export const CouponListResponse = Envelope(CouponPage);
export const CouponRedeemBody = Type.Object({
  id: OwnedId("coupon", { description: "one of the caller's coupons" }),
  lang: Lang,
});
export const CouponResponse = Envelope(Coupon);

// ---------------------------------------------------------------- console

export const AdminInviteTreeQuery = Type.Object({
  user_id: Id,
  /** how many levels down (1–3) */
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, default: 3 })),
});
export const InviteNode = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  level: Type.Integer(),
  inviter_id: Nullable(Type.Integer()),
  king: Type.Boolean(),
  traded: Type.Boolean(),
  created_at: Time,
  /** rebates this user paid its inviters (USDT value is not summed across coins: per coin) */
  rebates_paid: Type.Array(Type.Object({ currency_name: Type.String(), amount: Amount })),
});
export const AdminInviteTree = Type.Object({
  user: InviteNode,
  inviters: Type.Array(InviteNode, { description: "level 1 is the user's inviter, up to level 3" }),
  invitees: Type.Array(InviteNode),
  /** more invitees than listed */
  truncated: Type.Boolean(),
});
export const AdminInviteTreeResponse = Envelope(AdminInviteTree);

export const RebateRateChange = Type.Object({
  id: Type.Integer(),
  rates: Type.Array(Type.String()),
  king_rates: Type.Array(Type.String()),
  effective_at: Time,
  operator: Nullable(Type.String()),
});
export const AdminRebateRates = Type.Object({
  current: RebateRateChange,
  history: Type.Array(RebateRateChange),
  thresholds: Type.Object({ direct: Type.Integer(), team: Type.Integer() }),
});
export const AdminRebateRatesResponse = Envelope(AdminRebateRates);
const RateText = Type.String({ pattern: "^0(\\.[0-9]{1,6})?$|^1(\\.0{1,6})?$", description: "0 to 1" });
/** New rates apply to fees paid from now on; fees already paid keep the rates of their time. */
export const AdminRebateRatesBody = Type.Object({
  level1: RateText,
  level2: RateText,
  level3: RateText,
  king1: RateText,
  king2: RateText,
  king3: RateText,
  king_direct: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  king_team: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
});

export const AdminKingApplication = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  account: Type.String(),
  state: Literals(KING_STATES),
  note: Type.String(),
  reason: Nullable(Type.String()),
  /** the counts now */
  direct_traded: Type.Integer(),
  team_traded: Type.Integer(),
  eligible: Type.Boolean(),
  created_at: Time,
  decided_at: Nullable(Time),
  operator: Nullable(Type.String()),
});
export const AdminKingQuery = Type.Object({
  state: Type.Optional(Literals(KING_STATES)),
  ...PageQuery,
});
export const AdminKingListResponse = Envelope(Page(AdminKingApplication));
export const AdminKingDecisionBody = Type.Object({
  decision: Literals(["approve", "reject"] as const),
  reason: Type.Optional(Text(200)),
});

export const AdminBonusRule = Type.Object({
  id: Type.Integer(),
  task: Literals(BONUS_TASKS),
  min: Amount,
  strict: Type.Boolean(),
  reward: Amount,
  kind: Literals(["cash", "experience"] as const),
  enabled: Type.Boolean(),
  /** the `task` coupon issue it also gives, if any */
  coupon_issue_id: Nullable(Type.Integer()),
  coupon_title: Nullable(Type.String()),
});
export const AdminBonusSettings = Type.Object({
  rules: Type.Array(AdminBonusRule),
  claim_days: Type.Integer(),
  experience_days: Type.Integer(),
});
export const AdminBonusSettingsResponse = Envelope(AdminBonusSettings);
/** A rule's reward, whether it is offered and the coupon it also gives; for claims from now on. */
export const AdminBonusRuleBody = Type.Object({
  reward: Decimal(["bonus_rules.reward", "postings.amount"], "reward in USDT"),
  enabled: Type.Boolean(),
  /** a coupon issue of segment `task`; 0 for none (absent: unchanged) */
  coupon_issue_id: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});

/**
 * A coupon issue: to one user, to a segment of users, or `task`: a template that the bonus tasks it is
 * attached to give out when claimed.
 */
export const COUPON_SEGMENTS = ["user", "all", "verified", "new", "traded", "task"] as const;
export const AdminCouponIssueBody = Type.Object({
  title: Text(60, { minLength: 1 }),
  kind: Literals(COUPON_KINDS),
  currency_id: RefId,
  rate: Type.Optional(
    Type.String({ pattern: "^0\\.[0-9]{1,6}$|^1(\\.0{1,6})?$", description: "fee_discount: 0 to 1" }),
  ),
  cap: Type.Optional(Decimal("coupon_issues.cap", "fee_discount: the most it takes off")),
  amount: Type.Optional(Decimal("coupon_issues.amount", "bonus: the amount")),
  valid_days: Type.Integer({ minimum: 1, maximum: 365 }),
  segment: Literals(COUPON_SEGMENTS),
  /** segment `user`: the user */
  user_id: Type.Optional(Id),
  /** segment `new`: registered within this many days */
  new_days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
});
export const AdminCouponIssue = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Literals(COUPON_KINDS),
  currency_name: Type.String(),
  rate: Nullable(Amount),
  cap: Nullable(Amount),
  amount: Nullable(Amount),
  segment: Type.String(),
  issued: Type.Integer(),
  used: Type.Integer(),
  expired: Type.Integer(),
  /** what the used coupons took off fees or paid */
  spent: Amount,
  /** each coupon is valid for this many days from when it is given */
  valid_days: Type.Integer(),
  operator: Nullable(Type.String()),
  created_at: Time,
});
export const AdminCouponIssueResponse = Envelope(AdminCouponIssue);
export const AdminCouponIssueListResponse = Envelope(Page(AdminCouponIssue));

/** `GET /api/admin/growth/report`: what each campaign paid, per task or coupon issue. */
export const AdminGrowthReport = Type.Object({
  rebates: Type.Array(
    Type.Object({
      currency_name: Type.String(),
      level: Type.Integer(),
      count: Type.Integer(),
      amount: Amount,
    }),
  ),
  bonus: Type.Array(
    Type.Object({
      task: Literals(BONUS_TASKS),
      kind: Literals(["cash", "experience"] as const),
      /** met and still claimable, claimed (paid), met but not claimed in time */
      claimable: Type.Integer(),
      claimed: Type.Integer(),
      expired: Type.Integer(),
      paid: Amount,
    }),
  ),
  experience: Type.Object({ granted: Amount, expired: Amount, outstanding: Amount }),
  coupons: Type.Array(AdminCouponIssue),
});
export const AdminGrowthReportResponse = Envelope(AdminGrowthReport);
