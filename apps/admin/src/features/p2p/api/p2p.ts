import type {
  P2pAd,
  P2pAdminChatLine,
  P2pAdminFiat,
  P2pAdminOrder,
  P2pDone,
  P2pMerchant,
  P2pOrderStatus,
  P2pStanding,
} from "@bourse/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** The console's fiat P2P calls (docs/p2p-api.md): lists of at most 200 rows, newest or most urgent first. */
export const p2pKey = ["admin", "p2p"] as const;

export type OrderQueue = P2pOrderStatus;
export type MerchantQueue = P2pMerchant["status"];

/**
 * The answers' shapes, declared once in the contract (`packages/contract/src/p2p.ts`; an ad is the one
 * the app reads), under the names the console's screens use.
 */
export type {
  P2pAd as Ad,
  P2pAdminChatLine as ChatLine,
  P2pAdminFiat as Fiat,
  P2pAdminOrder as P2pOrder,
  P2pMerchant as Merchant,
} from "@bourse/contract";

export function useP2pOrders(status: OrderQueue) {
  return useQuery({
    queryKey: [...p2pKey, "orders", status],
    queryFn: () => request<P2pAdminOrder[]>("/admin/p2p/orders", { query: { status } }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderChat(id: number | null) {
  return useQuery({
    queryKey: [...p2pKey, "chat", id],
    queryFn: () => request<P2pAdminChatLine[]>(`/admin/p2p/orders/${id}/chat`),
    enabled: id !== null,
  });
}

export function useMerchants(status: MerchantQueue) {
  return useQuery({
    queryKey: [...p2pKey, "merchants", status],
    queryFn: () => request<P2pMerchant[]>("/admin/p2p/merchants", { query: { status } }),
    placeholderData: keepPreviousData,
  });
}

export function useAds(status: "online" | "offline") {
  return useQuery({
    queryKey: [...p2pKey, "ads", status],
    queryFn: () => request<P2pAd[]>("/admin/p2p/ads", { query: { status } }),
    placeholderData: keepPreviousData,
  });
}

export function useFiats() {
  return useQuery({
    queryKey: [...p2pKey, "fiats"],
    queryFn: () => request<P2pAdminFiat[]>("/admin/p2p/fiats"),
  });
}

/** Every P2P decision changes lists, balances and the ledger: all of them are fetched again. */
function useP2pMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: p2pKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "ledger"] }),
      ]),
  });
}

/**
 * `POST /admin/p2p/orders/:id/decide`: the coin to the buyer (release) or back (refund), with the reason
 * both parties read (10 to 500 characters); once per order.
 */
export const useDecide = () =>
  useP2pMutation((d: { id: number; outcome: "release" | "refund"; reason: string }) =>
    request<P2pDone>(`/admin/p2p/orders/${d.id}/decide`, {
      method: "POST",
      body: { outcome: d.outcome, reason: d.reason },
    }),
  );

/** `POST /admin/p2p/orders/:id/chat`: a line from the platform in an appealed order's chat, for both parties. */
export function useSayInOrder(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      request<P2pDone>(`/admin/p2p/orders/${id}/chat`, { method: "POST", body: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...p2pKey, "chat", id] }),
  });
}

/** `POST /admin/p2p/merchants/:id/approve|reject`: keeps or returns the security deposit. */
export const useReviewMerchant = () =>
  useP2pMutation((d: { id: number; approve: boolean; reason?: string }) =>
    request<P2pStanding>(`/admin/p2p/merchants/${d.id}/${d.approve ? "approve" : "reject"}`, {
      method: "POST",
      body: d.reason ? { reason: d.reason } : {},
    }),
  );

/** `POST /admin/p2p/ads/:id/offline`: what no order holds goes back to the merchant. */
export const useTakeOffline = () =>
  useP2pMutation((id: number) => request<P2pDone>(`/admin/p2p/ads/${id}/offline`, { method: "POST" }));

/** `POST /admin/p2p/fiats`: adds or changes a fiat currency. */
export const useSaveFiat = () =>
  useP2pMutation((f: Omit<P2pAdminFiat, "id">) =>
    request<P2pAdminFiat>("/admin/p2p/fiats", { method: "POST", body: f }),
  );
