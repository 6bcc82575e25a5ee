import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { depositsKey } from "./list-deposits";

/** What an approval credits: the amount (the claim's, or another with a reason) and the transfer's hash. */
export interface DepositCredit {
  amount: string;
  reason?: string;
  txid?: string;
}

export type DepositDecision =
  | ({ id: number; approve: true } & DepositCredit)
  | { id: number; approve: false; reason: string };

/**
 * `POST /admin/deposits/:id/approve {amount, reason?, txid?}` credits the amount once (the claim's id
 * is the idempotency key; another amount than claimed needs a reason); `/reject {reason}` moves no money. Either changes the user's balances and bills too.
 */
export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DepositDecision) =>
      decision.approve
        ? request<string>(`/admin/deposits/${decision.id}/approve`, {
            method: "POST",
            body: {
              amount: decision.amount,
              ...(decision.reason ? { reason: decision.reason } : {}),
              ...(decision.txid ? { txid: decision.txid } : {}),
            },
          })
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
