import type { HotMarket } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** The answer's shape (contract `HotMarket`): a market and its views over the last 7 days. */
export type { HotMarket } from "@bourse/contract";

/** `GET /market/hot`: the most viewed markets of the last 7 days, then the rest in listing order. */
export function getMarketHot(limit: number): Promise<HotMarket[]> {
  return request<HotMarket[]>("/market/hot", { method: "GET", params: { limit }, silent: true });
}

export const hotKey = ["market", "hot"] as const;

export function useHotMarkets(limit = 10) {
  return useQuery({ queryKey: [...hotKey, limit], queryFn: () => getMarketHot(limit) });
}
