import { useQuery } from "@tanstack/react-query";
import { getTicksAfter, loggedTick } from "../../../api/get-ticks";

/** Up to `limit` ticks of the public log after `afterSeq` (a settled order's check); the log never changes. */
export function useLoggedTicks(symbol: string, afterSeq: number, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: ["seconds", "log", symbol, afterSeq, limit],
    queryFn: async () => (await getTicksAfter(symbol, afterSeq, limit)).data.map(loggedTick),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
