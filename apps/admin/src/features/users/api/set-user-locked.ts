import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { usersKey } from "./search-users";

/** `POST /admin/users/:id/lock | unlock` with the operator's reason (audited); locking signs the user out everywhere. */
export function useSetUserLocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locked, reason }: { id: number; locked: boolean; reason: string }) =>
      request<string>(`/admin/users/${id}/${locked ? "lock" : "unlock"}`, {
        method: "POST",
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
