import type { LeverDeal } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { leverKey } from "../../../api/realtime";

export type { LeverDeal } from "@bourse/contract";

export interface MarketPair {
  currency_id: number;
  legal_id: number;
}

/** `POST /lever/deal`: the market's contract terms, the house's dealing prices and the user's lever account. */
export function postLeverDeal(pair: MarketPair): Promise<LeverDeal> {
  return request<LeverDeal>("/lever/deal", { params: { ...pair }, silent: true });
}

/** Refetched on every position event of the user channel (under the lever key) and every 10 s. */
export function useLeverDeal(pair: MarketPair, enabled: boolean) {
  return useQuery({
    queryKey: [...leverKey, "deal", pair.currency_id, pair.legal_id],
    queryFn: () => postLeverDeal(pair),
    enabled,
    staleTime: 0,
    refetchInterval: 10_000,
  });
}
