import {
  CancelOrderBody,
  DepthResponse,
  Envelope,
  OrderListQuery,
  OrderListResponse,
  PlaceOrderBody,
  SpotMarketResponse,
  SpotOrderResponse,
  SymbolQuery,
  TradesResponse,
} from "@bourse/contract";
import { channels } from "@bourse/contract/realtime";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { userOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import type { SpotService } from "./spot.service.ts";

export const spotRoutes: FastifyPluginAsyncTypebox<{
  spot: SpotService;
  /** the last sequence number a realtime channel used */
  channelSeq: (channel: string) => number;
}> = async (app, { spot, channelSeq }) => {
  const tags = ["spot"];
  const security = [{ token: [] }];

  app.post(
    "/coin/trade",
    {
      preHandler: [app.authenticate, ...app.userLimits("order")],
      schema: {
        tags,
        security,
        summary: "Places a spot order (limit with target_price, market without); answers it once durable",
        body: PlaceOrderBody,
        response: { 200: SpotOrderResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const placed = await spot.place(userOf(request).id, {
        side: b.type === "buy" || b.type === "1" ? "buy" : "sell",
        amount: b.amount,
        price: b.target_price,
        currencyId: b.currency_id,
        legalId: b.legal_id,
        ...(b.tif ? { tif: b.tif } : {}),
        ...(b.post_only !== undefined ? { postOnly: b.post_only } : {}),
        couponId: b.coupon_id,
      });
      return envelope(request, placed);
    },
  );

  app.put(
    "/coin/trade",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Cancels an open spot order; the frozen rest returns",
        body: CancelOrderBody,
        response: { 200: Envelope(Type.String()) },
      },
    },
    async (request) =>
      confirm(request, await spot.cancel(userOf(request).id, request.body.id), "OK_ORDER_CANCELLED"),
  );

  app.get(
    "/coin/list",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The user's spot orders, newest first",
        querystring: OrderListQuery,
        response: { 200: OrderListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const page = await spot.list(userOf(request).id, {
        status: q.status ?? "open",
        ...(q.currency_id ? { currencyId: q.currency_id } : {}),
        ...(q.legal_id ? { legalId: q.legal_id } : {}),
        page: q.page,
        limit: q.limit,
      });
      return envelope(request, success(page));
    },
  );

  const market = (symbol: string) => spot.bySymbol(symbol);
  const unknown = (symbol: string) => failure("MARKET_UNKNOWN_SYMBOL", { symbol });

  app.get(
    "/spot/market",
    {
      schema: {
        tags,
        summary: "A spot market's trading rules",
        querystring: SymbolQuery,
        response: { 200: SpotMarketResponse },
      },
    },
    async (request) => {
      const r = market(request.query.symbol);
      return envelope(request, r ? success(spot.market(r)) : unknown(request.query.symbol));
    },
  );

  app.get(
    "/spot/depth",
    {
      schema: {
        tags,
        summary:
          "Order book levels, best first, with the depth channel's sequence; `account=demo`: the demo book",
        querystring: SymbolQuery,
        response: { 200: DepthResponse },
      },
    },
    async (request) => {
      const r = market(request.query.symbol);
      const account = request.query.account ?? "real";
      const depth = r && {
        symbol: r.symbol,
        seq: channelSeq(channels.depth(r.symbol, account)),
        ...spot.depth(r, request.query.limit ?? 20, account === "demo"),
      };
      return envelope(request, depth ? success(depth) : unknown(request.query.symbol));
    },
  );

  app.get(
    "/spot/trades",
    {
      schema: {
        tags,
        summary: "Latest trades, newest first; `account=demo`: the demo book's",
        querystring: SymbolQuery,
        response: { 200: TradesResponse },
      },
    },
    async (request) => {
      const r = market(request.query.symbol);
      return envelope(
        request,
        r
          ? success(await spot.trades(r, request.query.limit ?? 50, request.query.account === "demo"))
          : unknown(request.query.symbol),
      );
    },
  );
};
