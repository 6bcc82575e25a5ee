import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** The console's fiat P2P calls (docs/p2p-api.md): lists of at most 200 rows, newest or most urgent first. */
export const p2pKey = ["admin", "p2p"] as const;

export type OrderQueue = "appeal" | "paid" | "unpaid" | "completed" | "cancelled";
export type MerchantQueue = "pending" | "approved" | "rejected" | "suspended";

export interface Party {
  id: number;
  email: string | null;
}

export interface P2pOrder {
  id: number;
  ad_id: number;
  buyer: Party;
  seller: Party;
  currency_name: string;
  /** the fiat */
  coin_code: string;
  number: string;
  money: string;
  status: OrderQueue;
  proof: string | null;
  appeal_reason: string | null;
  appealed_by: number | null;
  events: { at: string; actor: string; status: string }[];
}

export interface ChatLine {
  id: string;
  kind: "text" | "image" | "system";
  from: "buyer" | "seller" | "system";
  body: string;
  image: string | null;
  status: string | null;
  at: string;
}

export interface Merchant {
  user_id: number;
  email: string | null;
  store_name: string;
  status: MerchantQueue;
  applied_at: string;
  reason: string | null;
}

export interface Ad {
  id: number;
  type: "sell" | "buy";
  currency_name: string;
  coin_code: string;
  price: string;
  price_type: string;
  margin: string | null;
  total_number: string;
  surplus_number: string;
  min_number: string;
  max_number: string;
  way: string[];
  pay_minutes: number;
  status: "online" | "offline";
  seller: { id: number; name: string };
  created_at: string;
}

export interface Fiat {
  id: number;
  code: string;
  name: string;
  symbol: string;
  usdt_rate: string;
  enabled: boolean;
}

export function useP2pOrders(status: OrderQueue) {
  return useQuery({
    queryKey: [...p2pKey, "orders", status],
    queryFn: () => request<P2pOrder[]>("/admin/p2p/orders", { query: { status } }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderChat(id: number | null) {
  return useQuery({
    queryKey: [...p2pKey, "chat", id],
    queryFn: () => request<ChatLine[]>(`/admin/p2p/orders/${id}/chat`),
    enabled: id !== null,
  });
}

export function useMerchants(status: MerchantQueue) {
  return useQuery({
    queryKey: [...p2pKey, "merchants", status],
    queryFn: () => request<Merchant[]>("/admin/p2p/merchants", { query: { status } }),
    placeholderData: keepPreviousData,
  });
}

export function useAds(status: "online" | "offline") {
  return useQuery({
    queryKey: [...p2pKey, "ads", status],
    queryFn: () => request<Ad[]>("/admin/p2p/ads", { query: { status } }),
    placeholderData: keepPreviousData,
  });
}

export function useFiats() {
  return useQuery({ queryKey: [...p2pKey, "fiats"], queryFn: () => request<Fiat[]>("/admin/p2p/fiats") });
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

/** `POST /admin/p2p/orders/:id/decide`: the coin to the buyer (release) or back (refund); once per order. */
export const useDecide = () =>
  useP2pMutation((d: { id: number; outcome: "release" | "refund" }) =>
    request(`/admin/p2p/orders/${d.id}/decide`, { method: "POST", body: { outcome: d.outcome } }),
  );

/** `POST /admin/p2p/merchants/:id/approve|reject`: keeps or returns the security deposit. */
export const useReviewMerchant = () =>
  useP2pMutation((d: { id: number; approve: boolean; reason?: string }) =>
    request(`/admin/p2p/merchants/${d.id}/${d.approve ? "approve" : "reject"}`, {
      method: "POST",
      body: d.reason ? { reason: d.reason } : {},
    }),
  );

/** `POST /admin/p2p/ads/:id/offline`: what no order holds goes back to the merchant. */
export const useTakeOffline = () =>
  useP2pMutation((id: number) => request(`/admin/p2p/ads/${id}/offline`, { method: "POST" }));

/** `POST /admin/p2p/fiats`: adds or changes a fiat currency. */
export const useSaveFiat = () =>
  useP2pMutation((f: Omit<Fiat, "id">) => request("/admin/p2p/fiats", { method: "POST", body: f }));
