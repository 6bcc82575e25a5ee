import type { AdminTotpReset, AdminUserNote } from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import { usersKey } from "./search-users";

/** `GET /admin/users/:id/notes`: operators' notes on the user, newest first. */
export const useUserNotes = (id: number) =>
  useQuery({
    queryKey: [...usersKey, "notes", id],
    queryFn: () => request<AdminUserNote[]>(`/admin/users/${id}/notes`),
  });

/** `POST /admin/users/:id/notes`: adds a note (audited); answers the notes. */
export function useAddUserNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      request<AdminUserNote[]>(`/admin/users/${id}/notes`, { method: "POST", body: { body } }),
    onSuccess: (notes) => queryClient.setQueryData([...usersKey, "notes", id], notes),
  });
}

/** `POST /admin/users/:id/tags`: replaces the user's tags (comma-separated; audited). */
export function useSetUserTags(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) =>
      request<string[]>(`/admin/users/${id}/tags`, { method: "POST", body: { tags: tags.join(",") } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** `POST /admin/users/:id/authenticator/reset` with the reason: withdrawals lock, the user is told. */
export function useResetAuthenticator(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      request<Static<typeof AdminTotpReset>>(`/admin/users/${id}/authenticator/reset`, {
        method: "POST",
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
