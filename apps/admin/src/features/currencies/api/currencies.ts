import type { AddedId, CurrencyAddBody, CurrencySettings, NetworkAddBody } from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

const currenciesKey = ["admin", "currencies"] as const;

/**
 * A currency as the console sets it (the contract's `CurrencySettings`): places, the reference price in
 * USDT that values balances until the index feed publishes a price, and its networks (the contract's
 * `NetworkSettings`: where users deposit, the minimums and fee as decimal texts).
 */
export type { CurrencySettings as Currency, NetworkSettings as Network } from "@bourse/contract";

export type CurrencyInput = Pick<CurrencySettings, "reference_price" | "enabled"> & {
  /** a withdrawal above it needs a second operator; "" for never */
  second_approval_above?: string;
};
type NetworkSettings = CurrencySettings["networks"][number];
/** The on-chain settings, sent only for a network watched on a chain (left out, each keeps its value). */
export type ChainSettingsInput = Pick<
  NetworkSettings,
  "token_contract" | "confirmations" | "auto_approve_max" | "hot_wallet_min" | "explorer_tx_url"
>;
export type NetworkInput = Pick<
  NetworkSettings,
  "deposit_address" | "deposit_min" | "withdraw_min" | "withdraw_fee" | "enabled"
> &
  Partial<ChainSettingsInput>;

/** `GET /admin/currencies`: every currency, listed or not, with its networks. */
export function useCurrencies() {
  return useQuery({
    queryKey: currenciesKey,
    queryFn: () => request<CurrencySettings[]>("/admin/currencies"),
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

/**
 * `POST /admin/networks/:id {deposit_address, deposit_min, withdraw_min, withdraw_fee, enabled}`, with
 * `token_contract, confirmations, auto_approve_max, hot_wallet_min, explorer_tx_url` on a chain's
 * network; audited.
 */
export function useSaveNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: NetworkInput & { id: number }) =>
      request<string>(`/admin/networks/${id}`, { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currenciesKey }),
  });
}

/** `POST /admin/currencies {symbol, full_name, decimals, reference_price, enabled}`: a new currency; audited. */
export function useAddCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CurrencyAddBody) =>
      request<AddedId>("/admin/currencies", { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currenciesKey }),
  });
}

/** `POST /admin/currencies/:id/networks`: a new network of the currency (payment vouchers); audited. */
export function useAddNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currencyId, ...input }: NetworkAddBody & { currencyId: number }) =>
      request<AddedId>(`/admin/currencies/${currencyId}/networks`, { method: "POST", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currenciesKey }),
  });
}
