import { channels, type DepthMessage } from "@bourse/contract/realtime";
import { useEffect } from "react";
import { create } from "zustand";
import { request } from "./client";
import { listen } from "./realtime";

/** `[price, amount]`, best first. */
export type BookLevel = [string, string];

export interface SpotBook {
  bids: BookLevel[];
  asks: BookLevel[];
}

/** The depth channel carries the top 20 levels of each side; the snapshot asks for as many. */
export const BOOK_LEVELS = 20;

interface DepthSnapshot extends SpotBook {
  symbol: string;
  seq: number;
}

/** `GET /spot/depth`: the book of a market as of the depth channel's sequence `seq`. */
export function getSpotDepth(symbol: string, limit = BOOK_LEVELS): Promise<DepthSnapshot> {
  return request<DepthSnapshot>("/spot/depth", { method: "GET", params: { symbol, limit }, silent: true });
}

/** Books by depth channel name. */
const useBooks = create<Record<string, SpotBook>>(() => ({}));

function depthSource(symbol: string) {
  const channel = channels.depth(symbol);
  return {
    // every message replaces the whole top of the book
    apply: (message: DepthMessage) =>
      useBooks.setState({ [channel]: { bids: message.bids, asks: message.asks } }),
    resync: async () => {
      const snapshot = await getSpotDepth(symbol);
      useBooks.setState({ [channel]: { bids: snapshot.bids, asks: snapshot.asks } });
      return snapshot.seq;
    },
  };
}

/** A spot market's order book, live from its depth channel; undefined until the first snapshot. */
export function useSpotDepth(symbol: string | undefined): SpotBook | undefined {
  useEffect(() => (symbol ? listen(channels.depth(symbol), depthSource(symbol)) : undefined), [symbol]);
  return useBooks((s) => (symbol ? s[channels.depth(symbol)] : undefined));
}
