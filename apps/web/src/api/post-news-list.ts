import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../app/store";
import { request } from "./client";
import { queryClient } from "./query-client";
import type { ArticleSummary, ListPage } from "./types";

/** Article categories (spec §7 `c_id`). */
export const category = {
  news: 4,
  banner: 5,
  privacy: 10,
  help: 18,
  about: 19,
  activity: 31,
  followAgreement: 33,
} as const;

/** Spec §7: pages default to page 1 and 10 items. */
export const PAGE_SIZE = 10;

/** `POST /news/list {c_id, page, limit}`: one page of a category, in the app's language or `lang`. */
export function postNewsList(
  cId: number,
  page = 1,
  limit = PAGE_SIZE,
  lang?: string,
): Promise<ListPage<ArticleSummary>> {
  return request<ListPage<ArticleSummary>>("/news/list", {
    params: { c_id: cId, page, limit },
    silent: true,
    lang,
  });
}

/** Spec §7: the home screen shows the 5 latest banners and news titles. */
export const HOME_LATEST = 5;

function latestArticles(cId: number, limit: number, lang: string) {
  return queryOptions({
    queryKey: ["content", "news", cId, "latest", limit, lang],
    queryFn: () => postNewsList(cId, 1, limit),
    staleTime: 60_000,
  });
}

/** The first `limit` articles of a category (home banners and notices); refetched on a language switch. */
export function useLatestArticles(cId: number, limit: number) {
  const lang = useAppStore((s) => s.lang);
  return useQuery(latestArticles(cId, limit, lang));
}

/**
 * Starts fetching a category's latest articles while the screen that shows them is still loading (the
 * home route does, for its banners): the request leaves with the screen's chunk, not after it has run.
 */
export function prefetchLatestArticles(cId: number, limit: number): void {
  void queryClient.prefetchQuery(latestArticles(cId, limit, useAppStore.getState().lang));
}
