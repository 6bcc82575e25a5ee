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

/**
 * The user's withdrawal records. A withdrawal on a chain moving on (signed, broadcast, confirmed, failed)
 * arrives as a `withdrawal` message on the user's channel, which reads the wallet's lists again.
 */
export function useWithdrawalRecords() {
  return useInfiniteQuery({
    queryKey: ["wallet", "withdrawals"],
    queryFn: ({ pageParam }) => getWithdrawList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
