import type { DepositPage } from "@bourse/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export const depositsKey = ["admin", "deposits"] as const;

export type DepositQueue = "review" | "approved" | "rejected";

/** A deposit claim (the contract's `DepositRequest`): the amount the user says they sent, with the voucher as proof. */
export type { DepositRequest } from "@bourse/contract";

export interface DepositFilter {
  state: DepositQueue;
  /** A user id, or null for everyone. */
  userId: number | null;
  page: number;
  limit: number;
}

/** `GET /admin/deposits?state&user_id&page&limit`: newest first. */
export function useDeposits({ state, userId, page, limit }: DepositFilter) {
  return useQuery({
    queryKey: [...depositsKey, state, userId, page, limit],
    queryFn: () =>
      request<DepositPage>("/admin/deposits", { query: { state, user_id: userId, page, limit } }),
    placeholderData: keepPreviousData,
  });
}
