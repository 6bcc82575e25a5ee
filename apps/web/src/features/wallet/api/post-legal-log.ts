import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { ListPage } from "../../../api/types";
import type { AccountKind } from "../model/accounts";
import { nextPage, PAGE_LIMIT } from "../model/pages";

/**
 * One line of the user's bills: one journal entry on one account in one currency, its available and
 * frozen buckets together; a transfer between the user's accounts is one line from → to.
 */
export interface Bill {
  /** Unique per line. */
  id: string;
  entry_id: number;
  /** The entry's kind (`LEDGER_ENTRY_KINDS`): deposit, transfer, lever_open, seconds_settle, … */
  type: string;
  /** The account the line speaks for (of a transfer: the filtered one, else the source). */
  account: string;
  /** `available` when the available balance moved, else `frozen`. */
  bucket: string;
  currency_name: string;
  /** Signed decimal text: the change of `bucket`. */
  value: string;
  /** `bucket`'s balance after the entry. */
  balance_after: string;
  created_at: string;
  /** Signed change of the available and of the frozen balance ("0" when untouched). */
  available?: string;
  frozen?: string;
  /** The frozen balance after the entry, or null when it did not move. */
  frozen_after?: string | null;
  /** A transfer's accounts, the amount sent and the fee; null on other lines. */
  from_account?: string | null;
  to_account?: string | null;
  amount?: string | null;
  fee?: string | null;
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
