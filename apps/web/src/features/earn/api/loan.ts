import type { LoanApplied, LoanOffer, LoanPage, LoanRepaid, LoanToppedUp } from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Params, request } from "../../../api/client";
import { ApiError } from "../../../api/envelope";
import { queryClient } from "../../../api/query-client";
import { followsIndex, type LoanTab } from "../model/loan";
import { earnKey, mineKey } from "./earn";

/**
 * Collateral loans' calls (docs/earn-api.md "Loan calls", contract `packages/contract/src/loan.ts`).
 * Amounts, prices and rates are decimal text, shown as sent; previews are computed exactly
 * (model/loan.ts). Days are UTC 'YYYY-MM-DD'.
 *
 * The offers are public and live under `loanKey` (inside `earnKey`). One's loans live under
 * `loanMineKey`, inside `["wallet"]`: the user channel refetches them on every balance event (applying
 * holds the collateral, approval credits the principal, interest, repayment, top-up and liquidation
 * all move the financial account).
 */
export const loanKey = [...earnKey, "loan"] as const;
export const loanMineKey = [...mineKey, "loan"] as const;

/** Pages of `GET /loan/order`; a short page is the last one. */
export const LOAN_PAGE_LIMIT = 10;
/** How often the offers are read again, for the collateral coins' index prices (ms). */
export const LOAN_POLL_MS = 15_000;
/** How often one's loans are read again while an active one is shown, so its LTV follows the index (ms). */
export const LOAN_LTV_POLL_MS = 5_000;

/**
 * The answers' shapes, declared once in the contract (`packages/contract/src/loan.ts`): an offer of
 * `GET /loan/config` (the legacy names beside the new ones) and its collateral coins (decimals, index
 * price in the loan coin per one whole coin or null, LTV steps as fractions: "0.65" = 65 %), as
 * model/loan.ts reads them; a day's interest; one's loan of `GET /loan/order` (docs/earn-api.md "A
 * loan"), on the terms it was made under, and a page of them; what applying answers.
 */
export type {
  Loan,
  LoanApplied,
  LoanInterestDay as InterestDay,
  LoanOffer,
  LoanOfferCollateral as LoanCollateral,
  LoanPage,
} from "@bourse/contract";

const get = <T>(path: string, params: Params = {}) =>
  request<T>(path, { method: "GET", params, silent: true });

const offersKey = [...loanKey, "offers"] as const;
const fetchOffers = () => get<LoanOffer[]>("/loan/config");

/** `GET /loan/config`: the offers open to applications, shortest cycle first. */
export function useLoanOffers() {
  return useQuery({
    queryKey: offersKey,
    queryFn: fetchOffers,
    refetchInterval: LOAN_POLL_MS,
    staleTime: 0,
  });
}

/**
 * One offer (`?id=`) from `GET /loan/config`; an offer the list does not have (closed, or a bad link)
 * fails as the server's "no such loan offer", so the screen says it does not exist. Null id reads
 * nothing.
 */
export function useLoanOffer(id: number | null) {
  return useQuery({
    queryKey: [...loanKey, "offer", id],
    queryFn: async () => {
      const offers = await queryClient.fetchQuery({
        queryKey: offersKey,
        queryFn: fetchOffers,
        staleTime: 0,
      });
      const offer = offers.find((o) => o.id === id);
      if (!offer) throw new ApiError("error", "LOAN_CONFIG_NOT_FOUND", "LOAN_CONFIG_NOT_FOUND");
      return offer;
    },
    enabled: id !== null,
    refetchInterval: LOAN_POLL_MS,
    staleTime: 0,
  });
}

/**
 * `GET /loan/order?status=`, page by page: one's loans of a tab, newest first; read again every few
 * seconds while an active loan is shown, so its LTV and step follow the index.
 */
export function useLoans(tab: LoanTab) {
  return useInfiniteQuery({
    queryKey: [...loanMineKey, "orders", tab],
    queryFn: ({ pageParam }) =>
      get<LoanPage>("/loan/order", { status: tab, page: pageParam, limit: LOAN_PAGE_LIMIT }),
    initialPageParam: 1,
    getNextPageParam: (last: LoanPage, all: LoanPage[]) =>
      last.data.length >= LOAN_PAGE_LIMIT ? all.length + 1 : undefined,
    refetchInterval: (query) =>
      followsIndex((query.state.data?.pages ?? []).flatMap((p) => p.data)) ? LOAN_LTV_POLL_MS : false,
    staleTime: 0,
  });
}

/**
 * The POST calls; each answers once the change is durable. Applying and adding collateral are silent:
 * the screens show a refusal beside the figure it names or in an alert. Repaying is not: a refusal
 * shows as a toast.
 */
export const loanCalls = {
  apply: (body: { config_id: number; amount: string; collateral_currency_id: number; collateral: string }) =>
    request<LoanApplied>("/loan/add", { params: body, silent: true }),
  repay: (id: number) => request<LoanRepaid>("/loan/repay", { params: { id } }),
  topup: (id: number, amount: string) =>
    request<LoanToppedUp>("/loan/topup", { params: { id, amount }, silent: true }),
};
