import type { PostingPage } from "@bourse/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { usersKey } from "./search-users";

/** One posting on one of the user's accounts (the contract's `Posting`). */
export type { Posting as Bill } from "@bourse/contract";

/** `GET /admin/users/:id/bills?page&limit`: every posting on the user's accounts, newest first. */
export function useUserBills(id: number | null, page: number, limit: number) {
  return useQuery({
    queryKey: [...usersKey, "bills", id, page, limit],
    queryFn: () => request<PostingPage>(`/admin/users/${id}/bills`, { query: { page, limit } }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
