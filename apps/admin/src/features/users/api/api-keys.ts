import type { ApiKeyAdmin } from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { usersKey } from "./search-users";

const keysKey = (userId: number) => [...usersKey, "api-keys", userId];

/** `GET /admin/api_keys?user=`: the user's API keys (with their demo account's), never a secret. */
export function useUserApiKeys(userId: number) {
  return useQuery({
    queryKey: keysKey(userId),
    queryFn: () => request<ApiKeyAdmin[]>(`/admin/api_keys?user=${userId}`),
  });
}

/** `POST /admin/api_keys/:id/revoke {reason}` (audited). */
export function useRevokeApiKey(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      request<{ id: number }>(`/admin/api_keys/${id}/revoke`, { method: "POST", body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey(userId) }),
  });
}
