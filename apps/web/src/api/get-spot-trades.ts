import { channels, type TradeItem, type TradesMessage } from "@bourse/contract/realtime";
import { useEffect } from "react";
import { create } from "zustand";
import { request } from "./client";
import { listen } from "./realtime";

export type SpotTrade = TradeItem;

/** How many of a market's latest trades the screens keep. */
export const TRADES_KEPT = 50;

/** `GET /spot/trades`: a market's latest trades, newest first. */
export function getSpotTrades(symbol: string, limit = TRADES_KEPT): Promise<SpotTrade[]> {
  return request<SpotTrade[]>("/spot/trades", { method: "GET", params: { symbol, limit }, silent: true });
}

/** `incoming` and `kept` as one list, newest first, each trade once, at most TRADES_KEPT. */
export function mergeTrades(kept: readonly SpotTrade[], incoming: readonly SpotTrade[]): SpotTrade[] {
  const byId = new Map<number, SpotTrade>();
  for (const trade of [...kept, ...incoming]) byId.set(trade.id, trade);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, TRADES_KEPT);
}

/** Latest trades by trades channel name. */
const useTrades = create<Record<string, SpotTrade[]>>(() => ({}));

function tradesSource(symbol: string) {
  const channel = channels.trades(symbol);
  return {
    apply: (message: TradesMessage) =>
      useTrades.setState((s) => ({ [channel]: mergeTrades(s[channel] ?? [], message.trades) })),
    // The list comes whole over HTTP, so it reflects at least the sequence acknowledged before the
    // fetch; messages held since then may repeat trades it has, which the merge drops.
    resync: async (_lastSeq: number | undefined, subscribedSeq: number | undefined) => {
      const latest = await getSpotTrades(symbol);
      useTrades.setState((s) => ({ [channel]: mergeTrades(s[channel] ?? [], latest) }));
      return subscribedSeq ?? 0;
    },
  };
}

/** A spot market's latest trades (newest first), live from its trades channel; undefined until loaded. */
export function useSpotTrades(symbol: string | undefined): SpotTrade[] | undefined {
  useEffect(() => (symbol ? listen(channels.trades(symbol), tradesSource(symbol)) : undefined), [symbol]);
  return useTrades((s) => (symbol ? s[channels.trades(symbol)] : undefined));
}
