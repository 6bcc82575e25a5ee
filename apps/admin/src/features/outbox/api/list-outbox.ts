import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { OutboxMessage } from "../../../api/types";

/** `GET /admin/outbox?to&limit`: messages the dev outbox captured instead of sending, newest first. */
export function useOutbox(to: string, limit: number) {
  return useQuery({
    queryKey: ["admin", "outbox", to, limit],
    queryFn: () => request<OutboxMessage[]>("/admin/outbox", { query: { to, limit } }),
  });
}
