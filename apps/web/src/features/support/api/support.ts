import type { SupportLine, SupportThread } from "@bourse/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { supportKey } from "../../../api/realtime";

export type { SupportLine };

/** Lines per page of the thread. */
export const THREAD_LIMIT = 50;

/**
 * `GET /support/chat`: one's support thread, newest page first (each page oldest first); reading the
 * newest page marks support's lines read. Support's answers and read marks arrive over the user channel
 * (`support_chat`), which refetches it.
 */
export function useSupportThread() {
  return useInfiniteQuery({
    queryKey: [...supportKey, "thread"],
    queryFn: ({ pageParam }) =>
      request<SupportThread>("/support/chat", {
        method: "GET",
        params: { limit: THREAD_LIMIT, ...(pageParam ? { before: pageParam } : {}) },
        silent: true,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.lines[0]?.id : undefined),
  });
}

/** `POST /support/chat`: a line of text or one of one's uploaded pictures. */
export const sendToSupport = (message: { text: string } | { image: string }) =>
  request<{ id: number }>("/support/chat", { params: message });
