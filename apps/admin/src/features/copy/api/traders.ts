import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

export const tradersKey = ["admin", "copy", "traders"] as const;

export type TraderQueue = "pending" | "approved" | "suspended" | "rejected";

export interface Trader {
  user_id: number;
  email: string | null;
  name: string;
  /** the share of a follower's realized profit (0.1 = 10 %) */
  share_rate: string;
  max_followers: number;
  followers: number;
  status: TraderQueue;
  reason: string | null;
  applied_at: string;
  /** the last 30 days' figures from the trader's own closed positions (method: docs/copy-api.md) */
  stats: {
    roi: string | null;
    pnl: string;
    win_rate: string | null;
    max_drawdown: string;
    trades: number;
    assets_under_copy: string;
  };
}

/** `GET /admin/copy/traders?status`: traders and applications, pending first. */
export function useTraders(status: TraderQueue) {
  return useQuery({
    queryKey: [...tradersKey, status],
    queryFn: () => request<Trader[]>("/admin/copy/traders", { query: { status } }),
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
      request<{ status: string }>(`/admin/copy/traders/${d.id}/${d.action}`, {
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
export interface CopySummary {
  days: number;
  traders: number;
  applications: number;
  follows: number;
  followers: number;
  open_copies: number;
  /** margin the open copies hold, USDT */
  assets_under_copy: string;
  copies: number;
  skipped: number;
  /** closed copies' result after fees, USDT */
  copies_net: string;
  profit_share: string;
}

export function useCopySummary(days: 7 | 30 | 90) {
  return useQuery({
    queryKey: [...tradersKey, "summary", days],
    queryFn: () => request<CopySummary>("/admin/copy/summary", { query: { days } }),
    placeholderData: keepPreviousData,
  });
}
