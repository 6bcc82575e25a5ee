import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { usersKey } from "./search-users";

/** `POST /admin/users/:id/lock | unlock`; locking also signs the user out everywhere. */
export function useSetUserLocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locked }: { id: number; locked: boolean }) =>
      request<string>(`/admin/users/${id}/${locked ? "lock" : "unlock"}`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
