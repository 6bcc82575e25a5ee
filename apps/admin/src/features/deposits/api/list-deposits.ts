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
  /** The user search (id, part of an email, phone or KYC name, or a document number), or null. */
  q?: string | null;
  page: number;
  limit: number;
}

/** `GET /admin/deposits?state&user_id&q&page&limit`: the review queue oldest first, the others newest first. */
export function useDeposits({ state, userId, q = null, page, limit }: DepositFilter) {
  return useQuery({
    queryKey: [...depositsKey, state, userId, q, page, limit],
    queryFn: () =>
      request<DepositPage>("/admin/deposits", { query: { state, user_id: userId, q, page, limit } }),
    placeholderData: keepPreviousData,
  });
}
