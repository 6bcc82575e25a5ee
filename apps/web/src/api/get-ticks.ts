import { channels, type TickMessage } from "@bourse/contract/realtime";
import { useEffect } from "react";
import { create } from "zustand";
import { request } from "./client";
import { listen } from "./realtime";
import type { ListPage } from "./types";

/** The most ticks one page of the tick log holds. */
const PAGE = 1000;

interface LoggedTick {
  symbol: string;
  seq: number;
  price: string;
  time: string;
}

/** `GET /ticks?after_seq=`: the ticks of a market after `afterSeq`, oldest first. */
export function getTicksAfter(symbol: string, afterSeq: number): Promise<ListPage<LoggedTick>> {
  return request<ListPage<LoggedTick>>("/ticks", {
    method: "GET",
    params: { symbol, after_seq: afterSeq, page: 1, limit: PAGE },
    silent: true,
  });
}

/** The last index price by tick channel name. */
const usePrices = create<Record<string, string>>(() => ({}));

function tickSource(symbol: string) {
  const channel = channels.tick(symbol);
  const show = (price: string) => usePrices.setState({ [channel]: price });
  return {
    apply: (message: TickMessage) => show(message.price),
    // The first run starts one tick before the subscription, to show the current price at once.
    resync: async (lastSeq: number | undefined, subscribedSeq: number | undefined) => {
      const start = lastSeq ?? (subscribedSeq === undefined ? undefined : Math.max(0, subscribedSeq - 1));
      // Without a starting point the whole log would be paged through.
      if (start === undefined) throw new Error(`${channel}: no sequence to resume from`);
      let seq = start;
      for (;;) {
        const page = await getTicksAfter(symbol, seq);
        const newest = page.data.at(-1);
        if (!newest) return seq;
        seq = newest.seq;
        show(newest.price);
        if (page.data.length < PAGE) return seq;
      }
    },
  };
}

/** A market's index price, tick by tick; undefined until the first one. */
export function useTickPrice(symbol: string): string | undefined {
  useEffect(() => listen(channels.tick(symbol), tickSource(symbol)), [symbol]);
  return usePrices((s) => s[channels.tick(symbol)]);
}
