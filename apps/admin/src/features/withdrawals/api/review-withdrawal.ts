import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { withdrawalsKey } from "./list-withdrawals";

export type WithdrawalDecision =
  | { id: number; approve: true; txid: string }
  | { id: number; approve: false; reason: string };

/**
 * `POST /admin/withdrawals/:id/approve {txid}` marks it paid (the frozen amount leaves the user);
 * `/reject {reason}` unfreezes it back to the user's available balance.
 */
export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: WithdrawalDecision) =>
      decision.approve
        ? request<string>(`/admin/withdrawals/${decision.id}/approve`, {
            method: "POST",
            body: { txid: decision.txid },
          })
        : request<string>(`/admin/withdrawals/${decision.id}/reject`, {
            method: "POST",
            body: { reason: decision.reason },
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "ledger"] }),
      ]),
  });
}
