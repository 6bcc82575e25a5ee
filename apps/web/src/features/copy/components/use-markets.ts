import type { TickerItem } from "@bourse/contract/realtime";
import { useMemo } from "react";
import { useTickers } from "../../../api/get-market-tickers";

/**
 * Every market's live ticker by market id: copies and trader positions carry `market_id` only, and
 * show the symbol and the index price from here.
 */
export function useMarketsById(): ReadonlyMap<number, TickerItem> {
  const tickers = useTickers();
  return useMemo(() => new Map([...tickers.values()].map((t) => [t.market_id, t])), [tickers]);
}
