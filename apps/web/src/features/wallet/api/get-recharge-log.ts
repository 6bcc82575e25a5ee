import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { ListPage } from "../../../api/types";
import { nextPage, PAGE_LIMIT } from "../model/pages";

export interface DepositRecord {
  id: number;
  currency_name: string;
  network_name: string | null;
  amount: string;
  state: "review" | "approved" | "rejected";
  reject_reason: string | null;
  created_at: string;
}

/** `GET /recharge/log`: the user's deposit claims, newest first. */
export function getRechargeLog(page: number): Promise<ListPage<DepositRecord>> {
  return request<ListPage<DepositRecord>>("/recharge/log", {
    method: "GET",
    params: { page, limit: PAGE_LIMIT },
    silent: true,
  });
}

export function useDepositRecords() {
  return useInfiniteQuery({
    queryKey: ["wallet", "deposits"],
    queryFn: ({ pageParam }) => getRechargeLog(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
