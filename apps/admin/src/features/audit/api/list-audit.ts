import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AuditEntry, Page } from "../../../api/types";

export interface AuditFilter {
  page: number;
  limit: number;
  target_type: string;
  target_id: string;
}

/** `GET /admin/audit?page&limit&target_type&target_id`: newest first; the id needs the type. */
export function useAuditLog(filter: AuditFilter) {
  return useQuery({
    queryKey: ["admin", "audit", filter],
    queryFn: () => request<Page<AuditEntry>>("/admin/audit", { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });
}
