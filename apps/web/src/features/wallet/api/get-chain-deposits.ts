import type { ChainDepositPage } from "@bourse/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { nextPage, PAGE_LIMIT } from "../model/pages";

/** A transfer seen on the chain to the user's deposit address (the contract's `ChainDeposit`). */
export type { ChainDeposit } from "@bourse/contract";

/**
 * Under the wallet's key: every message on the user's channel that is not another feature's (a
 * `chain_deposit` seen, confirmed, credited or dropped among them) refetches it.
 */
export const chainDepositsKey = ["wallet", "chain_deposits"] as const;

/** `GET /wallet/chain_deposits`: the user's deposits seen on the chain, newest first. */
export function getChainDeposits(page: number): Promise<ChainDepositPage> {
  return request<ChainDepositPage>("/wallet/chain_deposits", {
    method: "GET",
    params: { page, limit: PAGE_LIMIT },
    silent: true,
  });
}

export function useChainDeposits(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: chainDepositsKey,
    queryFn: ({ pageParam }) => getChainDeposits(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}
