import WebSocket from "ws";
import type { PriceMove, PriceSource, SourceMarket, SourceVolume } from "./source.ts";
import { amountText, priceUnits } from "./source.ts";

export const BINANCE_STREAM_URL = "wss://stream.binance.com:9443/stream";

export interface ExchangeOptions {
  /** the combined-stream endpoint; the streams are appended as `?streams=btcusdt@aggTrade/…` */
  url: string;
  /** called when the connection opens, drops or sends something unreadable */
  onEvent?: (event: "open" | "close" | "bad-message", detail?: unknown) => void;
  /** first reconnection delay; doubles up to 30 s */
  retryMs?: number;
  /** the venue behind the stream, as users read it next to its volume; "Binance" by default */
  venue?: string;
}

/** A message of the stream: an `aggTrade` (`p` the price) or a `24hrMiniTicker` (`v` base, `q` quote volume). */
interface StreamEvent {
  e?: unknown;
  s?: unknown;
  p?: unknown;
  v?: unknown;
  q?: unknown;
}

/**
 * The public trade stream of an exchange (Binance's combined `aggTrade` streams): the last trade price
 * of each market becomes its index price at the next step. A market with no trade since the last step
 * gets no tick, so a silent or dead connection makes markets stale rather than repeating old prices.
 * The exchange's own rolling 24 h volume of each market (its `miniTicker` stream, base `v` and quote `q`)
 * rides along with the market's next tick. The connection is reopened with exponential backoff.
 */
export function exchangeSource(markets: readonly SourceMarket[], opts: ExchangeOptions): PriceSource {
  const byStream = new Map(markets.map((m) => [m.symbol.replace("/", "").toLowerCase(), m]));
  const latest = new Map<number, bigint>();
  const volumes = new Map<number, SourceVolume>();
  const streams = [...byStream.keys()].flatMap((s) => [`${s}@aggTrade`, `${s}@miniTicker`]).join("/");
  const url = `${opts.url}${opts.url.includes("?") ? "&" : "?"}streams=${streams}`;
  let socket: WebSocket | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = opts.retryMs ?? 1000;
  let stopped = false;

  function onMessage(data: WebSocket.RawData) {
    let event: StreamEvent;
    try {
      const message = JSON.parse(data.toString()) as { data?: StreamEvent };
      event = message.data ?? (message as StreamEvent);
    } catch (err) {
      opts.onEvent?.("bad-message", err);
      return;
    }
    if (event.e === "24hrMiniTicker" && typeof event.s === "string") {
      const market = byStream.get(event.s.toLowerCase());
      if (!market) return;
      const volume = amountText(event.v);
      const turnover = amountText(event.q);
      if (volume === undefined || turnover === undefined) opts.onEvent?.("bad-message", event);
      else volumes.set(market.id, { volume, turnover });
      return;
    }
    if (typeof event.s !== "string" || typeof event.p !== "string") return;
    const market = byStream.get(event.s.toLowerCase());
    if (!market) return;
    const price = priceUnits(event.p, market.decimals);
    if (price === undefined) opts.onEvent?.("bad-message", event);
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
    venue: opts.venue ?? "Binance",
    next(): PriceMove[] {
      const moves = [...latest].map(([marketId, price]) => {
        const volume = volumes.get(marketId);
        return volume ? { marketId, price, volume } : { marketId, price };
      });
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
