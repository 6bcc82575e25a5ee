import { CandleEnvelope, CurrencyListResponse, Envelope, QuotationResponse } from "@bourse/contract";
import { div, mul, parse, sub, toPlainString } from "@bourse/money";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { candlesBetween, dayStats, periodOf } from "./candles.service.ts";

interface MarketRow {
  id: number;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  open_lever: boolean;
  open_microtrade: boolean;
}

const exact = (text: string) => {
  const parsed = parse(text, 18);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
};

/** Change in percent with 2 decimals, half-up; null without both prices. */
function changePercent(open: string | null, last: string | undefined): string | null {
  if (!open || !last || exact(open).units === 0n) return null;
  return toPlainString(
    div(mul(sub(exact(last), exact(open)), exact("100"), 18, "half-up"), exact(open), 2, "half-up"),
  );
}

const CandleItem = Type.Object({
  id: Type.Integer({ description: "bar start, unix seconds" }),
  time: Type.Integer({ description: "bar start, ms" }),
  open: Type.String(),
  close: Type.String(),
  high: Type.String(),
  low: Type.String(),
  amount: Type.String(),
  volume: Type.String(),
});

export const marketRoutes: FastifyPluginAsyncTypebox<{ db: Db; feed: Feed; clock: () => Date }> = async (
  app,
  { db, feed, clock },
) => {
  const tags = ["market"];

  app.get(
    "/currency/list",
    {
      schema: {
        tags,
        summary: "Listed currencies and their networks",
        response: { 200: CurrencyListResponse },
      },
    },
    async (request) => {
      const currencies = await db.query<{ id: number; name: string; decimals: number; image: string }>(
        "SELECT id, name, decimals, image FROM currencies WHERE enabled ORDER BY sort, id",
      );
      const networks = await db.query<{ id: number; currency_id: number; name: string }>(
        "SELECT id, currency_id, name FROM currency_networks WHERE enabled ORDER BY id",
      );
      return envelope(
        request,
        success(
          currencies.map((c) => ({
            ...c,
            networks: networks.filter((n) => n.currency_id === c.id).map(({ id, name }) => ({ id, name })),
          })),
        ),
      );
    },
  );

  /** Markets grouped by quote currency, with the last index price and the 24 h change. */
  app.get(
    "/currency/quotation_new",
    {
      schema: {
        tags,
        summary: "Markets grouped by quote currency, with last price and 24 h change",
        response: { 200: QuotationResponse },
      },
    },
    async (request) => {
      const markets = await db.query<MarketRow>(
        `SELECT m.id, m.currency_id, m.legal_id, b.name AS currency_name, l.name AS legal_name, m.open_lever, m.open_microtrade
         FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
         WHERE m.enabled ORDER BY l.id, m.sort, m.id`,
      );
      const now = clock().getTime();
      const groups = new Map<number, { id: number; name: string; quotation: unknown[] }>();
      for (const m of markets) {
        const group = groups.get(m.legal_id) ?? { id: m.legal_id, name: m.legal_name, quotation: [] };
        const last = feed.lastPrice(m.id);
        const day = await dayStats(db, m.id, now);
        group.quotation.push({
          ...m,
          now_price: last ?? null,
          change: changePercent(day.open, last),
          volume: last ? day.volume : null,
          high: day.high,
          low: day.low,
        });
        groups.set(m.legal_id, group);
      }
      return envelope(request, success([...groups.values()] as never));
    },
  );

  const candleQuery = Type.Object({
    symbol: Type.String({ maxLength: 20, description: "e.g. BTC/USDT" }),
    period: Type.String({ maxLength: 8 }),
    from: Type.Integer({ description: "unix seconds (or ms)" }),
    to: Type.Integer({ description: "unix seconds (or ms)" }),
  });
  const toMs = (v: number) => (v < 1e11 ? v * 1000 : v);

  app.get(
    "/currency/new_timeshar",
    {
      schema: {
        tags,
        summary: "Candles in the legacy envelope {code, msg, data}",
        querystring: candleQuery,
        response: { 200: CandleEnvelope(CandleItem) },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError)
        return { code: -1 as const, msg: `error: ${request.validationError.message}`, data: [] };
      const { symbol, period, from, to } = request.query;
      const market = feed.bySymbol(symbol);
      const p = periodOf(period);
      if (!market) return { code: -1 as const, msg: `error: unknown symbol ${symbol}`, data: [] };
      if (!p) return { code: -1 as const, msg: `error: unknown period ${period}`, data: [] };
      if (from > to) return { code: -1 as const, msg: "error: from must not be after to", data: [] };
      const bars = await candlesBetween(db, market.id, p, toMs(from), toMs(to));
      return {
        code: 1 as const,
        msg: "success",
        data: bars.map((b) => ({
          id: Math.floor(b.time / 1000),
          time: b.time,
          open: b.open,
          close: b.close,
          high: b.high,
          low: b.low,
          amount: b.volume,
          volume: b.volume,
        })),
      };
    },
  );

  app.get(
    "/market/history",
    {
      schema: {
        tags,
        summary: "Candles in the TradingView UDF shape {s, t, o, h, l, c, v}",
        querystring: Type.Object({
          symbol: Type.String({ maxLength: 20 }),
          resolution: Type.String({ maxLength: 8 }),
          from: Type.Integer(),
          to: Type.Integer(),
        }),
      },
    },
    async (request) => {
      const { symbol, resolution, from, to } = request.query;
      const market = feed.bySymbol(symbol);
      const p = periodOf(resolution);
      if (!market || !p || from > to)
        return { s: "error", errmsg: "unknown symbol or resolution, or from after to" };
      const bars = await candlesBetween(db, market.id, p, toMs(from), toMs(to));
      if (bars.length === 0) return { s: "no_data" };
      return {
        s: "ok",
        t: bars.map((b) => Math.floor(b.time / 1000)),
        o: bars.map((b) => b.open),
        h: bars.map((b) => b.high),
        l: bars.map((b) => b.low),
        c: bars.map((b) => b.close),
        v: bars.map((b) => b.volume),
      };
    },
  );

  /** The public tick log: anyone can check the price a contract was settled on. */
  app.get(
    "/ticks",
    {
      schema: {
        tags,
        summary: "Recorded index ticks of a market (public, paginated, oldest first)",
        querystring: Type.Object({
          symbol: Type.String({ maxLength: 20 }),
          from: Type.Optional(Type.Integer()),
          to: Type.Optional(Type.Integer()),
          page: Type.Integer({ minimum: 1, default: 1 }),
          limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
        }),
        response: { 200: Envelope(Type.Unknown()) },
      },
    },
    async (request) => {
      const { symbol, from, to, page, limit } = request.query;
      const market = feed.bySymbol(symbol);
      if (!market) return envelope(request, failure("MARKET_UNKNOWN_SYMBOL", { symbol }));
      const range = [
        market.id,
        from === undefined ? null : new Date(toMs(from)),
        to === undefined ? null : new Date(toMs(to)),
      ];
      const within =
        "market_id = $1 AND ($2::timestamptz IS NULL OR ts >= $2) AND ($3::timestamptz IS NULL OR ts <= $3)";
      const rows = await db.query<{ seq: number; price: string; ts: Date }>(
        `SELECT seq, price::text AS price, ts FROM ticks WHERE ${within} ORDER BY seq LIMIT $4 OFFSET $5`,
        [...range, limit, offsetOf(page, limit)],
      );
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ticks WHERE ${within}`,
        range,
      );
      const data = rows.map((r) => ({
        symbol: market.symbol,
        seq: r.seq,
        price: r.price.replace(/\.?0+$/, ""),
        time: r.ts.toISOString(),
      }));
      return envelope(request, success(pageOf(data, count?.n ?? 0, page, limit)));
    },
  );
};
