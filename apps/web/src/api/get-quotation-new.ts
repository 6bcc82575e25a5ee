import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "./client";
import { queryClient } from "./query-client";
import type { Quotation, QuoteGroup } from "./types";

/** `GET /currency/quotation_new`: quote currencies, each with its markets. */
export function getQuotationNew(): Promise<QuoteGroup[]> {
  // Silent: a background refresh that fails shows in the list, not as a toast every 10 s.
  return request<QuoteGroup[]>("/currency/quotation_new", { method: "GET", silent: true });
}

/** Market quotes, refreshed every 10 s while a screen shows them. */
const quotations = queryOptions({
  queryKey: ["market", "quotation_new"],
  queryFn: getQuotationNew,
  refetchInterval: 10_000,
});

export function useQuotations() {
  return useQuery(quotations);
}

/** Starts fetching the markets while a screen that lists them is still loading (the trade route does). */
export function prefetchQuotations(): void {
  void queryClient.prefetchQuery(quotations);
}

export function allMarkets(groups: readonly QuoteGroup[] | undefined): Quotation[] {
  return (groups ?? []).flatMap((g) => g.quotation ?? []);
}

/** "BTC/USDT". */
export function pairName(q: Pick<Quotation, "currency_name" | "legal_name">): string {
  return `${q.currency_name}/${q.legal_name}`;
}
