import { type Static, Type } from "typebox";
import { Decimal, Nullable, OwnedId, PageQuery, PublicRefId, RefId, Text } from "./bounds.ts";

/**
 * Collateral loans (spec §7 "Loan"): borrow a coin against collateral held in the financial account,
 * with daily interest, LTV steps watched on the index and liquidation past the last one.
 * `docs/earn-api.md` maps every call.
 */

/** `POST /loan/add`: applies for `amount` under an offer, against collateral. */
export const LoanAddBody = Type.Object({
  config_id: PublicRefId("loan-offer"),
  amount: Decimal("loans.amount", "the amount to borrow, in the offer's coin"),
  collateral_currency_id: Type.Optional(PublicRefId("currency")),
  collateral: Type.Optional(
    Decimal(
      "loans.collateral",
      "the collateral to hold; by default the least that keeps the starting LTV within the coin's initial LTV",
      {
        empty: true,
      },
    ),
  ),
});

/** `POST /loan/repay`: repays a loan (principal + interest). */
export const LoanRepayBody = Type.Object({ id: OwnedId("loan") });

/** `POST /loan/topup`: adds collateral to a loan. */
export const LoanTopupBody = Type.Object({
  id: OwnedId("loan"),
  amount: Decimal("loans.collateral", "the collateral to add"),
});

/** `GET /loan/order`: one's loans, newest first. */
export const LoanOrderQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal("open"), Type.Literal("ended")])),
  ...PageQuery,
});

export const LOAN_STATES = ["review", "rejected", "active", "repaying", "repaid", "liquidated"] as const;

/** A loan's state: under review, rejected, active, being repaid, repaid, liquidated. */
export const LoanState = Type.Union([
  Type.Literal("review"),
  Type.Literal("rejected"),
  Type.Literal("active"),
  Type.Literal("repaying"),
  Type.Literal("repaid"),
  Type.Literal("liquidated"),
]);
export type LoanState = Static<typeof LoanState>;

/** `GET /admin/loan/loans`. */
export const LoanAdminQuery = Type.Object({ state: Type.Optional(LoanState) });

/** `POST /admin/loan/loans/:id/reject`. */
export const LoanRejectBody = Type.Object({
  reason: Text(200, { description: "why, as the borrower reads it" }),
});

const RateText = (description: string) => Type.String({ maxLength: 12, description });

/** `POST /admin/loan/configs[/:id]`: an offer's terms (the console). */
export const LoanConfigBody = Type.Object({
  currency_id: RefId,
  cycle_days: Type.Integer({ minimum: 1, maximum: 365 }),
  daily_rate: RateText("the daily interest rate, e.g. 0.0003"),
  overdue_rate: RateText("the daily rate past the due day, e.g. 0.001"),
  min_amount: Decimal("loan_configs.min_amount", "the least one loan borrows"),
  max_amount: Decimal("loan_configs.max_amount", "the most one loan borrows"),
  asset_limit: RateText("a loan is at most the borrower's available assets × this, e.g. 0.8"),
  auto_approve_below: Decimal(
    "loan_configs.auto_approve_below",
    "loans up to this are approved at once; 0: every loan is reviewed",
  ),
  confirm_repay: Type.Boolean({ description: "a repayment waits for an operator's confirmation" }),
  enabled: Type.Boolean(),
});

/** `POST /admin/loan/collaterals/:currency_id`: a collateral coin's LTV steps (the console). */
export const LoanCollateralBody = Type.Object({
  market_id: RefId,
  initial_ltv: RateText("the most a loan may start at, e.g. 0.65"),
  margin_call: RateText("the borrower is warned from this LTV, e.g. 0.8"),
  top_up: RateText("the borrower must add collateral from this LTV, e.g. 0.85"),
  liquidate: RateText("the collateral is sold from this LTV, e.g. 0.92"),
  enabled: Type.Boolean(),
});

const Time = (description: string) => Type.String({ description: `${description}, ISO 8601 UTC` });
const Day = (description: string) => Type.String({ description: `${description}, UTC 'YYYY-MM-DD'` });

/** An LTV step, lowest first: fine, warned, asked to add collateral, sold. */
export const LtvStep = Type.Union([
  Type.Literal("ok"),
  Type.Literal("margin_call"),
  Type.Literal("top_up"),
  Type.Literal("liquidate"),
]);
export type LtvStep = Static<typeof LtvStep>;

/** A collateral coin of an offer (`GET /loan/config`): its decimals, index price and LTV steps (fractions). */
export const LoanOfferCollateral = Type.Object({
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  decimals: Type.Integer(),
  index_price: Nullable(
    Type.String({ description: "in the loan coin per one whole coin; null when the market has no price" }),
  ),
  initial_ltv: Type.String({ description: 'the most a loan may start at, "0.65" = 65 %' }),
  margin_call: Type.String(),
  top_up: Type.String(),
  liquidate: Type.String(),
});
export type LoanOfferCollateral = Static<typeof LoanOfferCollateral>;

/** `GET /loan/config`: an offer open to applications (the legacy names beside the new ones). */
export const LoanOffer = Type.Object({
  id: Type.Integer(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  decimals: Type.Integer({ description: "the loan coin's decimals" }),
  loanCycle: Type.Integer({ description: "legacy `cycle_days`" }),
  cycle_days: Type.Integer(),
  dayInterest: Type.String({ description: "legacy `daily_rate`" }),
  daily_rate: Type.String({
    description: 'the interest a day as a fraction of the principal, "0.0003" = 0.03 %',
  }),
  yearInterest: Type.String({ description: "daily × 365" }),
  overdue_rate: Type.String({ description: "the daily rate after the due day" }),
  min_amount: Type.String(),
  max_amount: Type.String(),
  assetLimit: Type.String({ description: "legacy `asset_limit`" }),
  asset_limit: Type.String({ description: "a loan is at most one's available assets (in USDT) × this" }),
  auto_approve_below: Type.String({ description: "loans up to this are approved at once" }),
  confirm_repay: Type.Boolean({ description: "a repayment waits for an operator's confirmation" }),
  collaterals: Type.Array(LoanOfferCollateral),
});
export type LoanOffer = Static<typeof LoanOffer>;

/** `POST /loan/add`'s answer: the loan, its state (`active` at once or `review`), due day, collateral held. */
export const LoanApplied = Type.Object({
  id: Type.Integer(),
  state: LoanState,
  due_day: Nullable(Day("null while under review")),
  collateral: Type.String(),
});
export type LoanApplied = Static<typeof LoanApplied>;

/** A day's interest, charged or next. */
export const LoanInterestDay = Type.Object({
  day: Day("the day"),
  amount: Type.String(),
  overdue: Type.Boolean({ description: "charged at the overdue rate" }),
});
export type LoanInterestDay = Static<typeof LoanInterestDay>;

/** One of one's loans (`GET /loan/order`; docs/earn-api.md "A loan"), on the terms it was made under. */
export const Loan = Type.Object({
  id: Type.Integer(),
  config_id: Type.Integer(),
  currency_name: Type.String(),
  amount: Type.String(),
  daily_rate: Type.String(),
  overdue_rate: Type.String(),
  cycle_days: Type.Integer(),
  collateral_currency_name: Type.String(),
  collateral_currency_id: Type.Integer(),
  collateral: Type.String(),
  initial_ltv: Type.String(),
  margin_call: Type.String(),
  top_up: Type.String(),
  liquidate: Type.String(),
  state: LoanState,
  step: LtvStep,
  start_day: Nullable(Day("null until approved")),
  due_day: Nullable(Day("null until approved")),
  interest: Type.String({ description: "charged so far" }),
  repay_failed: Type.Boolean({ description: "the last repayment was refused" }),
  reason: Nullable(Type.String({ description: "why it was rejected" })),
  liq_seq: Nullable(Type.Integer({ description: "liquidated: the index tick it was sold at" })),
  liq_price: Nullable(Type.String()),
  sold: Nullable(Type.String()),
  proceeds: Nullable(Type.String()),
  shortfall: Nullable(Type.String()),
  surplus: Nullable(Type.String()),
  created_at: Time("applied"),
  ended_at: Nullable(Time("ended")),
  interest_days: Type.Array(LoanInterestDay),
  status: Type.Integer({ description: "legacy: 1 under review, 2 success, 3 review failed" }),
  repay_status: Type.Integer({ description: "legacy: 0 not repaid, 1 under review, 2 repaid, 3 refused" }),
  debt: Nullable(Type.String({ description: "open loans: principal + interest charged" })),
  ltv: Nullable(
    Type.String({ description: "open loans: percent at the index now (2 decimals), null without a price" }),
  ),
  ltv_step: Nullable(LtvStep),
  liquidation_price: Nullable(Type.String()),
  next_interest: Nullable(LoanInterestDay),
  overdue: Type.Boolean({ description: "past its due day" }),
});
export type Loan = Static<typeof Loan>;

/** `GET /loan/order`: a page of one's loans. */
export const LoanPage = Type.Object({
  now: Time("the server's clock"),
  page: Type.Integer(),
  data: Type.Array(Loan),
});
export type LoanPage = Static<typeof LoanPage>;

/** `POST /loan/repay`'s answer: `repaid` at once, or `repaying` until an operator confirms. */
export const LoanRepaid = Type.Object({ id: Type.Integer(), state: LoanState, repaid: Type.String() });
export type LoanRepaid = Static<typeof LoanRepaid>;

/** `POST /loan/topup`'s answer: the loan's collateral now. */
export const LoanToppedUp = Type.Object({ id: Type.Integer(), collateral: Type.String() });
export type LoanToppedUp = Static<typeof LoanToppedUp>;

/** An offer as the console lists it (`GET /admin/loan/terms`): amounts in its coin, rates as fractions. */
export const LoanAdminConfig = Type.Object({
  id: Type.Integer(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  cycle_days: Type.Integer(),
  daily_rate: Type.String(),
  overdue_rate: Type.String(),
  min_amount: Type.String(),
  max_amount: Type.String(),
  asset_limit: Type.String(),
  auto_approve_below: Type.String(),
  confirm_repay: Type.Boolean(),
  enabled: Type.Boolean(),
});
export type LoanAdminConfig = Static<typeof LoanAdminConfig>;

/** A collateral coin as the console lists it: valued at `market_id`'s index; LTVs are fractions. */
export const LoanAdminCollateral = Type.Object({
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  market_id: Type.Integer(),
  initial_ltv: Type.String(),
  margin_call: Type.String(),
  top_up: Type.String(),
  liquidate: Type.String(),
  enabled: Type.Boolean(),
});
export type LoanAdminCollateral = Static<typeof LoanAdminCollateral>;

/** `GET /admin/loan/terms`: every offer and collateral coin, enabled or not. */
export const LoanAdminTerms = Type.Object({
  configs: Type.Array(LoanAdminConfig),
  collaterals: Type.Array(LoanAdminCollateral),
});
export type LoanAdminTerms = Static<typeof LoanAdminTerms>;

/**
 * `GET /admin/loan/loans`: a loan with its user. The days are null until approved; `debt` and `ltv` only
 * for open loans; the liquidation's fields only for a liquidated one.
 */
export const LoanAdminLoan = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  email: Nullable(Type.String()),
  currency_name: Type.String(),
  amount: Type.String(),
  collateral_currency_name: Type.String(),
  collateral: Type.String(),
  cycle_days: Type.Integer(),
  state: LoanState,
  step: LtvStep,
  start_day: Nullable(Day("the first day")),
  due_day: Nullable(Day("the due day")),
  interest: Type.String(),
  liq_seq: Nullable(Type.Integer()),
  liq_price: Nullable(Type.String()),
  shortfall: Nullable(Type.String()),
  created_at: Time("applied"),
  debt: Nullable(Type.String()),
  ltv: Nullable(Type.String({ description: "percent at the index now, null while the market is stale" })),
});
export type LoanAdminLoan = Static<typeof LoanAdminLoan>;

/** An operator's decision on a loan or its repayment: the loan's state after it. */
export const LoanReviewed = Type.Object({ id: Type.Integer(), state: LoanState });
export type LoanReviewed = Static<typeof LoanReviewed>;

/** `POST /admin/loan/configs[/:id]`: the offer saved. */
export const LoanConfigSaved = Type.Object({ id: Type.Integer() });
export type LoanConfigSaved = Static<typeof LoanConfigSaved>;

/** `POST /admin/loan/collaterals/:currency_id`: the coin saved. */
export const LoanCollateralSaved = Type.Object({ currency_id: Type.Integer() });
export type LoanCollateralSaved = Static<typeof LoanCollateralSaved>;
