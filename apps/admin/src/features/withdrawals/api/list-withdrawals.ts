import type { WithdrawalPage } from "@bourse/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export const withdrawalsKey = ["admin", "withdrawals"] as const;

export type WithdrawalQueue = "pending" | "approved" | "rejected";

/** A withdrawal (the contract's `WithdrawalRequest`): `amount` is frozen on the user's account until it is paid or rejected. */
export type { WithdrawalRequest } from "@bourse/contract";

export interface WithdrawalFilter {
  state: WithdrawalQueue;
  userId: number | null;
  /** The user search (id, part of an email, phone or KYC name, or a document number), or null. */
  q?: string | null;
  page: number;
  limit: number;
}

/** `GET /admin/withdrawals?state&user_id&q&page&limit`: the pending queue oldest first, the others newest first. */
export function useWithdrawals({ state, userId, q = null, page, limit }: WithdrawalFilter) {
  return useQuery({
    queryKey: [...withdrawalsKey, state, userId, q, page, limit],
    queryFn: () =>
      request<WithdrawalPage>("/admin/withdrawals", {
        query: { state, user_id: userId, q, page, limit },
      }),
    placeholderData: keepPreviousData,
  });
}
