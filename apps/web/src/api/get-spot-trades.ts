import { channels, type TradeItem, type TradesMessage } from "@bourse/contract/realtime";
import { useEffect } from "react";
import { create } from "zustand";
import { tradingAccount, useAppStore } from "../app/store";
import { request } from "./client";
import { listen } from "./realtime";
import type { TradingAccount } from "./types";

export type SpotTrade = TradeItem;

/** How many of a market's latest trades the screens keep. */
export const TRADES_KEPT = 50;

/**
 * `GET /spot/trades`: a market's latest trades, newest first; in demo mode (`account=demo`) those of
 * the market's demo book.
 */
export function getSpotTrades(
  symbol: string,
  account: TradingAccount = "real",
  limit = TRADES_KEPT,
): Promise<SpotTrade[]> {
  const params = { symbol, limit, account: account === "demo" ? account : undefined };
  return request<SpotTrade[]>("/spot/trades", { method: "GET", params, silent: true });
}

/** `incoming` and `kept` as one list, newest first, each trade once, at most TRADES_KEPT. */
export function mergeTrades(kept: readonly SpotTrade[], incoming: readonly SpotTrade[]): SpotTrade[] {
  const byId = new Map<number, SpotTrade>();
  for (const trade of [...kept, ...incoming]) byId.set(trade.id, trade);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, TRADES_KEPT);
}

/** Latest trades by trades channel name. */
const useTrades = create<Record<string, SpotTrade[]>>(() => ({}));

function tradesSource(symbol: string, account: TradingAccount) {
  const channel = channels.trades(symbol, account);
  return {
    apply: (message: TradesMessage) =>
      useTrades.setState((s) => ({ [channel]: mergeTrades(s[channel] ?? [], message.trades) })),
    // The list comes whole over HTTP, so it reflects at least the sequence acknowledged before the
    // fetch; messages held since then may repeat trades it has, which the merge drops.
    resync: async (_lastSeq: number | undefined, subscribedSeq: number | undefined) => {
      const latest = await getSpotTrades(symbol, account);
      useTrades.setState((s) => ({ [channel]: mergeTrades(s[channel] ?? [], latest) }));
      return subscribedSeq ?? 0;
    },
  };
}

/**
 * A spot market's latest trades (newest first), live from its trades channel; undefined until loaded.
 * In demo mode they are the trades of the market's demo book (`trades:<symbol>:demo`).
 */
export function useSpotTrades(symbol: string | undefined): SpotTrade[] | undefined {
  const account = useAppStore(tradingAccount);
  useEffect(
    () => (symbol ? listen(channels.trades(symbol, account), tradesSource(symbol, account)) : undefined),
    [symbol, account],
  );
  return useTrades((s) => (symbol ? s[channels.trades(symbol, account)] : undefined));
}
