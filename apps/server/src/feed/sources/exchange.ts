import WebSocket from "ws";
import type { PriceMove, PriceSource, SourceMarket } from "./source.ts";
import { priceUnits } from "./source.ts";

export const BINANCE_STREAM_URL = "wss://stream.binance.com:9443/stream";

export interface ExchangeOptions {
  /** the combined-stream endpoint; the streams are appended as `?streams=btcusdt@aggTrade/…` */
  url: string;
  /** called when the connection opens, drops or sends something unreadable */
  onEvent?: (event: "open" | "close" | "bad-message", detail?: unknown) => void;
  /** first reconnection delay; doubles up to 30 s */
  retryMs?: number;
}

/**
 * The public trade stream of an exchange (Binance's combined `aggTrade` streams): the last trade price
 * of each market becomes its index price at the next step. A market with no trade since the last step
 * gets no tick, so a silent or dead connection makes markets stale rather than repeating old prices.
 * The connection is reopened with exponential backoff.
 */
export function exchangeSource(markets: readonly SourceMarket[], opts: ExchangeOptions): PriceSource {
  const byStream = new Map(markets.map((m) => [m.symbol.replace("/", "").toLowerCase(), m]));
  const latest = new Map<number, bigint>();
  const streams = [...byStream.keys()].map((s) => `${s}@aggTrade`).join("/");
  const url = `${opts.url}${opts.url.includes("?") ? "&" : "?"}streams=${streams}`;
  let socket: WebSocket | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = opts.retryMs ?? 1000;
  let stopped = false;

  function onMessage(data: WebSocket.RawData) {
    let trade: { s?: unknown; p?: unknown };
    try {
      const message = JSON.parse(data.toString()) as { data?: { s?: unknown; p?: unknown } };
      trade = message.data ?? (message as { s?: unknown; p?: unknown });
    } catch (err) {
      opts.onEvent?.("bad-message", err);
      return;
    }
    if (typeof trade.s !== "string" || typeof trade.p !== "string") return;
    const market = byStream.get(trade.s.toLowerCase());
    if (!market) return;
    const price = priceUnits(trade.p, market.decimals);
    if (price === undefined) opts.onEvent?.("bad-message", trade);
    else latest.set(market.id, price);
  }

  function connect() {
    if (stopped) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.on("open", () => {
      delay = opts.retryMs ?? 1000;
      opts.onEvent?.("open");
    });
    ws.on("message", onMessage);
    ws.on("error", () => undefined); // "close" follows
    ws.on("close", () => {
      opts.onEvent?.("close");
      if (stopped) return;
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30_000);
    });
  }

  return {
    name: "exchange",
    next(): PriceMove[] {
      const moves = [...latest].map(([marketId, price]) => ({ marketId, price }));
      latest.clear();
      return moves;
    },
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const ws = socket;
      if (!ws || ws.readyState === WebSocket.CLOSED) return;
      await new Promise<void>((resolve) => {
        ws.once("close", () => resolve());
        ws.terminate();
      });
    },
  };
}
