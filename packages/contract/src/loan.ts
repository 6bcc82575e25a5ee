import { Type } from "typebox";
import { Decimal, Id, PageQuery, RefId, Text } from "./bounds.ts";

/**
 * Collateral loans (spec §7 "Loan"): borrow a coin against collateral held in the financial account,
 * with daily interest, LTV steps watched on the index and liquidation past the last one.
 * `docs/earn-api.md` maps every call.
 */

/** `POST /loan/add`: applies for `amount` under an offer, against collateral. */
export const LoanAddBody = Type.Object({
  config_id: RefId,
  amount: Decimal("the amount to borrow, in the offer's coin"),
  collateral_currency_id: Type.Optional(RefId),
  collateral: Type.Optional(
    Decimal(
      "the collateral to hold; by default the least that keeps the starting LTV within the coin's initial LTV",
      {
        empty: true,
      },
    ),
  ),
});

/** `POST /loan/repay`: repays a loan (principal + interest). */
export const LoanRepayBody = Type.Object({ id: Id });

/** `POST /loan/topup`: adds collateral to a loan. */
export const LoanTopupBody = Type.Object({ id: Id, amount: Decimal("the collateral to add") });

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
