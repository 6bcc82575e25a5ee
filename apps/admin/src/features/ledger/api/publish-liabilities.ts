import type { PublishedSnapshot } from "@bourse/contract";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../api/client";

/**
 * `POST /admin/transparency/liabilities` (admins, audited as `transparency.liabilities`): takes and
 * publishes a proof-of-liabilities snapshot now, besides the scheduler's daily one.
 */
export function usePublishLiabilities() {
  return useMutation({
    mutationFn: () => request<PublishedSnapshot>("/admin/transparency/liabilities", { method: "POST" }),
  });
}
