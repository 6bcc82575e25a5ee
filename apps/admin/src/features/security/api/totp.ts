import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { meKey } from "../../../api/operator";
import type { TotpSetup } from "../../../api/types";

/**
 * `GET /admin/totp` starts binding: every call makes a new pending secret, so the answer is kept
 * for the page's lifetime instead of being refreshed.
 */
export function useTotpSetup(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "totp-setup"],
    queryFn: () => request<TotpSetup>("/admin/totp"),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** `POST /admin/totp {code}`: binds the pending secret; the operator then shows as bound. */
export function useBindTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request<string>("/admin/totp", { method: "POST", body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey }),
  });
}
