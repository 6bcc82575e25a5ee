import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../app/store";
import { request } from "./client";
import type { Article } from "./types";

/** `POST /news/detail {id}`: one article with its body, in the app's language or `lang`. */
export function postNewsDetail(id: number, lang?: string): Promise<Article> {
  return request<Article>("/news/detail", { params: { id }, silent: true, lang });
}

export function useArticle(id: number) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: ["content", "article", id, lang],
    queryFn: () => postNewsDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The paragraphs of a plain-text body (separated by blank lines). */
export function paragraphs(body: string | null | undefined): string[] {
  return (body ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
