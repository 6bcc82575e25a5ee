import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { SessionInfo } from "../../../api/types";

/** `GET /user/sessions`: the devices signed in to this account. */
export function getSessions(): Promise<SessionInfo[]> {
  return request<SessionInfo[]>("/user/sessions", { method: "GET", silent: true });
}

export const sessionsKey = ["user", "sessions"] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions });
}

/** `POST /user/sessions/revoke {id}`: signs one device out. */
export function postRevokeSession(id: number): Promise<string> {
  return request<string>("/user/sessions/revoke", { params: { id } });
}

/** `POST /user/sessions/logout_others`: signs every other device out. */
export function postLogoutOthers(): Promise<string> {
  return request<string>("/user/sessions/logout_others");
}
