import type { LeverTrade } from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { leverKey } from "../../../api/realtime";
import type { ListPage } from "../../../api/types";

/** Spec §7: lists page by 10. */
export const PAGE_LIMIT = 10;

/** deal_status of the contract: 0 pending, 1 open, 3 closed, 4 cancelled. */
export type LeverStatus = 0 | 1 | 3 | 4;

/** `POST /lever/my_trade`: the user's orders and positions of one status, newest first. */
export function postLeverMyTrade(query: { status: LeverStatus; page: number; limit?: number }) {
  return request<ListPage<LeverTrade>>("/lever/my_trade", {
    params: { limit: PAGE_LIMIT, ...query },
    silent: true,
  });
}

/** One status's orders page by page (the history screen). */
export function useLeverTradePages(status: LeverStatus) {
  return useInfiniteQuery({
    queryKey: [...leverKey, "trades", status, "pages"],
    queryFn: ({ pageParam }) => postLeverMyTrade({ status, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<LeverTrade>) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** The newest `limit` orders of one status (the trade screen's entrust tab). */
export function useLeverTrades(status: LeverStatus, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: [...leverKey, "trades", status, limit],
    queryFn: () => postLeverMyTrade({ status, page: 1, limit }),
    enabled,
    staleTime: 0,
  });
}
