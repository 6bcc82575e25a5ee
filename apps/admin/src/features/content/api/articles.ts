import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AdminArticle, Page, SaveArticleInput } from "../../../api/types";

const articlesKey = ["admin", "news"] as const;

/** `GET /admin/news?c_id&page&limit`: a category's articles with every translation. */
export function useArticles(categoryId: number, page: number, limit: number) {
  return useQuery({
    queryKey: [...articlesKey, categoryId, page, limit],
    queryFn: () => request<Page<AdminArticle>>("/admin/news", { query: { c_id: categoryId, page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /admin/news/save`: creates (no id) or updates an article and replaces its translations. */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveArticleInput) =>
      request<{ id: number }>("/admin/news/save", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}

/** `POST /admin/news/:id/delete`. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<string>(`/admin/news/${id}/delete`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articlesKey }),
  });
}

/** `POST /admin/upload` (multipart, field `file`): the message is the public URL `/uploads/<name>`. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return request<string>("/admin/upload", { method: "POST", body: form });
    },
  });
}
