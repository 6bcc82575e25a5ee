import { useQuery } from "@tanstack/react-query";
import i18next from "i18next";
import { apiBase } from "../../../api/client";
import { ApiError, readEnvelope } from "../../../api/envelope";
import { postNewsDetail } from "../../../api/post-news-detail";
import { category, postNewsList } from "../../../api/post-news-list";
import type { Article, ArticleSummary, ListPage } from "../../../api/types";
import { useAppStore } from "../../../app/store";
import type { LangCode } from "../../../i18n/languages";

/**
 * A content call in a language of its own. The API client always sends the app's language, and the
 * server reads a body's `lang` before anything else, so the screens pinned to one language
 * (`agreement_en`, `agreement_zh`) send their own; failures show as the screen's load error.
 */
async function postIn<T>(lang: LangCode, path: string, fields: Record<string, number>): Promise<T> {
  const failed = i18next.t("common.networkError");
  const body = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body,
    });
  } catch {
    throw new ApiError("network", failed);
  }
  if (response.status !== 200) throw new ApiError("http", failed);
  return readEnvelope<T>(await response.json().catch(() => null), failed);
}

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
      const list = pinned
        ? await postIn<ListPage<ArticleSummary>>(pinned, "/news/list", {
            c_id: category.followAgreement,
            page: 1,
            limit: 1,
          })
        : await postNewsList(category.followAgreement, 1, 1);
      const first = list.data[0];
      if (!first) return null;
      return pinned ? postIn<Article>(pinned, "/news/detail", { id: first.id }) : postNewsDetail(first.id);
    },
    staleTime: 300_000,
  });
}
