import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { request } from "../api/client";
import { useCurrencyList } from "../api/get-currency-list";
import type { QuoteGroup } from "../api/types";
import {
  DEFAULT_SCALE,
  formatCoinAmount,
  formatDate,
  formatDateTime,
  formatExact,
  formatNumber,
  formatPercent,
  formatRate,
} from "./format";
import { formatChange, formatPrice } from "./quote";
import { useLocaleTag } from "./use-locale";

type Value = string | number | null | undefined;

/** The formatters of `format.ts` and `quote.ts` bound to one language's BCP 47 tag. */
export function formattersFor(locale: string) {
  return {
    locale,
    /** A price with the market's price decimals (exactly that many). */
    price: (value: Value, decimals?: number) => formatPrice(value, locale, decimals),
    /** An amount of a currency, up to its scale; "+" before a gain when `signed`. */
    amount: (value: Value, scale?: number, signed = false) => formatCoinAmount(value, locale, scale, signed),
    /** An amount with every decimal the server wrote ("51753.4" → "51.753,4" in Vietnamese). */
    exact: (value: Value, signed = false) => formatExact(value, locale, signed),
    /** A number with exactly `decimals` decimals. */
    number: (value: Value, decimals: number) => formatNumber(value, locale, decimals),
    /** A value in percent: `decimals` at most, `minDecimals` at least (default: exactly `decimals`). */
    percent: (value: Value, decimals = 2, signed = false, minDecimals = decimals) =>
      formatPercent(value, locale, decimals, signed, minDecimals),
    /** A 24 h change, signed. */
    change: (value: Value) => formatChange(value, locale),
    /** A rate given as a fraction ("0.001" → "0.1%"). */
    rate: (value: Value, maxDecimals?: number) => formatRate(value, locale, maxDecimals),
    date: (value: string | number | Date) => formatDate(value, locale),
    dateTime: (value: string | number | Date, precision?: "minute" | "second" | "millisecond") =>
      formatDateTime(value, locale, precision),
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

/** The formatters in the active language: `const f = useFormat(); f.amount(balance, scale)`. */
export function useFormat(): Formatters {
  const locale = useLocaleTag();
  return useMemo(() => formattersFor(locale), [locale]);
}

/**
 * Each currency's display scale (its decimals, from `GET /currency/list`) by id or name; amounts of a
 * currency not known yet show up to `DEFAULT_SCALE` decimals.
 */
export function useCurrencyScale(): (currency: number | string | undefined) => number {
  const list = useCurrencyList().data;
  return useMemo(() => {
    const byKey = new Map<number | string, number>();
    for (const c of list ?? []) {
      byKey.set(c.id, c.decimals);
      byKey.set(c.name, c.decimals);
    }
    return (currency) => (currency === undefined ? undefined : byKey.get(currency)) ?? DEFAULT_SCALE;
  }, [list]);
}

/**
 * Each market's price precision by symbol ("BTC/USDT" → 2), from the market list (`quotation_new`, the
 * cache the market screens share); undefined until known.
 */
export function useMarketPriceDecimals(): (symbol: string) => number | undefined {
  const groups = useQuery({
    queryKey: ["market", "quotation_new"],
    queryFn: () => request<QuoteGroup[]>("/currency/quotation_new", { method: "GET", silent: true }),
    staleTime: 60_000,
  }).data;
  return useMemo(() => {
    const markets = (groups ?? []).flatMap((g) => g.quotation ?? []);
    const bySymbol = new Map(markets.map((m) => [m.symbol, m.price_decimals]));
    return (symbol) => bySymbol.get(symbol);
  }, [groups]);
}
