import type { TickerSnapshot } from "@bourse/contract";
import { channels, type TickerItem, type TickerMessage } from "@bourse/contract/realtime";
import { useEffect, useMemo } from "react";
import { create } from "zustand";
import { request } from "./client";
import { useQuotations } from "./get-quotation-new";
import { listen } from "./realtime";
import type { Quotation, QuoteGroup } from "./types";

export type Tickers = ReadonlyMap<string, TickerItem>;

/** `GET /market/tickers`: the `ticker` channel's state at sequence `seq`. */
export function getMarketTickers(): Promise<TickerSnapshot> {
  return request<TickerSnapshot>("/market/tickers", { method: "GET", silent: true });
}

/** The live tickers by symbol; null until the channel's first snapshot. */
const useLiveTickers = create<{ tickers: Tickers | null }>(() => ({ tickers: null }));

function merge(into: Tickers | null, items: readonly TickerItem[]): Tickers {
  const next = new Map(into ?? []);
  for (const item of items) next.set(item.symbol, item);
  return next;
}

const tickerSource = {
  apply: (message: TickerMessage) => {
    useLiveTickers.setState((s) => ({ tickers: merge(s.tickers, message.tickers) }));
  },
  resync: async () => {
    const snapshot = await getMarketTickers();
    useLiveTickers.setState({ tickers: merge(null, snapshot.tickers) });
    return snapshot.seq;
  },
};

function tickerOf(q: Quotation): TickerItem {
  const { symbol, id, now_price, change, open, high, low, volume, turnover, stale } = q;
  return {
    symbol,
    market_id: id,
    price: now_price,
    change,
    open,
    high,
    low,
    volume,
    turnover,
    stale,
    tick_seq: 0,
    time: null,
  };
}

/**
 * Every market's ticker by symbol ("BTC/USDT"), live from the `ticker` channel; the quotation list
 * stands in until the channel's first snapshot arrives.
 */
export function useTickers(): Tickers {
  useEffect(() => listen(channels.ticker, tickerSource), []);
  const live = useLiveTickers((s) => s.tickers);
  const quotes = useQuotations();
  return useMemo(
    () =>
      live ?? new Map((quotes.data ?? []).flatMap((g) => g.quotation.map((q) => [q.symbol, tickerOf(q)]))),
    [live, quotes.data],
  );
}

/** A quotation with its live ticker's figures. */
export function withTicker<Q extends Quotation>(q: Q, ticker: TickerItem | undefined): Q {
  if (!ticker) return q;
  const { price, change, open, high, low, volume, turnover, stale } = ticker;
  return { ...q, now_price: price, change, open, high, low, volume, turnover, stale };
}

/** The quotation list (`quotation_new`) with live prices and 24 h figures. */
export function useLiveQuotations() {
  const quotes = useQuotations();
  const tickers = useTickers();
  const groups = useMemo<QuoteGroup[] | undefined>(
    () =>
      quotes.data?.map((g) => ({
        ...g,
        quotation: (g.quotation ?? []).map((q) => withTicker(q, tickers.get(q.symbol))),
      })),
    [quotes.data, tickers],
  );
  return { data: groups, isPending: quotes.isPending, isError: quotes.isError, refetch: quotes.refetch };
}
