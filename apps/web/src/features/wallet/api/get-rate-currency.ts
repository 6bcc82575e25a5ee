import type { FiatRate } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** A rate (the contract's `FiatRate`): units of the currency per US dollar, as decimal text. */
export type { FiatRate } from "@bourse/contract";

/** `GET /wallet/getRateCurrency`: display rates per US dollar (USD is 1; others when configured). */
export function getRateCurrency(): Promise<FiatRate[]> {
  return request<FiatRate[]>("/wallet/getRateCurrency", { method: "GET", silent: true });
}

export function useFiatRates() {
  return useQuery({ queryKey: ["wallet", "rates"], queryFn: getRateCurrency, staleTime: 300_000 });
}
