import type { Favourite } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { useAppStore } from "../../../app/store";

/** A favourite market (contract `Favourite`): its quotation, the favourite's id (for removal) and when it was added. */
export type { Favourite } from "@bourse/contract";

/** `GET /optional/list`: the user's favourite markets, newest first. */
export function getOptionalList(): Promise<Favourite[]> {
  return request<Favourite[]>("/optional/list", { method: "GET", silent: true });
}

/** Under "user", so signing out drops it with the rest of the user's data. */
export const favouritesKey = ["user", "optional"] as const;

/** The signed-in user's favourites; idle for a guest. */
export function useFavourites() {
  const token = useAppStore((s) => s.token);
  return useQuery({ queryKey: [...favouritesKey, token], queryFn: getOptionalList, enabled: Boolean(token) });
}
