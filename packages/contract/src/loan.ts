import { Type } from "typebox";
import { Decimal, OwnedId, PageQuery, PublicRefId, RefId, Text } from "./bounds.ts";

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

/** `GET /admin/loan/loans`. */
export const LoanAdminQuery = Type.Object({
  state: Type.Optional(
    Type.Union([
      Type.Literal("review"),
      Type.Literal("rejected"),
      Type.Literal("active"),
      Type.Literal("repaying"),
      Type.Literal("repaid"),
      Type.Literal("liquidated"),
    ]),
  ),
});

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
