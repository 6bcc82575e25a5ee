import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { ListPage } from "../../../api/types";
import type { AccountKind } from "../model/accounts";
import { nextPage, PAGE_LIMIT } from "../model/pages";

/** One ledger line of the user (a bill). */
export interface Bill {
  entry_id: number;
  /** deposit, transfer, withdraw_request, withdraw_paid, withdraw_rejected, … */
  type: string;
  account: string;
  bucket: string;
  currency_name: string;
  /** Signed decimal text. */
  value: string;
  balance_after: string;
  created_at: string;
}

export interface BillFilter {
  currency?: number;
  type?: AccountKind;
}

/** `POST /wallet/legal_log`: the user's bills, optionally of one currency and one account. */
export function postLegalLog(filter: BillFilter, page: number): Promise<ListPage<Bill>> {
  return request<ListPage<Bill>>("/wallet/legal_log", {
    params: { ...filter, page, limit: PAGE_LIMIT },
    silent: true,
  });
}

export function useBills(filter: BillFilter) {
  return useInfiniteQuery({
    queryKey: ["wallet", "bills", filter.currency ?? null, filter.type ?? null],
    queryFn: ({ pageParam }) => postLegalLog(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
