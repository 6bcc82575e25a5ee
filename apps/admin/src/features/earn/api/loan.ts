import type * as contract from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import { useRecords, useSaveRecord } from "./records";

const loanKey = ["admin", "loan"] as const;

export type LoanState = contract.LoanState;

/** The states of a loan, in the order the console lists them. */
export const LOAN_STATES = [
  "review",
  "active",
  "repaying",
  "repaid",
  "rejected",
  "liquidated",
] as const satisfies readonly LoanState[];

/** An offer's terms as the console sends them (create and update; docs/earn-api.md "Loan calls"). */
export type LoanConfigBody = Static<typeof contract.LoanConfigBody>;

/** A collateral coin's market and LTV steps as the console sends them. */
export type LoanCollateralBody = Static<typeof contract.LoanCollateralBody>;

/**
 * The console's answers, as the contract declares them (`packages/contract/src/loan.ts`): an offer
 * (`GET /admin/loan/terms`; amounts in its coin as decimal text, rates as fractions) and a collateral coin
 * (valued at `market_id`'s index; LTVs are fractions, 0.65 = 65 %); a loan with its user
 * (`GET /admin/loan/loans`): the days null until it is approved, `debt` and `ltv` (percent at the index
 * now, null while the market is stale) only for open loans, the liquidation's fields only for a
 * liquidated one.
 */
export type LoanConfig = contract.LoanAdminConfig;
export type LoanCollateral = contract.LoanAdminCollateral;
export type LoanTerms = contract.LoanAdminTerms;
export type Loan = contract.LoanAdminLoan;

/** The last LTV step the borrower was told of (`ok` below the margin call). */
export type LoanStep = Loan["step"];

/** What an operator does with a loan: decide an application, or a repayment waiting for confirmation. */
export type LoanAction = "approve" | "reject" | "repay/confirm" | "repay/refuse";

/** `GET /admin/loan/loans?state`: the latest loans of every user, in one state or all. */
export const useLoans = (state: LoanState | null) =>
  useRecords<Loan>(loanKey, "/admin/loan/loans", { state });

/** `GET /admin/loan/terms`: every offer and collateral coin, enabled or not. */
export function useLoanTerms() {
  return useQuery({
    queryKey: [...loanKey, "/admin/loan/terms"],
    queryFn: () => request<LoanTerms>("/admin/loan/terms"),
  });
}

/** `POST /admin/loan/configs[/:id]`: creates or changes an offer (its coin fixed once created; loans keep their terms). */
export const useSaveLoanConfig = () => useSaveRecord<LoanConfigBody>(loanKey, "/admin/loan/configs");

/** `POST /admin/loan/collaterals/:currency_id` (`id` is the coin's): its market and LTV steps. */
export const useSaveLoanCollateral = () =>
  useSaveRecord<LoanCollateralBody, contract.LoanCollateralSaved>(loanKey, "/admin/loan/collaterals");

/**
 * `POST /admin/loan/loans/:id/<action>` (admins, audited): approve (the principal is credited) or
 * reject `{reason}` (the collateral comes back) a loan under review; confirm or refuse a repayment.
 * A refusal shows as the console's notice; every loan list is fetched again either way.
 */
export function useLoanAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: LoanAction; reason?: string }) =>
      request<contract.LoanReviewed>(`/admin/loan/loans/${id}/${action}`, {
        method: "POST",
        body: reason === undefined ? {} : { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanKey }),
  });
}
