import type { WithdrawalPage } from "@bourse/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { nextPage, PAGE_LIMIT } from "../model/pages";

/** A withdrawal (the contract's `WithdrawalRequest`). */
export type { WithdrawalRequest as WithdrawalRecord } from "@bourse/contract";

/** `GET /user/withdraw/list`: the user's withdrawals, newest first. */
export function getWithdrawList(page: number): Promise<WithdrawalPage> {
  return request<WithdrawalPage>("/user/withdraw/list", {
    method: "GET",
    params: { page, limit: PAGE_LIMIT },
    silent: true,
  });
}

/** A withdrawal on its way on the chain (approved for it, signed or broadcast, not yet confirmed). */
const IN_FLIGHT = new Set(["approved", "signed", "broadcast"]);

/** While a withdrawal is on its way on the chain, the list reads it again every few seconds. */
const IN_FLIGHT_REFETCH_MS = 3000;

export function useWithdrawalRecords() {
  return useInfiniteQuery({
    queryKey: ["wallet", "withdrawals"],
    queryFn: ({ pageParam }) => getWithdrawList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.data.some((r) => IN_FLIGHT.has(r.chain_state ?? "")))
        ? IN_FLIGHT_REFETCH_MS
        : false,
  });
}
