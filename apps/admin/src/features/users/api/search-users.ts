import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AdminUser, Page } from "../../../api/types";

export const usersKey = ["admin", "users"] as const;

export interface UserSearch {
  /** A user id, or part of an email or mobile number. */
  q: string;
  page: number;
  limit: number;
}

/** `GET /admin/users?q&page&limit`: newest first. */
export function useUsers(search: UserSearch) {
  return useQuery({
    queryKey: [...usersKey, "list", search],
    queryFn: () => request<Page<AdminUser>>("/admin/users", { query: { ...search } }),
    placeholderData: keepPreviousData,
  });
}
