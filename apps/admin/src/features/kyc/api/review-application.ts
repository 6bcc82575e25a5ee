import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { kycKey } from "./list-applications";

export type KycDecision = { id: number; approve: true } | { id: number; approve: false; reason: string };

/**
 * `POST /admin/kyc/:id/approve` or `/reject {reason}` (the reason is shown to the user). Either
 * changes the user too, so the user pages refresh as well.
 */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: KycDecision) =>
      decision.approve
        ? request<string>(`/admin/kyc/${decision.id}/approve`, { method: "POST" })
        : request<string>(`/admin/kyc/${decision.id}/reject`, {
            method: "POST",
            body: { reason: decision.reason },
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycKey }),
        queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
      ]),
  });
}
