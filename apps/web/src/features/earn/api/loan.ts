import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Params, request } from "../../../api/client";
import { ApiError } from "../../../api/envelope";
import { queryClient } from "../../../api/query-client";
import {
  type CollateralTerms,
  followsIndex,
  type LoanState,
  type LoanTab,
  type LoanTerms,
  type LtvStep,
} from "../model/loan";
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
 * A collateral coin of an offer: its decimals, its index price (in the loan coin per one whole coin;
 * null when it has none) and its LTV steps (rates: "0.65" = 65 %), as model/loan.ts reads them.
 */
export interface LoanCollateral extends CollateralTerms {
  currency_id: number;
  currency_name: string;
}

/**
 * `GET /loan/config`: an offer (the legacy names beside the new ones); the loan coin's decimals, the
 * interest a day as a fraction of the principal ("0.0003" = 0.03 %) and the cycle as model/loan.ts
 * reads them.
 */
export interface LoanOffer extends LoanTerms {
  id: number;
  currency_id: number;
  currency_name: string;
  loanCycle: number;
  dayInterest: string;
  /** daily × 365 */
  yearInterest: string;
  /** the daily rate after the due day */
  overdue_rate: string;
  min_amount: string;
  max_amount: string;
  assetLimit: string;
  /** a loan is at most one's available assets (in USDT) × this */
  asset_limit: string;
  /** loans up to this are approved at once; larger ones wait for an operator */
  auto_approve_below: string;
  /** a repayment waits for an operator's confirmation */
  confirm_repay: boolean;
  collaterals: LoanCollateral[];
}

/** A day's interest charged. */
export interface InterestDay {
  day: string;
  amount: string;
  overdue: boolean;
}

/** `GET /loan/order`: one of one's loans (docs/earn-api.md "A loan"), on the terms it was made under. */
export interface Loan {
  id: number;
  config_id: number;
  currency_name: string;
  amount: string;
  daily_rate: string;
  overdue_rate: string;
  cycle_days: number;
  collateral_currency_id: number;
  collateral_currency_name: string;
  collateral: string;
  initial_ltv: string;
  margin_call: string;
  top_up: string;
  liquidate: string;
  state: LoanState;
  /** legacy: 1 under review, 2 success, 3 review failed */
  status: number;
  /** legacy: 0 not repaid, 1 under review, 2 repaid, 3 refused */
  repay_status: number;
  /** the last step the borrower was told of */
  step: LtvStep;
  /** null until approved */
  start_day: string | null;
  due_day: string | null;
  /** charged so far */
  interest: string;
  interest_days: InterestDay[];
  /** why it was rejected */
  reason: string | null;
  created_at: string;
  ended_at: string | null;
  /** open loans: principal + interest charged */
  debt: string | null;
  /** open loans: percent at the index now (2 decimals), null without a price */
  ltv: string | null;
  ltv_step: LtvStep | null;
  liquidation_price: string | null;
  next_interest: InterestDay | null;
  overdue: boolean;
  /** liquidated: the index tick it was sold at, what was sold and raised, the shortfall and surplus */
  liq_seq: number | null;
  liq_price: string | null;
  sold: string | null;
  proceeds: string | null;
  shortfall: string | null;
  surplus: string | null;
}

export interface LoanPage {
  now: string;
  page: number;
  data: Loan[];
}

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

/** What applying answers: the loan, its state (approved at once or under review), its due day, the collateral held. */
export interface LoanApplied {
  id: number;
  state: LoanState;
  due_day: string | null;
  collateral: string;
}

/**
 * The POST calls; each answers once the change is durable. Applying and adding collateral are silent:
 * the screens show a refusal beside the figure it names or in an alert. Repaying is not: a refusal
 * shows as a toast.
 */
export const loanCalls = {
  apply: (body: { config_id: number; amount: string; collateral_currency_id: number; collateral: string }) =>
    request<LoanApplied>("/loan/add", { params: body, silent: true }),
  repay: (id: number) =>
    request<{ id: number; state: LoanState; repaid: string }>("/loan/repay", { params: { id } }),
  topup: (id: number, amount: string) =>
    request<{ id: number; collateral: string }>("/loan/topup", { params: { id, amount }, silent: true }),
};
