import {
  BinanceAggTrades,
  BinanceAvgPrice,
  BinanceBookTickerAnswer,
  BinanceDepth,
  BinanceEmpty,
  BinanceError as BinanceErrorSchema,
  BinanceExchangeInfo,
  BinanceKlines,
  BinancePriceAnswer,
  BinanceTicker24hAnswer,
  BinanceTime,
  BinanceTrades,
} from "@bourse/contract";
import { div, isZero, MAX_SCALE, parse, toPlainString } from "@bourse/money";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import type { MarketStats } from "../market/index.ts";
import type { SpotService } from "../spot/index.ts";
import {
  binanceSymbol,
  errors,
  installBinanceConventions,
  integerParam,
  symbolIndex,
  symbolParam,
  symbolsParam,
  timeParam,
  WEIGHT_LIMIT_PER_MINUTE,
  type WeightCounter,
} from "./binance.conventions.ts";
import { decimalText, INTERVALS, type MarketRules, symbolInfo } from "./binance.map.ts";
import type { Books } from "./binance.market-streams.ts";
import { klines, tickers24h } from "./binance.reads.ts";

export interface BinanceRoutesOptions {
  db: Db;
  clock: () => Date;
  spot: SpotService;
  stats: MarketStats;
  /** whether the venue lists a market (`BTC/USDT`) */
  listed: (symbol: string) => boolean;
  /** the books' update ids, shared with the depth streams */
  books: Books;
  /** the request weights every `/api/v3` context counts in */
  weights: WeightCounter;
}

const tags = ["binance"];
const errorAnswers = { 400: BinanceErrorSchema, 429: BinanceErrorSchema };
const Param = (description: string) => Type.Optional(Type.String({ maxLength: 4096, description }));
const SymbolQuery = Type.Object({ symbol: Param("BTCUSDT") });
const SymbolsQuery = Type.Object({
  symbol: Param("BTCUSDT; without it every market"),
  symbols: Param('a JSON array: ["BTCUSDT","ETHUSDT"]'),
});

/** Binance's weight of a call that names one symbol, several, or none (`ticker/price`, `bookTicker`). */
const smallTickerWeight = (q: Record<string, unknown>) => (q.symbol ? 2 : 4);
function ticker24hWeight(q: Record<string, unknown>) {
  if (q.symbol) return 2;
  if (typeof q.symbols === "string") {
    const n = q.symbols.split(",").length;
    return n <= 20 ? 2 : n <= 100 ? 40 : 80;
  }
  return 80;
}
function depthWeight(q: Record<string, unknown>) {
  const limit = Number(q.limit ?? 100);
  if (!Number.isFinite(limit) || limit <= 100) return 5;
  return limit <= 500 ? 25 : limit <= 1000 ? 50 : 250;
}

const exact = (text: string) => {
  const parsed = parse(text, MAX_SCALE);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
};

/**
 * The public market data of the Binance-compatible API (`/api/v3`): Binance spot API's paths,
 * parameters, bare answers and errors, read from the venue's spot markets, books, trades and bars.
 */
export const binanceRoutes: FastifyPluginAsync<BinanceRoutesOptions> = async (app, opts) => {
  const { db, clock, spot, stats, listed, books, weights } = opts;
  installBinanceConventions(app, weights, { notFound: true });
  const markets = symbolIndex(spot.rules.filter((r) => listed(r.symbol)));

  const marketOf = (value: unknown): MarketRules => {
    const r = markets.of(symbolParam(value));
    if (!r) throw errors.badSymbol();
    return r;
  };
  /** `symbol`, `symbols` or neither (every market); both → -1128. */
  const marketsOf = (q: { symbol?: string | undefined; symbols?: string | undefined }) => {
    if (q.symbol !== undefined && q.symbols !== undefined) throw errors.combination();
    if (q.symbol !== undefined) return { one: true, list: [marketOf(q.symbol)] };
    if (q.symbols !== undefined)
      return {
        one: false,
        list: symbolsParam(q.symbols).map((s) => {
          const r = markets.of(s);
          if (!r) throw errors.badSymbol();
          return r;
        }),
      };
    return { one: false, list: markets.all() };
  };
  const limitOf = (value: unknown, fallback: number, most: number) =>
    Math.min(Math.max(integerParam(value, "limit") ?? fallback, 1), most);

  app.get(
    "/ping",
    {
      config: { binanceWeight: () => 1 },
      schema: { tags, summary: "Test connectivity", response: { 200: BinanceEmpty, ...errorAnswers } },
    },
    async () => ({}),
  );

  app.get(
    "/time",
    {
      config: { binanceWeight: () => 1 },
      schema: { tags, summary: "The server's time", response: { 200: BinanceTime, ...errorAnswers } },
    },
    async () => ({ serverTime: clock().getTime() }),
  );

  app.get(
    "/exchangeInfo",
    {
      config: { binanceWeight: () => 20 },
      schema: {
        tags,
        summary: "Trading rules and symbols: every spot market, or those named (symbol, symbols)",
        querystring: SymbolsQuery,
        response: { 200: BinanceExchangeInfo, ...errorAnswers },
      },
    },
    async (request) => ({
      timezone: "UTC" as const,
      serverTime: clock().getTime(),
      rateLimits: [
        {
          rateLimitType: "REQUEST_WEIGHT",
          interval: "MINUTE",
          intervalNum: 1,
          limit: WEIGHT_LIMIT_PER_MINUTE,
        },
      ],
      exchangeFilters: [],
      symbols: marketsOf(request.query as { symbol?: string; symbols?: string }).list.map(symbolInfo),
    }),
  );

  app.get(
    "/depth",
    {
      config: { binanceWeight: depthWeight },
      schema: {
        tags,
        summary: "Order book (limit: default 100, at most 5000 levels a side)",
        querystring: Type.Object({ symbol: Param("BTCUSDT"), limit: Param("default 100, max 5000") }),
        response: { 200: BinanceDepth, ...errorAnswers },
      },
    },
    async (request) => {
      const q = request.query as { symbol?: string; limit?: string };
      const r = marketOf(q.symbol);
      const limit = limitOf(q.limit, 100, 5000);
      // at the book's update id: the depth stream's next diff carries what changes after it
      return books.snapshot(r, limit);
    },
  );

  /** The market's latest trades, oldest first. */
  async function recentTrades(r: MarketRules, limit: number) {
    const rows = await db.query<{
      id: string;
      price: string;
      quantity: string;
      quote: string;
      taker_side: string;
      time: string;
    }>(
      `SELECT id::text AS id, price::text AS price, quantity::text AS quantity, quote::text AS quote, taker_side,
         (extract(epoch FROM created_at) * 1000)::bigint::text AS time
       FROM spot_trades WHERE market_id = $1 AND NOT demo ORDER BY id DESC LIMIT $2`,
      [r.id, limit],
    );
    return rows.reverse().map((t) => ({
      id: Number(t.id),
      price: decimalText(t.price),
      qty: decimalText(t.quantity),
      quoteQty: decimalText(t.quote),
      time: Number(t.time),
      isBuyerMaker: t.taker_side === "sell",
    }));
  }

  app.get(
    "/trades",
    {
      config: { binanceWeight: () => 25 },
      schema: {
        tags,
        summary: "Recent trades, oldest first (limit: default 500, max 1000)",
        querystring: Type.Object({ symbol: Param("BTCUSDT"), limit: Param("default 500, max 1000") }),
        response: { 200: BinanceTrades, ...errorAnswers },
      },
    },
    async (request) => {
      const q = request.query as { symbol?: string; limit?: string };
      const r = marketOf(q.symbol);
      const trades = await recentTrades(r, limitOf(q.limit, 500, 1000));
      return trades.map((t) => ({ ...t, isBestMatch: true }));
    },
  );

  app.get(
    "/aggTrades",
    {
      config: { binanceWeight: () => 4 },
      schema: {
        tags,
        summary: "Recent trades as aggregate trades (each trade its own), oldest first",
        querystring: Type.Object({
          symbol: Param("BTCUSDT"),
          limit: Param("default 500, max 1000"),
          fromId: Param("the first trade id"),
          startTime: Param("ms"),
          endTime: Param("ms"),
        }),
        response: { 200: BinanceAggTrades, ...errorAnswers },
      },
    },
    async (request) => {
      const q = request.query as {
        symbol?: string;
        limit?: string;
        fromId?: string;
        startTime?: string;
        endTime?: string;
      };
      const r = marketOf(q.symbol);
      const limit = limitOf(q.limit, 500, 1000);
      const fromId = integerParam(q.fromId, "fromId");
      const startTime = timeParam(q.startTime, "startTime");
      const endTime = timeParam(q.endTime, "endTime");
      const ranged = fromId !== undefined || startTime !== undefined || endTime !== undefined;
      const rows = ranged
        ? await db.query<{
            id: string;
            price: string;
            quantity: string;
            taker_side: string;
            time: string;
          }>(
            `SELECT id::text AS id, price::text AS price, quantity::text AS quantity, taker_side,
               (extract(epoch FROM created_at) * 1000)::bigint::text AS time
             FROM spot_trades WHERE market_id = $1 AND NOT demo AND ($2::bigint IS NULL OR id >= $2)
               AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at <= $4)
             ORDER BY id LIMIT $5`,
            [
              r.id,
              fromId ?? null,
              startTime === undefined ? null : new Date(startTime),
              endTime === undefined ? null : new Date(endTime),
              limit,
            ],
          )
        : (await recentTrades(r, limit)).map((t) => ({
            id: String(t.id),
            price: t.price,
            quantity: t.qty,
            taker_side: t.isBuyerMaker ? "sell" : "buy",
            time: String(t.time),
          }));
      return rows.map((t) => ({
        a: Number(t.id),
        p: decimalText(t.price),
        q: decimalText(t.quantity),
        f: Number(t.id),
        l: Number(t.id),
        T: Number(t.time),
        m: t.taker_side === "sell",
        M: true,
      }));
    },
  );

  app.get(
    "/klines",
    {
      config: { binanceWeight: () => 2 },
      schema: {
        tags,
        summary:
          "Klines (candles) of the venue's bars, oldest first: intervals 1m 5m 15m 30m 1h 4h 1d 1w 1M; limit default 500, max 1000",
        querystring: Type.Object({
          symbol: Param("BTCUSDT"),
          interval: Param("1m, 5m, 15m, 30m, 1h, 4h, 1d, 1w, 1M"),
          startTime: Param("ms"),
          endTime: Param("ms"),
          limit: Param("default 500, max 1000"),
          timeZone: Param("ignored: bars are in UTC"),
        }),
        response: { 200: BinanceKlines, ...errorAnswers },
      },
    },
    async (request) => {
      const q = request.query as {
        symbol?: string;
        interval?: string;
        startTime?: string;
        endTime?: string;
        limit?: string;
      };
      const r = marketOf(q.symbol);
      if (q.interval === undefined || q.interval === "") throw errors.mandatory("interval");
      const interval = INTERVALS[q.interval];
      if (!interval) throw errors.badInterval();
      const startTime = timeParam(q.startTime, "startTime");
      const endTime = timeParam(q.endTime, "endTime");
      const limit = limitOf(q.limit, 500, 1000);
      const from = startTime ?? 0;
      const to = endTime ?? clock().getTime();
      if (from > to) return [];
      // from the start forward when one is given, else the latest bars up to the end
      return klines(db, r, interval, { from, to, limit, forward: startTime !== undefined });
    },
  );

  app.get(
    "/ticker/24hr",
    {
      config: { binanceWeight: ticker24hWeight },
      schema: {
        tags,
        summary:
          "24 h statistics: last price (the index), open, high, low, the venue's own volume and trades; one market or several",
        querystring: Type.Object({
          symbol: Param("BTCUSDT"),
          symbols: Param('a JSON array: ["BTCUSDT","ETHUSDT"]'),
          type: Param("FULL (MINI answers the same)"),
        }),
        response: { 200: BinanceTicker24hAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const chosen = marketsOf(request.query as { symbol?: string; symbols?: string });
      const answers = await tickers24h({ db, spot, stats }, chosen.list, clock().getTime());
      return chosen.one ? answers[0]! : answers;
    },
  );

  app.get(
    "/ticker/price",
    {
      config: { binanceWeight: smallTickerWeight },
      schema: {
        tags,
        summary: "Last price (the market's index price, as the market list shows it); one market or several",
        querystring: SymbolsQuery,
        response: { 200: BinancePriceAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const chosen = marketsOf(request.query as { symbol?: string; symbols?: string });
      const tickers = new Map((await stats.current()).map((t) => [t.market_id, t]));
      const answers = chosen.list.map((r) => ({
        symbol: binanceSymbol(r.symbol),
        price: tickers.get(r.id)?.price ?? "0",
      }));
      return chosen.one ? answers[0]! : answers;
    },
  );

  app.get(
    "/ticker/bookTicker",
    {
      config: { binanceWeight: smallTickerWeight },
      schema: {
        tags,
        summary: "Best bid and ask of the book; one market or several",
        querystring: SymbolsQuery,
        response: { 200: BinanceBookTickerAnswer, ...errorAnswers },
      },
    },
    async (request) => {
      const chosen = marketsOf(request.query as { symbol?: string; symbols?: string });
      const answers = chosen.list.map((r) => {
        const top = spot.depth(r, 1);
        return {
          symbol: binanceSymbol(r.symbol),
          bidPrice: top.bids[0]?.[0] ?? "0",
          bidQty: top.bids[0]?.[1] ?? "0",
          askPrice: top.asks[0]?.[0] ?? "0",
          askQty: top.asks[0]?.[1] ?? "0",
        };
      });
      return chosen.one ? answers[0]! : answers;
    },
  );

  app.get(
    "/avgPrice",
    {
      config: { binanceWeight: () => 2 },
      schema: {
        tags,
        summary:
          "Average price of the venue's trades over the last 5 minutes (the index price when none traded)",
        querystring: SymbolQuery,
        response: { 200: BinanceAvgPrice, ...errorAnswers },
      },
    },
    async (request) => {
      const r = marketOf((request.query as { symbol?: string }).symbol);
      const now = clock().getTime();
      const [row] = await db.query<{ base: string | null; quote: string | null; last: string | null }>(
        `SELECT sum(quantity)::text AS base, sum(quote)::text AS quote,
           (extract(epoch FROM max(created_at)) * 1000)::bigint::text AS last
         FROM spot_trades WHERE market_id = $1 AND NOT demo AND created_at >= $2`,
        [r.id, new Date(now - 5 * 60_000)],
      );
      const base = row?.base ? exact(row.base) : undefined;
      if (!base || isZero(base) || !row?.quote) {
        const last = (await stats.current()).find((t) => t.market_id === r.id)?.price ?? "0";
        return { mins: 5, price: last, closeTime: now };
      }
      return {
        mins: 5,
        price: toPlainString(div(exact(row.quote), base, r.priceDecimals, "half-up")),
        closeTime: Number(row.last ?? now),
      };
    },
  );
};
