import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAppStore } from "../app/store";
import { request } from "./client";
import type { UserInfo } from "./types";

/** `GET /user/info`: the logged-in user's profile (999 when the token is missing or revoked). */
export function getUserInfo(): Promise<UserInfo> {
  // Silent: screens keep showing the stored profile; a 999 still logs the user out.
  return request<UserInfo>("/user/info", { method: "GET", silent: true });
}

export const userInfoKey = ["user", "info"] as const;

/**
 * The logged-in user, or null for a guest. Shows the stored copy at once and refreshes it from
 * the server; the fresh copy is written back to the store.
 */
export function useUserInfo(): UserInfo | null {
  const token = useAppStore((s) => s.token);
  const stored = useAppStore((s) => s.user);
  const setUser = useAppStore((s) => s.setUser);
  const query = useQuery({
    queryKey: [...userInfoKey, token],
    queryFn: getUserInfo,
    enabled: Boolean(token),
    placeholderData: stored ?? undefined,
  });
  const fresh = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (fresh && useAppStore.getState().token === token) setUser(fresh);
  }, [fresh, token, setUser]);
  if (!token) return null;
  return fresh ?? stored;
}
