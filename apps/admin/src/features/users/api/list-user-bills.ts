import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { Page } from "../../../api/types";
import { usersKey } from "./search-users";

/** One posting on one of the user's accounts. */
export interface Bill {
  /** `<entry_id>:<ledger account>`, unique per row. */
  id?: string;
  entry_id: number;
  /** The journal entry's kind, one of `LEDGER_ENTRY_KINDS` (@bourse/contract/ledger-kinds). */
  type: string;
  /** Account kind: legal, change, lever or micro. */
  account: string;
  /** available or frozen. */
  bucket: string;
  currency_name: string;
  /** Signed decimal text: positive credits, negative debits. */
  value: string;
  balance_after: string;
  created_at: string;
}

/** `GET /admin/users/:id/bills?page&limit`: every posting on the user's accounts, newest first. */
export function useUserBills(id: number | null, page: number, limit: number) {
  return useQuery({
    queryKey: [...usersKey, "bills", id, page, limit],
    queryFn: () => request<Page<Bill>>(`/admin/users/${id}/bills`, { query: { page, limit } }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
