import type { WalletInfo } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/**
 * `POST /wallet/get_info`: fee rates and limits of one currency (display only; the server decides).
 * The minimum and fee are those of `network` (the chosen address's), or of the coin's first network.
 */
export function postWalletInfo(currency: number, network?: number): Promise<WalletInfo> {
  const params = network === undefined ? { currency } : { currency, network };
  return request<WalletInfo>("/wallet/get_info", { params, silent: true });
}

export function useWalletInfo(currency: number | null, network?: number) {
  return useQuery({
    queryKey: ["wallet", "info", currency, network ?? null],
    queryFn: () => postWalletInfo(currency ?? 0, network),
    enabled: currency !== null,
  });
}
