import { useMutation } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { queryClient } from "../../../api/query-client";
import { useAppStore } from "../../../app/store";

/** `GET /user/logout`: revokes the token on the server. */
export function getLogout(): Promise<unknown> {
  return request<unknown>("/user/logout", { method: "GET", silent: true });
}

/** Logs out on the server, then forgets the session locally even if the call failed. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await getLogout().catch(() => undefined);
      useAppStore.getState().clearSession();
      queryClient.removeQueries({ queryKey: ["user"] });
    },
  });
}
