import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AdminUserDetail } from "../../../api/types";
import { usersKey } from "./search-users";

/** `GET /admin/users/:id`: the user with live sessions and verification history. */
export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: [...usersKey, "detail", id],
    queryFn: () => request<AdminUserDetail>(`/admin/users/${id}`),
    enabled: id !== null,
  });
}
