import type { CopyAdminTrader, CopyStanding, CopySummary } from "@bourse/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

export const tradersKey = ["admin", "copy", "traders"] as const;

export type TraderQueue = CopyAdminTrader["status"];

/** A trader or application with its last 30 days' figures (method: docs/copy-api.md), as the contract declares it. */
export type { CopyAdminTrader as Trader, CopySummary } from "@bourse/contract";

/** `GET /admin/copy/traders?status`: traders and applications, pending first. */
export function useTraders(status: TraderQueue) {
  return useQuery({
    queryKey: [...tradersKey, status],
    queryFn: () => request<CopyAdminTrader[]>("/admin/copy/traders", { query: { status } }),
    placeholderData: keepPreviousData,
  });
}

export type TraderDecision = {
  id: number;
  action: "approve" | "reject" | "suspend";
  reason?: string;
  maxFollowers?: number;
};

/** `POST /admin/copy/traders/:id/approve|reject|suspend {reason?, max_followers?}` (audited). */
export function useReviewTrader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: TraderDecision) =>
      request<CopyStanding>(`/admin/copy/traders/${d.id}/${d.action}`, {
        method: "POST",
        body: {
          ...(d.reason ? { reason: d.reason } : {}),
          ...(d.maxFollowers ? { max_followers: d.maxFollowers } : {}),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradersKey }),
  });
}

/** `GET /admin/copy/summary?days`: the venue's copy trading now, and over the last `days`. */
export function useCopySummary(days: 7 | 30 | 90) {
  return useQuery({
    queryKey: [...tradersKey, "summary", days],
    queryFn: () => request<CopySummary>("/admin/copy/summary", { query: { days } }),
    placeholderData: keepPreviousData,
  });
}
