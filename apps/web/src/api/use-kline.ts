import type { UdfHistory } from "@bourse/contract";
import { channels, type KlineBar, type KlineMessage } from "@bourse/contract/realtime";
import { useEffect } from "react";
import { create } from "zustand";
import { requestRaw } from "./client";
import { upsertBar } from "./kline-bars";
import { type Period, periodSeconds } from "./kline-periods";
import { listen } from "./realtime";

/** Bars a chart opens with. */
const HISTORY_BARS = 300;

/** Where each market's made-up history ends (ms), by symbol, once a history answer told it. */
export const useSyntheticUntil = create<Record<string, number>>(() => ({}));

/**
 * The last HISTORY_BARS bars of a market up to `nowMs`, oldest first. `GET /market/history` answers
 * TradingView's UDF shape without the envelope (contract `UdfHistory`).
 */
export async function getMarketHistory(symbol: string, period: Period, nowMs: number): Promise<KlineBar[]> {
  const to = Math.floor(nowMs / 1000);
  const from = to - HISTORY_BARS * periodSeconds[period];
  const udf = await requestRaw<UdfHistory>("/market/history", {
    method: "GET",
    params: { symbol, resolution: period, from, to },
    silent: true,
  });
  if (udf.s === "no_data") return [];
  const { t, o, h, l, c, v } = udf;
  if (udf.s !== "ok" || !t || !o || !h || !l || !c || !v) throw new Error(udf.errmsg ?? "no history");
  if (udf.synthetic_until !== undefined) useSyntheticUntil.setState({ [symbol]: udf.synthetic_until * 1000 });
  return t.map((time, i) => ({
    time: time * 1000,
    open: o[i] ?? "0",
    high: h[i] ?? "0",
    low: l[i] ?? "0",
    close: c[i] ?? "0",
    volume: v[i] ?? "0",
    ...(udf.synthetic?.[i] ? { synthetic: true } : {}),
  }));
}

/** Bars by kline channel name. */
const useBars = create<Record<string, KlineBar[]>>(() => ({}));

function klineSource(symbol: string, period: Period) {
  const channel = channels.kline(symbol, period);
  return {
    apply: (message: KlineMessage) =>
      useBars.setState((s) => ({ [channel]: upsertBar(s[channel] ?? [], message.bar) })),
    // Bars are replaced whole, so the state reflects at least the sequence acknowledged before the fetch.
    resync: async (_lastSeq: number | undefined, subscribedSeq: number | undefined) => {
      const bars = await getMarketHistory(symbol, period, Date.now());
      useBars.setState({ [channel]: bars });
      return subscribedSeq ?? 0;
    },
  };
}

/** A market's candles for `period`, live from its kline channel; undefined until the first load. */
export function useKline(symbol: string, period: Period): KlineBar[] | undefined {
  useEffect(() => listen(channels.kline(symbol, period), klineSource(symbol, period)), [symbol, period]);
  return useBars((s) => s[channels.kline(symbol, period)]);
}
