import type { LoggedTick, TickPage } from "@bourse/contract";
import { channels, type TickMessage } from "@bourse/contract/realtime";
import { useEffect } from "react";
import { create } from "zustand";
import { request } from "./client";
import { listen } from "./realtime";

/** The most ticks one page of the tick log holds. */
const PAGE = 1000;

/** Ticks kept per market: about three minutes at two ticks a second. */
export const TICKS_KEPT = 360;

/** One index tick as the screens keep it (time in ms); `seq` is its id in the public tick log of its market. */
export interface Tick {
  seq: number;
  price: string;
  /** ms */
  time: number;
}

/** `GET /ticks?after_seq=`: up to `limit` ticks of a market after `afterSeq`, oldest first. */
export function getTicksAfter(symbol: string, afterSeq: number, limit = PAGE): Promise<TickPage> {
  return request<TickPage>("/ticks", {
    method: "GET",
    params: { symbol, after_seq: afterSeq, page: 1, limit },
    silent: true,
  });
}

export const loggedTick = (t: LoggedTick): Tick => ({ seq: t.seq, price: t.price, time: Date.parse(t.time) });

/** `ticks` with `more` after them (older and repeated sequence numbers dropped), the last TICKS_KEPT. */
export function appendTicks(ticks: readonly Tick[], more: readonly Tick[]): Tick[] {
  let last = ticks.at(-1)?.seq ?? -1;
  const next = [...ticks];
  for (const tick of more) {
    if (tick.seq <= last) continue;
    next.push(tick);
    last = tick.seq;
  }
  return next.slice(-TICKS_KEPT);
}

/**
 * The recent ticks by tick channel name: one store for every screen, since a channel has one source
 * (the first listener's) however many screens listen to it.
 */
const useTickStore = create<Record<string, Tick[]>>(() => ({}));

function tickSource(symbol: string) {
  const channel = channels.tick(symbol);
  const append = (more: readonly Tick[]) =>
    useTickStore.setState((s) => ({ [channel]: appendTicks(s[channel] ?? [], more) }));
  return {
    apply: (message: TickMessage) => append([{ seq: message.seq, price: message.price, time: message.time }]),
    // The first run starts TICKS_KEPT ticks before the subscription, so a line has a past at once.
    resync: async (lastSeq: number | undefined, subscribedSeq: number | undefined) => {
      const start =
        lastSeq ?? (subscribedSeq === undefined ? undefined : Math.max(0, subscribedSeq - TICKS_KEPT));
      // Without a starting point the whole log would be paged through.
      if (start === undefined) throw new Error(`${channel}: no sequence to resume from`);
      let seq = start;
      for (;;) {
        const page = await getTicksAfter(symbol, seq);
        append(page.data.map(loggedTick));
        const newest = page.data.at(-1);
        if (!newest) return seq;
        seq = newest.seq;
        if (page.data.length < PAGE) return seq;
      }
    },
  };
}

const none: Tick[] = [];

/**
 * A market's recent index ticks, oldest first, live from its tick channel; empty until the first load
 * and while `symbol` is null (nothing to follow).
 */
export function useTicks(symbol: string | null): Tick[] {
  useEffect(() => (symbol ? listen(channels.tick(symbol), tickSource(symbol)) : undefined), [symbol]);
  return useTickStore((s) => (symbol ? (s[channels.tick(symbol)] ?? none) : none));
}

/** A market's index price, tick by tick; undefined until the first one. */
export function useTickPrice(symbol: string): string | undefined {
  return useTicks(symbol).at(-1)?.price;
}
