import type { Currency } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** `GET /currency/list`: the venue's currencies; the form reads the margin currency's decimals. */
export function getCurrencyList(): Promise<Currency[]> {
  return request<Currency[]>("/currency/list", { method: "GET", silent: true });
}

/** Decimals of a currency's smallest unit (money previews round to it); undefined while loading. */
export function useCurrencyDecimals(currencyId: number | undefined): number | undefined {
  const list = useQuery({ queryKey: ["lever", "currencies"], queryFn: getCurrencyList, staleTime: 300_000 });
  return list.data?.find((c) => c.id === currencyId)?.decimals;
}
