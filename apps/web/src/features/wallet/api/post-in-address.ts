import type { DepositAddress } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** `POST /wallet/get_in_address`: where to send a deposit on one network (the contract's `DepositAddress`). */
export type { DepositAddress } from "@bourse/contract";

/** Silent: the deposit screen shows a refusal (a network without a valid address) in place of the address. */
export function postInAddress(currency: number, network: number): Promise<DepositAddress> {
  return request<DepositAddress>("/wallet/get_in_address", { params: { currency, network }, silent: true });
}

export function useDepositAddress(currency: number | null, network: number | null) {
  return useQuery({
    queryKey: ["wallet", "in_address", currency, network],
    queryFn: () => postInAddress(currency ?? 0, network ?? 0),
    enabled: currency !== null && network !== null,
    staleTime: 300_000,
  });
}
