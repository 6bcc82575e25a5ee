import type { LeverPositions } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { leverKey } from "../../../api/realtime";

/** The most positions one call lists (the contract's page limit). */
export const POSITIONS_LIMIT = 100;

/** The answer's shape (contract `LeverPositions`): a page of open positions and the lever account. */
export type { LeverPositions } from "@bourse/contract";

/** `POST /lever/dealall`: every open position with its live PnL, newest first, and the lever account. */
export function postLeverDealall(): Promise<LeverPositions> {
  return request<LeverPositions>("/lever/dealall", {
    params: { page: 1, limit: POSITIONS_LIMIT },
    silent: true,
  });
}

export const positionsKey = [...leverKey, "positions"] as const;

/**
 * The open positions of every market and the account they weigh on. The screen refetches them on
 * the index ticks (the server prices them); position events refetch them too.
 */
export function useLeverPositions(enabled: boolean) {
  return useQuery({
    queryKey: positionsKey,
    queryFn: postLeverDealall,
    enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
