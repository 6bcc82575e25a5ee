import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../app/store";
import { request } from "./client";
import type { Article } from "./types";

/** `GET /news/index_pop`: the popup notice of the home screen, or null when there is none. */
export function getIndexPop(): Promise<Article | null> {
  return request<Article | null>("/news/index_pop", { method: "GET", silent: true });
}

/** The popup notice; only asked for when `enabled` (it has not been shown for this app version). */
export function useIndexPop(enabled: boolean) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: ["content", "index_pop", lang],
    queryFn: getIndexPop,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
