import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export interface HotMarket {
  symbol: string;
  market_id: number;
  currency_id: number;
  legal_id: number;
  views: number;
}

/** `GET /market/hot`: the most viewed markets of the last 7 days, then the rest in listing order. */
export function getMarketHot(limit: number): Promise<HotMarket[]> {
  return request<HotMarket[]>("/market/hot", { method: "GET", params: { limit }, silent: true });
}

export const hotKey = ["market", "hot"] as const;

export function useHotMarkets(limit = 10) {
  return useQuery({ queryKey: [...hotKey, limit], queryFn: () => getMarketHot(limit) });
}
