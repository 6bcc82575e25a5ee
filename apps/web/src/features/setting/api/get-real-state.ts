import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { RealState } from "../../../api/types";

/** `GET /real/state`: verification state per level and whether email and mobile are bound. */
export function getRealState(): Promise<RealState> {
  return request<RealState>("/real/state", { method: "GET", silent: true });
}

export const realStateKey = ["user", "real"] as const;

export function useRealState() {
  return useQuery({ queryKey: realStateKey, queryFn: getRealState });
}
