import { useInfiniteQuery } from "@tanstack/react-query";
import { postNewsList } from "../../../api/post-news-list";
import { useAppStore } from "../../../app/store";

/** A category page by page (`POST /news/list`), for the article lists: pull to refresh, more at the end. */
export function useArticlePages(cId: number) {
  const lang = useAppStore((s) => s.lang);
  return useInfiniteQuery({
    queryKey: ["content", "news", cId, "pages", lang],
    queryFn: ({ pageParam }) => postNewsList(cId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}
