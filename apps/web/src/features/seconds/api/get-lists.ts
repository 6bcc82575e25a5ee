import type { SecondsOrder } from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { secondsOrdersKey } from "../../../api/realtime";
import type { ListPage } from "../../../api/types";
import { type OrderTab, STATUS } from "../model/orders";

/** Spec §7: the seconds list pages by 5. */
export const PAGE_LIMIT = 5;

/** The newest orders the trade screen shows (running ones count down, then show their result). */
export const RECENT_ON_TRADE_SCREEN = 10;

/** How often a list with an order past its expiry asks again, until the order's result is in. */
export const SETTLING_POLL_MS = 1500;

interface ListQuery {
  status?: number;
  match_id?: number;
  page: number;
  limit?: number;
}

/** `GET /microtrade/lists`: the user's seconds orders, newest first. */
export function getLists(query: ListQuery): Promise<ListPage<SecondsOrder>> {
  return request<ListPage<SecondsOrder>>("/microtrade/lists", {
    method: "GET",
    params: { limit: PAGE_LIMIT, ...query },
    silent: true,
  });
}

/** True while an order of `orders` has expired but has no result yet. */
export function awaitsResult(orders: readonly SecondsOrder[], nowMs: number): boolean {
  return orders.some((o) => o.status === STATUS.open && Date.parse(o.expires_at) <= nowMs);
}

/**
 * The newest orders of every status (the trade screen). Refetched on every seconds event of the user
 * channel, and polled while one waits for its end tick, in case an event is late.
 */
export function useRecentOrders(enabled: boolean) {
  return useQuery({
    queryKey: [...secondsOrdersKey, "recent"],
    queryFn: () => getLists({ page: 1, limit: RECENT_ON_TRADE_SCREEN }),
    enabled,
    staleTime: 0,
    refetchInterval: (query) =>
      awaitsResult(query.state.data?.data ?? [], Date.now()) ? SETTLING_POLL_MS : false,
  });
}

/** One tab of the order history, page by page; polled like the recent orders while one awaits its result. */
export function useOrderPages(tab: OrderTab) {
  return useInfiniteQuery({
    queryKey: [...secondsOrdersKey, tab, "pages"],
    queryFn: ({ pageParam }) => getLists({ status: STATUS[tab], page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<SecondsOrder>) => (last.page < last.pages ? last.page + 1 : undefined),
    refetchInterval: (query) =>
      awaitsResult(query.state.data?.pages.flatMap((p) => p.data) ?? [], Date.now())
        ? SETTLING_POLL_MS
        : false,
  });
}
