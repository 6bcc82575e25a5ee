import type { MarketSettings, MarketSettingsBody } from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

const marketsKey = ["admin", "markets"] as const;

export type { MarketSettings as Market, MarketSettingsBody as MarketInput } from "@bourse/contract";

/** `GET /admin/markets`: the spot markets with their fees, steps, minimum notional and halt. */
export function useMarkets() {
  return useQuery({
    queryKey: marketsKey,
    queryFn: () => request<MarketSettings[]>("/admin/markets"),
  });
}

/** `POST /admin/markets/:id`: the fees, price and lot steps and minimum notional; audited. */
export function useSaveMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: MarketSettingsBody & { id: number }) =>
      request<MarketSettings>(`/admin/markets/${id}`, { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketsKey }),
  });
}

/** `POST /admin/markets/:id/halt` or `/resume`; audited. */
export function useHaltMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, halt }: { id: number; halt: boolean }) =>
      request<MarketSettings>(`/admin/markets/${id}/${halt ? "halt" : "resume"}`, {
        method: "POST",
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketsKey }),
  });
}
