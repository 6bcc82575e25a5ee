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

/** `POST /admin/settings {key, value}`: changes one value; audited by the server. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; value: string }) =>
      request<string>("/admin/settings", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}
