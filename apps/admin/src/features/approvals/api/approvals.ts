import type { ApprovalPage, ApprovalState, RiskyTerms } from "@bourse/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, request } from "../../../api/client";

export const approvalsKey = ["admin", "approvals"] as const;

export type { ApprovalRequest, ApprovalState, RiskyTerms } from "@bourse/contract";

/** `GET /admin/approvals?state&page&limit`: waiting ones oldest first, decided ones newest first. */
export function useApprovals(state: ApprovalState, page: number, limit: number) {
  return useQuery({
    queryKey: [...approvalsKey, state, page, limit],
    queryFn: () => request<ApprovalPage>("/admin/approvals", { query: { state, page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** How many requests wait for a second operator (the menu's count), read again every 30 s. */
export function useWaitingApprovals(enabled = true) {
  return useQuery({
    queryKey: [...approvalsKey, "pending", 1, 1],
    queryFn: () =>
      request<ApprovalPage>("/admin/approvals", { query: { state: "pending", page: 1, limit: 1 } }),
    select: (page) => page.total,
    refetchInterval: 30_000,
    enabled,
    meta: { silent: true },
  });
}

/** `GET /admin/approvals/terms`: where a change of terms waits for a second operator. */
export function useRiskyTerms() {
  return useQuery({
    queryKey: [...approvalsKey, "terms"],
    queryFn: () => request<RiskyTerms>("/admin/approvals/terms"),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export type ApprovalDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/**
 * `POST /admin/approvals/:id/approve` applies another operator's request (once); `/reject {reason}`
 * closes it with nothing changed. Every money and terms page reads again after a decision.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: ApprovalDecision) =>
      d.approve
        ? request<string>(`/admin/approvals/${d.id}/approve`, { method: "POST" })
        : request<string>(`/admin/approvals/${d.id}/reject`, { method: "POST", body: { reason: d.reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

export interface AdjustInput {
  userId: number;
  currency: number;
  direction: "credit" | "debit";
  amount: string;
  account: "change" | "legal" | "financial";
  reason: string;
}

/** `POST /admin/users/:id/adjust`: asks for a credit or debit, which a second operator approves. */
export function useRequestAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: AdjustInput) =>
      request<{ id: number }>(`/admin/users/${userId}/adjust`, { method: "POST", body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}

/** A save whose change waits for a second operator answers this code, with the request's number. */
export const isApprovalPending = (error: unknown): boolean =>
  error instanceof ApiError && error.code === "APPROVAL_PENDING";
