import type { SpotOrder } from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { spotOrdersKey } from "../../../api/realtime";
import type { ListPage } from "../../../api/types";

/** Spec §7: lists page by 10. */
export const PAGE_LIMIT = 10;

/** Open orders shown on the trade screen (the rest are a tap away on the order screen). */
export const OPEN_ON_TRADE_SCREEN = 20;

export type OrderTab = "open" | "history";

interface OrderQuery {
  status: OrderTab;
  page: number;
  limit?: number;
  currency_id?: number;
  legal_id?: number;
}

/** `GET /coin/list`: the user's orders, newest first; `history` is filled and cancelled. */
export function getCoinList(query: OrderQuery): Promise<ListPage<SpotOrder>> {
  return request<ListPage<SpotOrder>>("/coin/list", {
    method: "GET",
    params: { limit: PAGE_LIMIT, ...query },
    silent: true,
  });
}

/** Every market's orders of one tab, page by page (the order screen). */
export function useOrderPages(tab: OrderTab, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...spotOrdersKey, tab, "pages"],
    queryFn: ({ pageParam }) => getCoinList({ status: tab, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<SpotOrder>) => (last.page < last.pages ? last.page + 1 : undefined),
    enabled,
  });
}

/** One market's open orders (the trade screen); refetched on every order event of the user channel. */
export function useOpenOrders(
  market: { currency_id: number; legal_id: number } | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...spotOrdersKey, "open", market?.currency_id, market?.legal_id],
    queryFn: () =>
      getCoinList({
        status: "open",
        page: 1,
        limit: OPEN_ON_TRADE_SCREEN,
        currency_id: market?.currency_id,
        legal_id: market?.legal_id,
      }),
    enabled: enabled && market !== undefined,
    staleTime: 0,
  });
}
