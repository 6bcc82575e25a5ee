import { useMutation } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** What a published snapshot answers: its number and how many currencies (roots) it covers. */
export interface PublishedSnapshot {
  snapshot: number;
  roots: number;
}

/**
 * `POST /admin/transparency/liabilities` (admins, audited as `transparency.liabilities`): takes and
 * publishes a proof-of-liabilities snapshot now, besides the scheduler's daily one.
 */
export function usePublishLiabilities() {
  return useMutation({
    mutationFn: () => request<PublishedSnapshot>("/admin/transparency/liabilities", { method: "POST" }),
  });
}
