import type { BillPage } from "@bourse/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AccountKind } from "../model/accounts";
import { nextPage, PAGE_LIMIT } from "../model/pages";

/**
 * One line of the user's bills (the contract's `Bill`): one journal entry on one account in one
 * currency, its available and frozen buckets together; a transfer between the user's accounts is one
 * line from → to.
 */
export type { Bill } from "@bourse/contract";

export interface BillFilter {
  currency?: number;
  type?: AccountKind;
}

/** `POST /wallet/legal_log`: the user's bills, optionally of one currency and one account. */
export function postLegalLog(filter: BillFilter, page: number): Promise<BillPage> {
  return request<BillPage>("/wallet/legal_log", {
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
