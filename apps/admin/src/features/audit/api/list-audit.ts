import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AuditEntry, Page } from "../../../api/types";

export interface AuditFilter {
  page: number;
  limit: number;
  target_type: string;
  target_id: string;
  /** An operator's id, or "" for every operator. */
  operator: string;
  /** An action, or its prefix ending in a dot (`kyc.`). */
  action: string;
  /** The user the actions concern. */
  user: string;
  /** Days (`YYYY-MM-DD`, UTC), both included. */
  from: string;
  to: string;
}

/**
 * `GET /admin/audit?page&limit&target_type&target_id&operator&action&user&from&to`: newest first; the
 * id needs the type; empty filters are left out.
 */
export function useAuditLog(filter: AuditFilter) {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ""));
  return useQuery({
    queryKey: ["admin", "audit", filter],
    queryFn: () => request<Page<AuditEntry>>("/admin/audit", { query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/operators`: every operator, for the filter. */
export function useOperators() {
  return useQuery({
    queryKey: ["admin", "operators"],
    queryFn: () => request<Array<{ id: number; username: string }>>("/admin/operators"),
    staleTime: 60_000,
  });
}
