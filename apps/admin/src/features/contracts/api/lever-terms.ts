import type * as contract from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";

const leverTermsKey = ["admin", "lever", "markets"] as const;

/** One market's contract terms; sizes and rates are decimal text, rates as fractions ("0.0005"). */
export type LeverTerms = Static<typeof contract.LeverTerms>;

/**
 * A change of terms; absent fields keep their value. `multiples` is the comma list ("1,2,5,10");
 * `open` offers the market's contracts or stops new ones.
 */
export type LeverTermsInput = Static<typeof contract.LeverTermsUpdate>;

/** `GET /admin/lever/markets`: every market's contract terms (admin and support). */
export function useLeverTerms() {
  return useQuery({
    queryKey: leverTermsKey,
    queryFn: () => request<LeverTerms[]>("/admin/lever/markets"),
  });
}

/**
 * `PUT /admin/lever/markets/:id`; audited, admin only. Answers the terms now in force, which apply
 * to orders placed from then on. The edit form shows a refusal itself, above the fields.
 */
export function useSaveLeverTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ market_id, ...input }: LeverTermsInput & { market_id: number }) =>
      request<LeverTerms>(`/admin/lever/markets/${market_id}`, { method: "PUT", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leverTermsKey }),
  });
}
