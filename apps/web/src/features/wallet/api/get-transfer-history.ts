import type { BillPage } from "@bourse/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { nextPage, PAGE_LIMIT } from "../model/pages";

/** `GET /wallet/hzhistory`: the bills of the user's transfers between accounts. */
export function getTransferHistory(page: number): Promise<BillPage> {
  return request<BillPage>("/wallet/hzhistory", {
    method: "GET",
    params: { page, limit: PAGE_LIMIT },
    silent: true,
  });
}

export function useTransferHistory() {
  return useInfiniteQuery({
    queryKey: ["wallet", "transfers"],
    queryFn: ({ pageParam }) => getTransferHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
