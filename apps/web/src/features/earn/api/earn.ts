import type {
  FinancialSummary,
  LockBought,
  LockPlan,
  LockRedeemed,
  LockOrderPage as OrderPage,
} from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Params, request } from "../../../api/client";
import { queryClient } from "../../../api/query-client";
import { readFinancialAccount, type WalletList } from "../model/account";
import type { OrderTab } from "../model/labels";

export type { FinancialAccount, FinancialLine } from "../model/account";

/**
 * The lock mining calls (docs/earn-api.md), the financial account and its summary (the IEO calls are
 * in api/ieo.ts, dual investment's in api/dual.ts, collateral loans' in api/loan.ts). Amounts are decimal strings in
 * the plan's coin, shown as sent; previews are computed exactly (model/figures.ts).
 *
 * The plans are public and live under `earnKey`. The user's own data lives under `mineKey`, inside
 * `["wallet"]`: the user channel (api/realtime.ts) refetches `["wallet"]` on every balance event, so a
 * lock, a day's yield, a maturity and an early redemption (each a move in the financial account) show
 * without reloading.
 */
export const earnKey = ["earn"] as const;
export const mineKey = ["wallet", "earn"] as const;

/** `GET /lh/deposit/order` pages on the orders screen; a short page is the last one. */
export const PAGE_LIMIT = 10;

/**
 * The lock mining answers' shapes, declared once in the contract (`packages/contract/src/lockmining.ts`):
 * a plan open to orders (`GET /lh/deposit/config`), one of one's orders with the plan's terms as they
 * were when it was made and, while active, what an early redemption returns now (`GET /lh/deposit/order`),
 * a page of them, and what locking (`POST /lh/deposit`) and redeeming (`POST /lh/deposit/order/cancel`)
 * answer.
 */
/**
 * `GET /financial/summary` (contract `FinancialSummary`): what lock mining, the IEO launchpad, dual
 * investment and collateral loans hold of one's financial account.
 */
export type {
  FinancialSummary,
  LockBought,
  LockEarlyRedemption as EarlyRedemption,
  LockOrder,
  LockOrderPage as OrderPage,
  LockPlan,
  LockRedeemed,
} from "@bourse/contract";

const get = <T>(path: string, params: Params = {}) =>
  request<T>(path, { method: "GET", params, silent: true });

/** Refetches the plans and everything of the user's (after the user's own change). */
export function refreshEarn(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: earnKey }),
    queryClient.invalidateQueries({ queryKey: mineKey }),
  ]);
}

/** `GET /lh/deposit/config`: the plans open to orders, shortest first. */
export function usePlans() {
  return useQuery({
    queryKey: [...earnKey, "plans"],
    queryFn: () => get<LockPlan[]>("/lh/deposit/config"),
    staleTime: 0,
  });
}

/** `GET /lh/deposit/order?status=`, page by page: one's orders, newest first. */
export function useOrders(tab: OrderTab, limit = PAGE_LIMIT) {
  return useInfiniteQuery({
    queryKey: [...mineKey, "orders", tab, limit],
    queryFn: ({ pageParam }) => get<OrderPage>("/lh/deposit/order", { status: tab, page: pageParam, limit }),
    initialPageParam: 1,
    getNextPageParam: (last: OrderPage, all: OrderPage[]) =>
      last.data.length >= limit ? all.length + 1 : undefined,
    staleTime: 0,
  });
}

/** `GET /financial/summary`: the financial overview's figures; refetched with every balance event. */
export function useFinancialSummary() {
  return useQuery({
    queryKey: [...mineKey, "summary"],
    queryFn: () => get<FinancialSummary>("/financial/summary"),
    staleTime: 0,
  });
}

/** The financial account; refetched with every balance event. `enabled` false (a guest) reads nothing. */
export function useFinancialAccount(enabled = true) {
  return useQuery({
    queryKey: [...mineKey, "account"],
    queryFn: async () => readFinancialAccount(await request<WalletList>("/wallet/list", { silent: true })),
    enabled,
    staleTime: 0,
  });
}

/**
 * The POST calls; each answers once the change is durable. Locking is silent: the buy screen shows the
 * server's refusal beside the amount or in an alert. Redeeming is not: a refusal shows as a toast.
 */
export const earnCalls = {
  lock: (planId: number, amount: string) =>
    request<LockBought>("/lh/deposit", {
      params: { config_id: planId, amount },
      silent: true,
    }),
  redeem: (orderId: number) =>
    request<LockRedeemed>("/lh/deposit/order/cancel", {
      params: { id: orderId },
    }),
};
