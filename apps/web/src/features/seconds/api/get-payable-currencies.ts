import type { PayableCurrency as StakeCurrency } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export type { PayableCurrency as StakeCurrency } from "@bourse/contract";

/**
 * `GET /microtrade/payable_currencies`: what a stake can be paid in, its preset stakes and, signed in,
 * the micro balance (null when nothing was ever transferred in).
 */
export function getPayableCurrencies(): Promise<StakeCurrency[]> {
  return request<StakeCurrency[]>("/microtrade/payable_currencies", { method: "GET", silent: true });
}

/** Under ["wallet"], so the user channel's balance events refetch the micro balance with it. */
export const payableCurrenciesKey = ["wallet", "micro", "payable"] as const;

/** Guests may read it too (without a balance); signed in, each user's answer is cached apart. */
export function usePayableCurrencies(signedIn: boolean) {
  return useQuery({
    queryKey: [...payableCurrenciesKey, signedIn],
    queryFn: getPayableCurrencies,
    staleTime: 0,
  });
}
