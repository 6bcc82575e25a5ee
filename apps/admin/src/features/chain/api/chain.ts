import type { ChainDepositPage, ChainStatus, ChainTransferPage } from "@bourse/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

export const chainKey = ["admin", "chain"] as const;

/** The chain page follows the watcher: every query refetches this often while the page is open. */
export const CHAIN_POLL_MS = 5_000;

export type {
  ChainAlert,
  ChainDeposit,
  ChainStatus,
  ChainTransfer,
} from "@bourse/contract";
export type ChainNetwork = ChainStatus["networks"][number];
/** The filters the lists take (the contract's `ChainDepositQuery` and `ChainTransferQuery`). */
export const depositStates = ["pending", "credited", "dropped", "below_minimum"] as const;
export type ChainDepositState = (typeof depositStates)[number];
export const transferKinds = [
  "withdrawal",
  "sweep",
  "gas",
] as const satisfies readonly ChainTransferPage["data"][number]["kind"][];
export type ChainTransferKind = (typeof transferKinds)[number];
export const transferStates = ["approved", "signed", "broadcast", "confirmed", "failed", "replaced"] as const;
export type ChainTransferState = (typeof transferStates)[number];

/** `GET /admin/chain`: the watcher (head, lag, RPC health, signer), each watched network and open alerts. */
export function useChainStatus(poll = true) {
  return useQuery({
    queryKey: [...chainKey, "status"],
    queryFn: () => request<ChainStatus>("/admin/chain"),
    refetchInterval: poll ? CHAIN_POLL_MS : false,
  });
}

/** `GET /admin/chain/deposits?state&user_id&page&limit`: transfers seen to users' deposit addresses. */
export function useChainDeposits(filter: {
  state: ChainDepositState | null;
  userId: number | null;
  page: number;
  limit: number;
}) {
  return useQuery({
    queryKey: [...chainKey, "deposits", filter],
    queryFn: () =>
      request<ChainDepositPage>("/admin/chain/deposits", {
        query: { state: filter.state, user_id: filter.userId, page: filter.page, limit: filter.limit },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: CHAIN_POLL_MS,
  });
}

/** `GET /admin/chain/transfers?kind&state&page&limit`: withdrawals, sweeps and gas top-ups the venue sent. */
export function useChainTransfers(filter: {
  kind: ChainTransferKind | null;
  state: ChainTransferState | null;
  page: number;
  limit: number;
}) {
  return useQuery({
    queryKey: [...chainKey, "transfers", filter],
    queryFn: () =>
      request<ChainTransferPage>("/admin/chain/transfers", {
        query: { kind: filter.kind, state: filter.state, page: filter.page, limit: filter.limit },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: CHAIN_POLL_MS,
  });
}

/** `POST /admin/chain/alerts/:id/resolve`: the alert leaves the open list (admins; audited). */
export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<string>(`/admin/chain/alerts/${id}/resolve`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKey }),
  });
}
