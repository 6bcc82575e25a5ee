import { useQuery } from "@tanstack/react-query";
import { request } from "./client";
import type { Currency } from "./types";

export type { Currency };

/** `GET /currency/list`: the currencies the venue supports, with their deposit networks. */
export function getCurrencyList(): Promise<Currency[]> {
  return request<Currency[]>("/currency/list", { method: "GET", silent: true });
}

export function useCurrencyList() {
  return useQuery({ queryKey: ["wallet", "currency_list"], queryFn: getCurrencyList, staleTime: 300_000 });
}

/** Decimals of a currency's smallest unit (money previews round to it); undefined while loading. */
export function useCurrencyDecimals(currencyId: number | undefined): number | undefined {
  return useCurrencyList().data?.find((c) => c.id === currencyId)?.decimals;
}
