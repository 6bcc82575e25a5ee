import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { OutboxMessage } from "../../../api/types";

/** `GET /admin/outbox?to&limit`: messages written instead of sent, newest first, codes masked (audited). */
export function useOutbox(to: string, limit: number) {
  return useQuery({
    queryKey: ["admin", "outbox", to, limit],
    queryFn: () => request<OutboxMessage[]>("/admin/outbox", { query: { to, limit } }),
  });
}
