import type {
  P2pAd,
  P2pAdPage,
  P2pChatThread,
  P2pDone,
  P2pFiat,
  P2pMethodSaved,
  P2pNotice,
  P2pOrder,
  P2pOrderPage,
  P2pOrderStatus,
  P2pSavedMethod,
  P2pStanding,
  P2pStore,
} from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Params, request } from "../../../api/client";
import { p2pKey } from "../../../api/live-keys";
import { queryClient } from "../../../api/query-client";

/** The fiat P2P calls (docs/p2p-api.md). Lists answer `{data, page}`; a short page is the last one. */
export const PAGE_LIMIT = 10;

export type Side = P2pAd["type"];
export type OrderStatus = P2pOrderStatus;

/**
 * The answers' shapes, declared once in the contract (`packages/contract/src/p2p.ts`), under the names
 * the screens use.
 */
export type {
  P2pChatLine as ChatLine,
  P2pFiat as Fiat,
  P2pSavedMethod as SavedMethod,
  P2pStore as Store,
} from "@bourse/contract";

const get = <T>(path: string, params: Params = {}) =>
  request<T>(path, { method: "GET", params, silent: true });

const nextPage = (last: { data: unknown[]; page: number }) =>
  last.data.length >= PAGE_LIMIT ? last.page + 1 : undefined;

/** Refetches every P2P list and detail (after the user's own change; others arrive over the socket). */
export function refreshP2p(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: p2pKey });
}

export function useFiats() {
  return useQuery({
    queryKey: [...p2pKey, "fiats"],
    queryFn: () => get<P2pFiat[]>("/p2p/fiats"),
    staleTime: 300_000,
  });
}

export interface MarketFilter {
  type: Side;
  currency_id?: number | undefined;
  coin_code?: string | undefined;
  way?: string | undefined;
}

/** `GET /legal_deal_platform`: ads on offer, best price for the taker first. */
export function useMarket(filter: MarketFilter) {
  return useInfiniteQuery({
    queryKey: [...p2pKey, "market", filter],
    queryFn: ({ pageParam }) =>
      get<P2pAdPage>("/legal_deal_platform", { ...filter, page: pageParam, limit: PAGE_LIMIT }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useAd(id: number | null) {
  return useQuery({
    queryKey: [...p2pKey, "ad", id],
    queryFn: () => get<P2pAd>("/legal_deal_info", { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** How often an unpaid order past its time limit asks again, until the venue's cancel shows. */
const EXPIRY_POLL_MS = 2000;

/** One order; its changes arrive over the user channel, and its expiry is polled for once due. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...p2pKey, "order", id],
    queryFn: () => get<P2pOrder>("/legal_deal", { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order?.status === "unpaid" && Date.parse(order.pay_deadline) <= Date.now()
        ? EXPIRY_POLL_MS
        : false;
    },
  });
}

/** The orders one took (`taker`) or that were taken on one's ads (`merchant`). */
export function useOrders(as: "taker" | "merchant", status: OrderStatus | undefined) {
  return useInfiniteQuery({
    queryKey: [...p2pKey, "orders", as, status ?? "all"],
    queryFn: ({ pageParam }) =>
      get<P2pOrderPage>(as === "taker" ? "/legal_user_deal" : "/seller_legal_user_deal", {
        status,
        page: pageParam,
        limit: PAGE_LIMIT,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** How many notices the list shows (the last 30 days, newest first). */
export const NOTICES_LIMIT = 50;

/** `GET /p2p/notices`: what the other party of one's orders did; the socket's messages refetch it. */
export function useNotices() {
  return useQuery({
    queryKey: [...p2pKey, "notices"],
    queryFn: () => get<P2pNotice[]>("/p2p/notices", { limit: NOTICES_LIMIT }),
  });
}

/** The newest notices, fetched as the live notice reads them (without reporting a failure). */
export function fetchNotices(limit: number): Promise<P2pNotice[]> {
  return queryClient.fetchQuery({
    queryKey: [...p2pKey, "notices", "newest", limit],
    queryFn: () => get<P2pNotice[]>("/p2p/notices", { limit }),
    staleTime: 0,
  });
}

/** `GET /my_seller`: one's store or application; null when one never applied. */
export function useMyStore(enabled = true) {
  return useQuery({
    queryKey: [...p2pKey, "my-store"],
    enabled,
    queryFn: () =>
      request<P2pStore>("/my_seller", { method: "GET", silent: true }).catch((error: unknown) => {
        if ((error as { code?: string }).code === "P2P_NOT_MERCHANT") return null;
        throw error;
      }),
  });
}

export function useStore(id: number | null) {
  return useQuery({
    queryKey: [...p2pKey, "store", id],
    queryFn: () => get<P2pStore>("/seller_info", { id: id ?? 0 }),
    enabled: id !== null,
  });
}

export function useStoreAds(id: number | null) {
  return useQuery({
    queryKey: [...p2pKey, "store-ads", id],
    queryFn: () => get<P2pAd[]>("/seller_trade", { id: id ?? 0 }),
    enabled: id !== null,
  });
}

/** `GET /legal_send_deal_list`: one's own ads, every status. */
export function useMyAds(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...p2pKey, "my-ads"],
    queryFn: ({ pageParam }) =>
      get<P2pAdPage>("/legal_send_deal_list", { page: pageParam, limit: PAGE_LIMIT }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

export function useChat(orderId: number) {
  return useQuery({
    queryKey: [...p2pKey, "chat", orderId],
    queryFn: () => get<P2pChatThread>("/p2p/chat", { id: orderId }),
  });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: [...p2pKey, "methods"],
    queryFn: () => get<P2pSavedMethod[]>("/p2p/payment_methods"),
  });
}

/** The POST calls; each answers when the change is durable, and the caller refreshes what it shows. */
export const p2pCalls = {
  take: (fields: { id: number; means: "money" | "number"; value: string; way: string; password: string }) =>
    request<P2pDone>("/do_legal_deal", { params: fields }),
  pay: (id: number, proof: string) =>
    request<P2pDone>("/user_legal_pay", { params: { id, pay_orders_img: proof } }),
  cancel: (id: number) => request<P2pDone>("/user_legal_pay_cancel", { params: { id } }),
  release: (id: number, password: string) => request<P2pDone>("/ipay", { params: { id, password } }),
  appeal: (id: number, reason: string) => request<P2pDone>("/fpay", { params: { id, reason } }),
  say: (id: number, message: { text: string } | { image: string }) =>
    request<P2pDone>("/p2p/chat", { params: { id, ...message } }),
  apply: (storeName: string) =>
    request<P2pStanding>("/p2p/merchant/apply", { params: { store_name: storeName } }),
  publish: (fields: Params) => request<P2pDone>("/legal_send", { params: fields }),
  offline: (id: number) => request<P2pDone>("/down_send", { params: { id } }),
  saveMethod: (kind: string, details: Record<string, string>) =>
    request<P2pMethodSaved>("/p2p/payment_methods", { params: { kind, ...details } }),
};
