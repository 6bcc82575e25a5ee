import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export interface LedgerViolation {
  /** Which invariant broke (see rules.ts). */
  rule: string;
  /** The offending row, as JSON text. */
  detail: string;
}

export interface LedgerCheck {
  ok: boolean;
  violations: LedgerViolation[];
  checked_at: string;
}

/**
 * `GET /admin/ledger/check` (admins): the ledger's invariants, checked now on the server. It reads
 * the whole journal, so the answer is kept a minute; the page's "Check again" asks anew.
 */
export function useLedgerCheck(enabled = true) {
  return useQuery({
    queryKey: ["admin", "ledger", "check"],
    queryFn: () => request<LedgerCheck>("/admin/ledger/check"),
    enabled,
    staleTime: 60_000,
  });
}
