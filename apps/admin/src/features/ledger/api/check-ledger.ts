import type { LedgerCheck } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/**
 * The answer's shapes (contract `LedgerCheck`, `LedgerViolation`): whether every invariant holds, each
 * broken one (its rule, see rules.ts, and the offending row as JSON text), and when it was checked.
 */
export type { LedgerCheck, LedgerViolation } from "@bourse/contract";

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
