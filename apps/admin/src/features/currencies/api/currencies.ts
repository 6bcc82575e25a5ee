import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

const currenciesKey = ["admin", "currencies"] as const;

/** A currency's network: where users deposit, and the minimums and fee (decimal texts). */
export interface Network {
  id: number;
  name: string;
  deposit_address: string;
  deposit_min: string;
  withdraw_min: string;
  withdraw_fee: string;
  enabled: boolean;
}

export interface Currency {
  id: number;
  name: string;
  /** Places the currency's amounts have. */
  decimals: number;
  /** USDT per unit, decimal text: values balances until the index feed publishes a price. */
  reference_price: string;
  enabled: boolean;
  networks: Network[];
}

export type CurrencyInput = Pick<Currency, "reference_price" | "enabled">;
export type NetworkInput = Omit<Network, "id" | "name">;

/** `GET /admin/currencies`: every currency, listed or not, with its networks. */
export function useCurrencies() {
  return useQuery({
    queryKey: currenciesKey,
    queryFn: () => request<Currency[]>("/admin/currencies"),
  });
}

/**
 * `POST /admin/currencies/:id {reference_price, enabled}`; audited. The edit form shows a refusal
 * (e.g. an invalid price) itself, next to the fields.
 */
export function useSaveCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CurrencyInput & { id: number }) =>
      request<string>(`/admin/currencies/${id}`, { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currenciesKey }),
  });
}

/** `POST /admin/networks/:id {deposit_address, deposit_min, withdraw_min, withdraw_fee, enabled}`; audited. */
export function useSaveNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: NetworkInput & { id: number }) =>
      request<string>(`/admin/networks/${id}`, { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currenciesKey }),
  });
}
