import type { LiabilitiesRoot, MyLiabilities, PublishedHead, VenueKey } from "@bourse/contract";
import type { EntryProof, OutcomeProof } from "@bourse/engine";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { ListPage } from "../../../api/types";

/**
 * The transparency calls (docs/transparency-api.md). Each is silent: a failure (a proof not published
 * yet, a rule not covered, …) is shown on the verifier's screen with the server's own message.
 */

/**
 * The answers' shapes, declared once in the contract (`packages/contract/src/transparency.ts`): the
 * venue's key, a published head (a signed tree head of the journal's Merkle log, or a chain head
 * published before it), a liabilities root as published (the signed fields, the currency's scale) and one's
 * liabilities proofs. The proofs of an entry and of an outcome are the engine's, which the verifier runs.
 */
export type { MyLiabilities, PublishedHead, VenueKey } from "@bourse/contract";
export type PublishedRoot = LiabilitiesRoot;

const get = <T>(path: string) => request<T>(path, { method: "GET", silent: true });

const KEY = ["transparency"] as const;

export function useVenueKey() {
  return useQuery({
    queryKey: [...KEY, "key"],
    queryFn: () => get<VenueKey>("/transparency/key"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The newest published head (`GET /transparency/heads?page=1&limit=1`), or null before the first. */
export function useLatestHead() {
  return useQuery({
    queryKey: [...KEY, "head"],
    queryFn: async () =>
      (
        await request<ListPage<PublishedHead>>("/transparency/heads", {
          method: "GET",
          params: { page: 1, limit: 1 },
          silent: true,
        })
      ).data[0] ?? null,
  });
}

/**
 * `GET /ledger/entries/:id/proof` (signed in): a bill's entry, its leaf index and the audit path to the
 * newest signed tree head, that head, and when the next one is due.
 */
export function useEntryProof(id: number | null) {
  return useQuery({
    queryKey: [...KEY, "entry", id],
    queryFn: () => get<EntryProof>(`/ledger/entries/${id}/proof`),
    enabled: id !== null,
  });
}

/** `GET /transparency/liabilities/me` (signed in). */
export function useMyLiabilities() {
  return useQuery({
    queryKey: [...KEY, "liabilities", "me"],
    queryFn: () => get<MyLiabilities>("/transparency/liabilities/me"),
  });
}

/**
 * The outcomes the verifier recomputes: a settled seconds order, a closed position, a settled dual
 * order, an allocated IEO subscription, a blind box of an ended series, a liquidated loan.
 */
export type OutcomeKind = "seconds" | "lever" | "dual" | "ieo" | "nft" | "loan";

/**
 * An outcome's proof, `GET /transparency/outcomes/<kind>/:id`: a seconds order by its public id, a
 * position, a dual order, an IEO subscription, a blind box or a loan by its id (signed in, one's own).
 */
export function useOutcomeProof(kind: OutcomeKind, id: string | null) {
  return useQuery({
    queryKey: [...KEY, "outcome", kind, id],
    queryFn: () => get<OutcomeProof>(`/transparency/outcomes/${kind}/${encodeURIComponent(id ?? "")}`),
    enabled: id !== null,
  });
}
