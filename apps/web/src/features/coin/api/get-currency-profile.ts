import type { CurrencyProfile } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { useAppStore } from "../../../app/store";

export type { CurrencyProfile };

/**
 * `GET /currency/profile?currency=`: a listed coin's profile in the app's language (English where it
 * is not translated); `profile` is null while nobody has written one. A coin that is not listed is
 * refused (an ApiError from the server).
 */
export function getCurrencyProfile(currency: string): Promise<CurrencyProfile> {
  return request<CurrencyProfile>("/currency/profile", { method: "GET", params: { currency }, silent: true });
}

export function useCurrencyProfile(currency: string | null) {
  const lang = useAppStore((s) => s.lang);
  return useQuery({
    queryKey: ["coin", "profile", currency, lang],
    queryFn: () => getCurrencyProfile(currency ?? ""),
    enabled: currency !== null,
    staleTime: 300_000,
  });
}
