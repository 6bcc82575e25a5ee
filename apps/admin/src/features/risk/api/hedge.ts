import type { HedgeView } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { EXPOSURE_POLL_MS } from "./exposure";

export type { HedgeMarket, HedgeOrderRow, HedgeView } from "@bourse/contract";

/** `GET /admin/hedge`: per market the house's net, hedged and unhedged position; the latest hedge orders. */
export function useHedge() {
  return useQuery({
    queryKey: ["admin", "hedge"],
    queryFn: () => request<HedgeView>("/admin/hedge"),
    refetchInterval: EXPOSURE_POLL_MS,
  });
}
