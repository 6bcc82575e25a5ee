import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { Currency } from "../../../api/types";

export type { Currency };

/** `GET /currency/list`: the currencies the venue supports, with their deposit networks. */
export function getCurrencyList(): Promise<Currency[]> {
  return request<Currency[]>("/currency/list", { method: "GET", silent: true });
}

export function useCurrencyList() {
  return useQuery({ queryKey: ["wallet", "currency_list"], queryFn: getCurrencyList, staleTime: 300_000 });
}
