import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { SettingRow } from "../../../api/types";

const settingsKey = ["admin", "settings"] as const;

/** `GET /admin/settings`: every setting, public (readable by the apps) or not. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => request<SettingRow[]>("/admin/settings"),
  });
}

/**
 * `POST /admin/settings {key, value}`: changes one value, refused (naming the setting) when it is not of
 * the setting's type; audited by the server. `silent`: the screen shows the refusal itself.
 */
export function useSaveSetting(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; value: string }) =>
      request<string>("/admin/settings", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
    meta: { silent: options.silent ?? false },
  });
}
