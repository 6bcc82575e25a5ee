import type { SpotMarket } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** `GET /spot/market`: a market's trading rules (tick, step, minimum, fees, price band). */
export function getSpotMarket(symbol: string): Promise<SpotMarket> {
  return request<SpotMarket>("/spot/market", { method: "GET", params: { symbol }, silent: true });
}

export function useSpotMarket(symbol: string | undefined) {
  return useQuery({
    queryKey: ["spot", "market", symbol],
    queryFn: () => getSpotMarket(symbol ?? ""),
    enabled: Boolean(symbol),
    staleTime: 60_000,
    // a halt or a resume by the venue shows within seconds
    refetchInterval: 10_000,
  });
}
