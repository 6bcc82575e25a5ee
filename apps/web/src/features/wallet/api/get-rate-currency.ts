import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export interface FiatRate {
  currency_code: string;
  /** Units of this currency per US dollar, as decimal text. */
  rate: string;
}

/** `GET /wallet/getRateCurrency`: display rates per US dollar (USD is 1; others when configured). */
export function getRateCurrency(): Promise<FiatRate[]> {
  return request<FiatRate[]>("/wallet/getRateCurrency", { method: "GET", silent: true });
}

export function useFiatRates() {
  return useQuery({ queryKey: ["wallet", "rates"], queryFn: getRateCurrency, staleTime: 300_000 });
}
