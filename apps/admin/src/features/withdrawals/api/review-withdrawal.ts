import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { withdrawalsKey } from "./list-withdrawals";

export type WithdrawalDecision =
  /** without a txid on a network watched on a chain: the venue sends the payment itself */
  { id: number; approve: true; txid?: string } | { id: number; approve: false; reason: string };

/**
 * `POST /admin/withdrawals/:id/approve {txid}` marks it paid (the frozen amount leaves the user); on a
 * network watched on a chain, `{}` approves it for the venue to sign and broadcast (paid once confirmed);
 * `/reject {reason}` unfreezes it back to the user's available balance.
 */
export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: WithdrawalDecision) =>
      decision.approve
        ? request<string>(`/admin/withdrawals/${decision.id}/approve`, {
            method: "POST",
            body: decision.txid === undefined ? {} : { txid: decision.txid },
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
