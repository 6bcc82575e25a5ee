import type { BinanceSymbol, BinanceTicker24h } from "@bourse/contract";
import { div, fromUnits, isZero, MAX_SCALE, parse, sub, toPlainString } from "@bourse/money";
import type { Static } from "typebox";
import type { SpotService } from "../spot/index.ts";
import { binanceSymbol } from "./binance.conventions.ts";

/** Pure mappings of the venue's markets, tickers and bars to Binance's shapes. */

const exact = (text: string) => {
  const parsed = parse(text, MAX_SCALE);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
};
const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);

/** A spot market's trading rules, as the spot line holds them. */
export type MarketRules = SpotService["rules"][number];

const priceText = (ticks: number, r: MarketRules) => toPlainString(fromUnits(BigInt(ticks), r.priceDecimals));
const amountText = (steps: number, r: MarketRules) =>
  toPlainString(fromUnits(BigInt(steps), r.amountDecimals));

/** The largest whole number of ticks or steps an order may hold. */
const MOST_UNITS = Number.MAX_SAFE_INTEGER;

export const ORDER_TYPES = ["LIMIT", "LIMIT_MAKER", "MARKET"];

/** A spot market as `exchangeInfo` lists it: its assets, precisions and trading rules as filters. */
export function symbolInfo(r: MarketRules): Static<typeof BinanceSymbol> {
  const minNotional = toPlainString(r.minNotional);
  return {
    symbol: binanceSymbol(r.symbol),
    status: r.halted ? "HALT" : r.open ? "TRADING" : "BREAK",
    baseAsset: r.baseName,
    baseAssetPrecision: r.baseScale,
    quoteAsset: r.quoteName,
    quotePrecision: r.quoteScale,
    quoteAssetPrecision: r.quoteScale,
    baseCommissionPrecision: r.baseScale,
    quoteCommissionPrecision: r.quoteScale,
    orderTypes: ORDER_TYPES,
    icebergAllowed: false,
    ocoAllowed: false,
    quoteOrderQtyMarketAllowed: true,
    allowTrailingStop: false,
    cancelReplaceAllowed: false,
    isSpotTradingAllowed: true,
    isMarginTradingAllowed: false,
    filters: [
      {
        filterType: "PRICE_FILTER",
        minPrice: toPlainString(r.priceStep),
        maxPrice: priceText(MOST_UNITS, r),
        tickSize: toPlainString(r.priceStep),
      },
      {
        filterType: "LOT_SIZE",
        minQty: toPlainString(r.lotStep),
        maxQty: amountText(MOST_UNITS, r),
        stepSize: toPlainString(r.lotStep),
      },
      { filterType: "MIN_NOTIONAL", minNotional, applyToMarket: true, avgPriceMins: 5 },
      {
        filterType: "NOTIONAL",
        minNotional,
        applyMinToMarket: true,
        maxNotional: "9000000000000000",
        applyMaxToMarket: false,
        avgPriceMins: 5,
      },
    ],
    permissions: ["SPOT"],
    permissionSets: [["SPOT"]],
    defaultSelfTradePreventionMode: "NONE",
    allowedSelfTradePreventionModes: ["NONE"],
  };
}

/** What the 24 h ticker is built of: the market's statistics, its book's top and its trades' ids. */
export interface TickerParts {
  rules: MarketRules;
  /** the last index price, open, high and low of the window (null before the first tick) */
  last: string | null;
  open: string | null;
  high: string | null;
  low: string | null;
  /** percent, 2 decimals */
  change: string | null;
  /** base and quote traded on the venue in the window */
  volume: string;
  turnover: string;
  bids: [string, string][];
  asks: [string, string][];
  trades: { first: number; last: number; count: number; lastQty: string } | undefined;
  now: number;
}

/** Binance's 24 h ticker of a market. */
export function ticker24h(p: TickerParts): Static<typeof BinanceTicker24h> {
  const r = p.rules;
  const last = p.last ?? "0";
  const open = p.open ?? last;
  const volume = exact(p.volume);
  const weighted = isZero(volume)
    ? last
    : toPlainString(div(exact(p.turnover), volume, r.priceDecimals, "half-up"));
  return {
    symbol: binanceSymbol(r.symbol),
    priceChange: trim(toPlainString(sub(exact(last), exact(open)))),
    priceChangePercent: p.change ?? "0",
    weightedAvgPrice: weighted,
    prevClosePrice: open,
    lastPrice: last,
    lastQty: p.trades?.lastQty ?? "0",
    bidPrice: p.bids[0]?.[0] ?? "0",
    bidQty: p.bids[0]?.[1] ?? "0",
    askPrice: p.asks[0]?.[0] ?? "0",
    askQty: p.asks[0]?.[1] ?? "0",
    openPrice: open,
    highPrice: p.high ?? last,
    lowPrice: p.low ?? last,
    volume: p.volume,
    quoteVolume: p.turnover,
    openTime: p.now - 24 * 3600_000,
    closeTime: p.now,
    firstId: p.trades?.first ?? -1,
    lastId: p.trades?.last ?? -1,
    count: p.trades?.count ?? 0,
  };
}

/**
 * Binance's kline intervals the venue's bars offer: the bar period, its length for SQL, and the SQL of the
 * bar start (ms) a trade's `created_at` falls in (`barStart` of the engine: UTC, weeks from Monday).
 */
const fixedBucket = (ms: number) => `(floor(extract(epoch FROM created_at) * 1000 / ${ms}) * ${ms})::bigint`;
const calendarBucket = (unit: "week" | "month") =>
  `(extract(epoch FROM date_trunc('${unit}', created_at AT TIME ZONE 'UTC')) * 1000)::bigint`;
export const INTERVALS: Record<string, { period: string; sql: string; bucket: string }> = {
  "1m": { period: "1min", sql: "1 minute", bucket: fixedBucket(60_000) },
  "5m": { period: "5min", sql: "5 minutes", bucket: fixedBucket(300_000) },
  "15m": { period: "15min", sql: "15 minutes", bucket: fixedBucket(900_000) },
  "30m": { period: "30min", sql: "30 minutes", bucket: fixedBucket(1_800_000) },
  "1h": { period: "60min", sql: "1 hour", bucket: fixedBucket(3_600_000) },
  "4h": { period: "4H", sql: "4 hours", bucket: fixedBucket(14_400_000) },
  "1d": { period: "1D", sql: "1 day", bucket: fixedBucket(86_400_000) },
  "1w": { period: "1W", sql: "1 week", bucket: calendarBucket("week") },
  "1M": { period: "1M", sql: "1 month", bucket: calendarBucket("month") },
};

export interface KlineRow {
  open_ms: string;
  close_ms: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
  trades: number;
  buy_base: string;
  buy_quote: string;
}

/** A bar as Binance's kline array. */
export function kline(b: KlineRow): (number | string)[] {
  return [
    Number(b.open_ms),
    trim(b.open),
    trim(b.high),
    trim(b.low),
    trim(b.close),
    trim(b.volume),
    Number(b.close_ms),
    trim(b.turnover),
    b.trades,
    trim(b.buy_base),
    trim(b.buy_quote),
    "0",
  ];
}

/** A decimal text of the database, trailing zeros dropped. */
export const decimalText = trim;
