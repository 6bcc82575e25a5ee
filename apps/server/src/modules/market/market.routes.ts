import {
  CandleEnvelope,
  CurrencyListResponse,
  CurrencyProfileQuery,
  CurrencyProfileResponse,
  Envelope,
  Favourite,
  HotMarket,
  Limit,
  type LoggedTick,
  MAX_ID,
  OwnedId,
  PageNumber,
  type Quotation,
  QuotationResponse,
  RefId,
  Text,
  TickersResponse,
  TickPage,
  UdfHistoryResponse,
  UnixTime,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { userOf } from "../../http/auth.ts";
import { confirm, envelope, failureBody } from "../../http/envelope.ts";
import { langOf } from "../../http/lang.ts";
import { failure, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { type PublicReads, topics } from "../../http/public-reads.ts";
import { candlesBetween, periodOf, syntheticUntil } from "./candles.service.ts";
import type { FavouritesService } from "./favourites.service.ts";
import { currencyProfile } from "./profile.service.ts";
import type { MarketStats, MarketTicker } from "./stats.service.ts";

interface MarketRow {
  id: number;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  price_decimals: number;
  open_lever: boolean;
  open_microtrade: boolean;
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
  synthetic: Type.Boolean({
    description: "the bar holds made-up history (before the market's first tick): no trade, no index tick",
  }),
});

/**
 * Markets as quotation_new lists them: listing fields and the live ticker, whose `volume` and `turnover`
 * are this venue's real spot trades over 24 h and `index_*` the index source's own 24 h volume (or null).
 */
async function quotations(listed: () => Promise<MarketRow[]>, stats: MarketStats) {
  const markets = await listed();
  const tickers = new Map<number, MarketTicker>((await stats.current()).map((t) => [t.market_id, t]));
  return markets.map((m): Quotation => {
    const t = tickers.get(m.id);
    return {
      ...m,
      symbol: `${m.currency_name}/${m.legal_name}`,
      now_price: t?.price ?? null,
      change: t?.change ?? null,
      open: t?.open ?? null,
      high: t?.high ?? null,
      low: t?.low ?? null,
      volume: t?.volume ?? "0",
      turnover: t?.turnover ?? "0",
      stale: t?.stale ?? true,
      index_volume: t?.index_volume ?? null,
      index_turnover: t?.index_turnover ?? null,
      index_source: t?.index_source ?? null,
    };
  });
}

export const marketRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  feed: Feed;
  stats: MarketStats;
  favourites: FavouritesService;
  tickerSnapshot: FastifyInstance["tickerSnapshot"];
  /** prices, candles and the tick log are answered from memory, built again after each tick or trade */
  reads: PublicReads;
}> = async (app, { db, feed, stats, favourites, tickerSnapshot, reads }) => {
  const tags = ["market"];
  /** The listed markets, read again after an operator's change (console writes change them). */
  const listed = reads.memo([topics.config], () =>
    db.query<MarketRow>(
      `SELECT m.id, m.currency_id, m.legal_id, b.name AS currency_name, l.name AS legal_name, m.price_decimals, m.open_lever, m.open_microtrade
       FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
       WHERE m.enabled ORDER BY l.id, m.sort, m.id`,
    ),
  );

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

  /** A coin's profile: issue data, links, description and white paper (spec §2 transaction/white_paper). */
  app.get(
    "/currency/profile",
    {
      schema: {
        tags,
        summary:
          "A coin's profile: issue data, links, and its description and white paper in the reader's language (English where not translated)",
        querystring: CurrencyProfileQuery,
        response: { 200: CurrencyProfileResponse },
      },
    },
    async (request) => envelope(request, await currencyProfile(db, request.query.currency, langOf(request))),
  );

  /**
   * Markets grouped by quote currency, with the last index price and the 24 h change: built again after
   * any tick or operator's change, and when a market turns stale or the 24 h window is re-read.
   */
  app.get(
    "/currency/quotation_new",
    {
      schema: {
        tags,
        summary: "Markets grouped by quote currency, with last price and 24 h change",
        response: { 200: QuotationResponse },
      },
    },
    async (request, reply) =>
      reads.send(request, reply, {
        key: "quotation_new",
        topics: [topics.prices, topics.config],
        cache: "prices",
        build: async () => {
          const groups = new Map<number, { id: number; name: string; quotation: Quotation[] }>();
          for (const q of await quotations(listed, stats)) {
            const group = groups.get(q.legal_id) ?? { id: q.legal_id, name: q.legal_name, quotation: [] };
            group.quotation.push(q);
            groups.set(q.legal_id, group);
          }
          return { body: envelope(request, success([...groups.values()])), until: stats.changesAt() };
        },
      }),
  );

  app.get(
    "/market/tickers",
    {
      schema: {
        tags,
        summary:
          "Snapshot of the ticker channel: every market's price and 24 h statistics, with the channel's sequence",
        response: { 200: TickersResponse },
      },
    },
    async (request) => envelope(request, success(await tickerSnapshot())),
  );

  app.get(
    "/optional/list",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The user's favourite markets, newest first",
        security: [{ token: [] }],
        response: { 200: Envelope(Type.Array(Favourite)) },
      },
    },
    async (request) => {
      const byId = new Map((await quotations(listed, stats)).map((q) => [q.id, q]));
      const list = await favourites.list(userOf(request).id);
      return envelope(
        request,
        success(
          list.flatMap((f) => {
            const q = byId.get(f.market_id);
            return q ? [{ ...q, optional_id: f.optional_id, created_at: f.created_at.toISOString() }] : [];
          }),
        ),
      );
    },
  );

  app.post(
    "/optional/add",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Adds a market to the user's favourites (legal_id defaults to USDT)",
        security: [{ token: [] }],
        body: Type.Object({
          currency_id: RefId,
          legal_id: Type.Optional(RefId),
        }),
        response: { 200: Envelope(Type.String()) },
      },
    },
    async (request) => {
      const { currency_id, legal_id } = request.body;
      const done = await favourites.add(userOf(request).id, {
        currencyId: currency_id,
        ...(legal_id ? { legalId: legal_id } : {}),
      });
      return confirm(request, done, "OK_FAVOURITE_ADDED");
    },
  );

  app.post(
    "/optional/del",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Removes a favourite by its id (optional_id), or by currency_id and legal_id",
        security: [{ token: [] }],
        body: Type.Object({
          id: Type.Optional(OwnedId("favourite")),
          currency_id: Type.Optional(RefId),
          legal_id: Type.Optional(RefId),
        }),
        response: { 200: Envelope(Type.String()) },
      },
    },
    async (request) => {
      const { id, currency_id, legal_id } = request.body;
      if (!id && !currency_id) return envelope(request, failure("REQUEST_INVALID_FIELD", { field: "id" }));
      const done = await favourites.remove(
        userOf(request).id,
        id ? { id } : { currencyId: currency_id!, ...(legal_id ? { legalId: legal_id } : {}) },
      );
      return confirm(request, done, "OK_FAVOURITE_REMOVED");
    },
  );

  app.post(
    "/market/viewed",
    {
      schema: {
        tags,
        summary: "Counts a view of a market opened from search (once per client, market and hour)",
        body: Type.Object({ symbol: Text(20, { minLength: 1 }) }),
        response: { 200: Envelope(Type.String()) },
      },
    },
    async (request) => {
      const market = feed.bySymbol(request.body.symbol);
      if (!market)
        return envelope(request, failure("MARKET_UNKNOWN_SYMBOL", { symbol: request.body.symbol }));
      await favourites.viewed(market.id, request.ip);
      return confirm(request, success(undefined), "OK_SAVED");
    },
  );

  app.get(
    "/market/hot",
    {
      schema: {
        tags,
        summary: "Markets most opened from search over the last 7 days",
        querystring: Type.Object({ limit: Limit(50, 10) }),
        response: { 200: Envelope(Type.Array(HotMarket)) },
      },
    },
    async (request) => {
      const byId = new Map((await quotations(listed, stats)).map((q) => [q.id, q]));
      const hot = await favourites.hot(request.query.limit);
      return envelope(
        request,
        success(
          hot.flatMap((h) => {
            const q = byId.get(h.market_id);
            return q
              ? [
                  {
                    symbol: q.symbol,
                    market_id: q.id,
                    currency_id: q.currency_id,
                    legal_id: q.legal_id,
                    views: h.views,
                  },
                ]
              : [];
          }),
        ),
      );
    },
  );

  const candleQuery = Type.Object({
    symbol: Text(20, { description: "e.g. BTC/USDT" }),
    period: Text(8),
    from: UnixTime,
    to: UnixTime,
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
    async (request, reply) => {
      if (request.validationError)
        return { code: -1 as const, msg: `error: ${request.validationError.message}`, data: [] };
      const { symbol, period, from, to } = request.query;
      const market = feed.bySymbol(symbol);
      const p = periodOf(period);
      if (!market) return { code: -1 as const, msg: `error: unknown symbol ${symbol}`, data: [] };
      if (!p) return { code: -1 as const, msg: `error: unknown period ${period}`, data: [] };
      if (from > to) return { code: -1 as const, msg: "error: from must not be after to", data: [] };
      return reads.send(request, reply, {
        key: `new_timeshar:${market.id}:${p}:${toMs(from)}:${toMs(to)}`,
        topics: [topics.market(market.id)],
        cache: "prices",
        build: async () => {
          const bars = await candlesBetween(db, market.id, p, toMs(from), toMs(to));
          return {
            body: {
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
                synthetic: b.synthetic,
              })),
            },
          };
        },
      });
    },
  );

  app.get(
    "/market/history",
    {
      schema: {
        tags,
        summary: "Candles in the TradingView UDF shape {s, t, o, h, l, c, v}",
        querystring: Type.Object({
          symbol: Text(20),
          resolution: Text(8),
          from: UnixTime,
          to: UnixTime,
        }),
        response: { 200: UdfHistoryResponse },
      },
    },
    async (request, reply) => {
      const { symbol, resolution, from, to } = request.query;
      const market = feed.bySymbol(symbol);
      const p = periodOf(resolution);
      if (!market || !p || from > to)
        return { s: "error" as const, errmsg: "unknown symbol or resolution, or from after to" };
      return reads.send(request, reply, {
        key: `history:${market.id}:${p}:${toMs(from)}:${toMs(to)}`,
        topics: [topics.market(market.id)],
        cache: "prices",
        build: async () => {
          const bars = await candlesBetween(db, market.id, p, toMs(from), toMs(to));
          if (bars.length === 0) return { body: { s: "no_data" } };
          const until = bars.some((b) => b.synthetic) ? await syntheticUntil(db, market.id) : undefined;
          return {
            body: {
              s: "ok",
              t: bars.map((b) => Math.floor(b.time / 1000)),
              o: bars.map((b) => b.open),
              h: bars.map((b) => b.high),
              l: bars.map((b) => b.low),
              c: bars.map((b) => b.close),
              v: bars.map((b) => b.volume),
              // beside UDF's arrays: which bars hold made-up history, and where it ends (unix seconds)
              synthetic: bars.map((b) => b.synthetic),
              ...(until !== undefined ? { synthetic_until: Math.floor(until / 1000) } : {}),
            },
          };
        },
      });
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
          symbol: Text(20),
          from: Type.Optional(UnixTime),
          to: Type.Optional(UnixTime),
          after_seq: Type.Optional(
            Type.Integer({ minimum: 0, maximum: MAX_ID, description: "only ticks with a larger id" }),
          ),
          page: PageNumber,
          limit: Limit(1000, 100),
        }),
        response: { 200: Envelope(TickPage) },
      },
    },
    async (request, reply) => {
      const { symbol, from, to, after_seq, page, limit } = request.query;
      const market = feed.bySymbol(symbol);
      if (!market) return failureBody(request, "MARKET_UNKNOWN_SYMBOL", { symbol });
      const range = [
        market.id,
        from === undefined ? null : new Date(toMs(from)),
        to === undefined ? null : new Date(toMs(to)),
        after_seq ?? null,
      ];
      return reads.send(request, reply, {
        key: `ticks:${range.map((v) => (v instanceof Date ? v.getTime() : v)).join(":")}:${page}:${limit}`,
        topics: [topics.market(market.id)],
        cache: "log",
        build: async () => {
          const within = `market_id = $1 AND ($2::timestamptz IS NULL OR ts >= $2) AND ($3::timestamptz IS NULL OR ts <= $3)
            AND ($4::bigint IS NULL OR seq > $4)`;
          const rows = await db.query<{ seq: number; price: string; ts: Date }>(
            `SELECT seq, price::text AS price, ts FROM ticks WHERE ${within} ORDER BY seq LIMIT $5 OFFSET $6`,
            [...range, limit, offsetOf(page, limit)],
          );
          const [count] = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ticks WHERE ${within}`,
            range,
          );
          const data = rows.map(
            (r): LoggedTick => ({
              symbol: market.symbol,
              seq: r.seq,
              price: r.price.replace(/\.?0+$/, ""),
              time: r.ts.toISOString(),
            }),
          );
          return { body: envelope(request, success(pageOf(data, count?.n ?? 0, page, limit))) };
        },
      });
    },
  );
};
