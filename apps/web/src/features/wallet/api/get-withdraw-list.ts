import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { ListPage } from "../../../api/types";
import { nextPage, PAGE_LIMIT } from "../model/pages";

export interface WithdrawalRecord {
  id: number;
  currency_name: string;
  network_name: string | null;
  method: string;
  destination: string;
  amount: string;
  fee: string;
  receive: string;
  state: "pending" | "approved" | "rejected";
  txid: string | null;
  reject_reason: string | null;
  created_at: string;
}

/** `GET /user/withdraw/list`: the user's withdrawals, newest first. */
export function getWithdrawList(page: number): Promise<ListPage<WithdrawalRecord>> {
  return request<ListPage<WithdrawalRecord>>("/user/withdraw/list", {
    method: "GET",
    params: { page, limit: PAGE_LIMIT },
    silent: true,
  });
}

export function useWithdrawalRecords() {
  return useInfiniteQuery({
    queryKey: ["wallet", "withdrawals"],
    queryFn: ({ pageParam }) => getWithdrawList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
