import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../app/store";
import { request } from "./client";
import type { MenuEntry } from "./types";

/** `GET /menu`: the home screen's quick entries, names localized by lang. */
export function getMenu(): Promise<MenuEntry[]> {
  return request<MenuEntry[]>("/menu", { method: "GET", silent: true });
}

export function useMenu() {
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: ["content", "menu", lang], queryFn: getMenu, staleTime: 5 * 60_000 });
}
