import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AdminUser, Page } from "../../../api/types";

export const usersKey = ["admin", "users"] as const;

export interface UserSearch {
  /** A user id, part of an email, mobile number or KYC name, or a document number. */
  q: string;
  /** only the users carrying this tag (empty: all) */
  tag: string;
  page: number;
  limit: number;
}

/** `GET /admin/users?q&tag&page&limit`: newest first. */
export function useUsers(search: UserSearch) {
  return useQuery({
    queryKey: [...usersKey, "list", search],
    queryFn: () => request<Page<AdminUser>>("/admin/users", { query: { ...search } }),
    placeholderData: keepPreviousData,
  });
}
