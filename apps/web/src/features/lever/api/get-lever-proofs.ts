import type { OutcomeProof } from "@bourse/engine";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { getTicksAfter, loggedTick, type Tick } from "../../../api/get-ticks";

export interface LeverProofs {
  /** rule `lever-open`: the open price, margin and fee from the tick the position opened on */
  open: OutcomeProof;
  /** rule `lever-close`, or `lever-liquidation` for a position a liquidation closed */
  close: OutcomeProof;
}

const get = (path: string) => request<OutcomeProof>(path, { method: "GET", silent: true });

/**
 * `GET /transparency/outcomes/lever-open/:id` and `/transparency/outcomes/lever/:id`: the open and the close
 * of one's own closed position, as the venue recorded them. A closed position never changes.
 */
export function useLeverProofs(id: number | null) {
  return useQuery({
    queryKey: ["lever-proofs", id],
    queryFn: async (): Promise<LeverProofs> => {
      const [open, close] = await Promise.all([
        get(`/transparency/outcomes/lever-open/${id}`),
        get(`/transparency/outcomes/lever/${id}`),
      ]);
      return { open, close };
    },
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Up to `limit` ticks of a market's public log after `afterSeq`; a recorded tick never changes. */
export function useLogTicks(symbol: string, afterSeq: number, limit: number) {
  return useQuery({
    queryKey: ["lever-log", symbol, afterSeq, limit],
    queryFn: async (): Promise<Tick[]> =>
      (await getTicksAfter(symbol, Math.max(0, afterSeq), limit)).data.map(loggedTick),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
