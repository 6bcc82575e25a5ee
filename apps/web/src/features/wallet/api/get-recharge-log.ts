import type { DepositPage } from "@bourse/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { nextPage, PAGE_LIMIT } from "../model/pages";

/** A deposit claim (the contract's `DepositRequest`). */
export type { DepositRequest as DepositRecord } from "@bourse/contract";

/** `GET /recharge/log`: the user's deposit claims, newest first. */
export function getRechargeLog(page: number): Promise<DepositPage> {
  return request<DepositPage>("/recharge/log", {
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
