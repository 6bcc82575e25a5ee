import { useQuery } from "@tanstack/react-query";
import { postNewsDetail } from "../../../api/post-news-detail";
import { category, postNewsList } from "../../../api/post-news-list";
import type { Article } from "../../../api/types";
import { useAppStore } from "../../../app/store";
import type { LangCode } from "../../../i18n/languages";

/**
 * The follow agreement (article category 33): its newest article with the body, in `pinned` or else the
 * app's language; null when the category has no article.
 */
export function useAgreement(pinned: LangCode | null) {
  const appLang = useAppStore((s) => s.lang);
  const lang = pinned ?? appLang;
  return useQuery({
    queryKey: ["content", "follow-agreement", lang],
    queryFn: async (): Promise<Article | null> => {
      const first = (await postNewsList(category.followAgreement, 1, 1, lang)).data[0];
      return first ? postNewsDetail(first.id, lang) : null;
    },
    staleTime: 300_000,
  });
}
