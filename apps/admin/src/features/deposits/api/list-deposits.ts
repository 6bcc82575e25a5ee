import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { Page } from "../../../api/types";

export const depositsKey = ["admin", "deposits"] as const;

export type DepositQueue = "review" | "approved" | "rejected";

/** A deposit claim: the amount the user says they sent, with the voucher as proof. */
export interface DepositRequest {
  id: number;
  user_id: number;
  /** The user's email, or `+<area><mobile>`. */
  account: string;
  currency_id: number;
  currency_name: string;
  network_name: string;
  /** Decimal text, shown as given. */
  amount: string;
  /** Private path `/api/files/<name>`, readable with the operator's token. */
  voucher: string;
  state: string;
  reject_reason: string | null;
  /** The journal entry that credited it, once approved. */
  entry_id: number | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
}

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
      request<Page<DepositRequest>>("/admin/deposits", { query: { state, user_id: userId, page, limit } }),
    placeholderData: keepPreviousData,
  });
}
