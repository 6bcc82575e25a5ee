import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { Page } from "../../../api/types";

export const withdrawalsKey = ["admin", "withdrawals"] as const;

export type WithdrawalQueue = "pending" | "approved" | "rejected";

/** A withdrawal: `amount` is frozen on the user's account until it is paid or rejected. */
export interface WithdrawalRequest {
  id: number;
  user_id: number;
  account: string;
  currency_id: number;
  currency_name: string;
  /** Null for bank withdrawals. */
  network_name: string | null;
  /** "address" or "bank". */
  method: string;
  /** The address, or the bank and the card's last four digits. */
  destination: string;
  /** Decimal texts, shown as given: amount = fee + receive. */
  amount: string;
  fee: string;
  receive: string;
  state: string;
  txid: string | null;
  reject_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface WithdrawalFilter {
  state: WithdrawalQueue;
  userId: number | null;
  page: number;
  limit: number;
}

/** `GET /admin/withdrawals?state&user_id&page&limit`: newest first. */
export function useWithdrawals({ state, userId, page, limit }: WithdrawalFilter) {
  return useQuery({
    queryKey: [...withdrawalsKey, state, userId, page, limit],
    queryFn: () =>
      request<Page<WithdrawalRequest>>("/admin/withdrawals", {
        query: { state, user_id: userId, page, limit },
      }),
    placeholderData: keepPreviousData,
  });
}
