import type {
  CannedReply,
  SupportInbox as Inbox,
  SupportConversation,
  SupportInboxItem,
  SupportSaved,
  SupportStatusChanged,
} from "@bourse/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

export type { CannedReply, Inbox, SupportConversation, SupportInboxItem };

/** The console's support calls (docs/support-api.md). The console has no socket: it polls. */
export const supportKey = ["admin", "support"] as const;

/** How often the inbox and the open conversation ask again. */
export const POLL_MS = 3000;

export const PAGE_SIZE = 20;

export function useInbox(status: "open" | "closed", page: number) {
  return useQuery({
    queryKey: [...supportKey, "inbox", status, page],
    queryFn: () =>
      request<Inbox>("/admin/support/conversations", { query: { status, page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

/** One conversation; each read marks the user's lines read (the user sees "Read"). */
export function useConversation(id: number | null) {
  return useQuery({
    queryKey: [...supportKey, "conversation", id],
    queryFn: () => request<SupportConversation>(`/admin/support/conversations/${id}`),
    enabled: id !== null,
    refetchInterval: POLL_MS,
  });
}

export function useCanned() {
  return useQuery({
    queryKey: [...supportKey, "canned"],
    queryFn: () => request<CannedReply[]>("/admin/support/canned"),
  });
}

/** Refetches the inbox and the conversation after one's own change. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: supportKey });
}

export function useReply(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { text?: string; image?: string; canned_id?: number }) =>
      request<SupportSaved>(`/admin/support/conversations/${id}/reply`, { body }),
    onSuccess: refresh,
  });
}

/** A picture for the conversation: uploaded as the user's private file, then sent. */
export function useSendPicture(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const image = await request<string>(`/admin/support/conversations/${id}/upload`, {
        method: "POST",
        body: form,
      });
      return request<SupportSaved>(`/admin/support/conversations/${id}/reply`, { body: { image } });
    },
    onSuccess: refresh,
  });
}

export function useSetStatus(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: "close" | "reopen") =>
      request<SupportStatusChanged>(`/admin/support/conversations/${id}/${action}`, { body: {} }),
    onSuccess: refresh,
  });
}

export function useSaveCanned() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id?: number; title: string; sort?: number; texts: Record<string, string> }) =>
      request<SupportSaved>("/admin/support/canned", { body }),
    onSuccess: refresh,
  });
}

export function useRemoveCanned() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => request<SupportSaved>(`/admin/support/canned/${id}/remove`, { body: {} }),
    onSuccess: refresh,
  });
}
