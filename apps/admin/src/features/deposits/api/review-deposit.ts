import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { depositsKey } from "./list-deposits";

export type DepositDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/**
 * `POST /admin/deposits/:id/approve` credits the amount once (the claim's id is the idempotency
 * key); `/reject {reason}` moves no money. Either changes the user's balances and bills too.
 */
export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DepositDecision) =>
      decision.approve
        ? request<string>(`/admin/deposits/${decision.id}/approve`, { method: "POST" })
        : request<string>(`/admin/deposits/${decision.id}/reject`, {
            method: "POST",
            body: { reason: decision.reason },
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: depositsKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "ledger"] }),
      ]),
  });
}
