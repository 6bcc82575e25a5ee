import type { Depth } from "@bourse/contract";
import { channels, type DepthMessage } from "@bourse/contract/realtime";
import { useEffect } from "react";
import { create } from "zustand";
import { tradingAccount, useAppStore } from "../app/store";
import { request } from "./client";
import { listen } from "./realtime";
import type { TradingAccount } from "./types";

/** `[price, amount]`, best first. */
export type BookLevel = Depth["bids"][number];

/** Both sides of a book, as the store keeps them from the snapshot and the depth channel. */
export type SpotBook = Pick<Depth, "bids" | "asks">;

/** The depth channel carries the top 20 levels of each side; the snapshot asks for as many. */
export const BOOK_LEVELS = 20;

/**
 * `GET /spot/depth`: the book of a market as of the depth channel's sequence `seq`; in demo mode
 * (`account=demo`) the market's demo book, apart from the real one.
 */
export function getSpotDepth(
  symbol: string,
  account: TradingAccount = "real",
  limit = BOOK_LEVELS,
): Promise<Depth> {
  const params = { symbol, limit, account: account === "demo" ? account : undefined };
  return request<Depth>("/spot/depth", { method: "GET", params, silent: true });
}

/** Books by depth channel name. */
const useBooks = create<Record<string, SpotBook>>(() => ({}));

function depthSource(symbol: string, account: TradingAccount) {
  const channel = channels.depth(symbol, account);
  return {
    // every message replaces the whole top of the book
    apply: (message: DepthMessage) =>
      useBooks.setState({ [channel]: { bids: message.bids, asks: message.asks } }),
    resync: async () => {
      const snapshot = await getSpotDepth(symbol, account);
      useBooks.setState({ [channel]: { bids: snapshot.bids, asks: snapshot.asks } });
      return snapshot.seq;
    },
  };
}

/**
 * A spot market's order book, live from its depth channel; undefined until the first snapshot. In demo
 * mode it is the market's demo book (`depth:<symbol>:demo`).
 */
export function useSpotDepth(symbol: string | undefined): SpotBook | undefined {
  const account = useAppStore(tradingAccount);
  useEffect(
    () => (symbol ? listen(channels.depth(symbol, account), depthSource(symbol, account)) : undefined),
    [symbol, account],
  );
  return useBooks((s) => (symbol ? s[channels.depth(symbol, account)] : undefined));
}
