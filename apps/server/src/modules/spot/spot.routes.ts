import {
  CancelOrderBody,
  Depth,
  OrderListQuery,
  OrderListResponse,
  PlaceOrderBody,
  SpotMarket,
  SpotOrder,
  SymbolQuery,
  TradesResponse,
} from "@bourse/contract";
import { channels } from "@bourse/contract/realtime";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import { confirmation, routeKit } from "../../http/routes.ts";
import type { SpotService } from "./spot.service.ts";

export const spotRoutes: FastifyPluginAsyncTypebox<{
  spot: SpotService;
  /** the last sequence number a realtime channel used */
  channelSeq: (channel: string) => number;
}> = async (app, { spot, channelSeq }) => {
  const tags = ["spot"];
  const route = routeKit(app, tags);
  const security = [{ token: [] }];

  route.post(
    "/coin/trade",
    {
      summary: "Places a spot order (limit with target_price, market without); answers it once durable",
      caller: "user",
      limits: ["order"],
      body: PlaceOrderBody,
      answer: SpotOrder,
    },
    async ({ user, body }) => {
      const placed = await spot.place(user.id, {
        side: body.type === "buy" || body.type === "1" ? "buy" : "sell",
        amount: body.amount,
        price: body.target_price,
        currencyId: body.currency_id,
        legalId: body.legal_id,
        ...(body.tif ? { tif: body.tif } : {}),
        ...(body.post_only !== undefined ? { postOnly: body.post_only } : {}),
        couponId: body.coupon_id,
      });
      return placed;
    },
  );

  route.put(
    "/coin/trade",
    {
      summary: "Cancels an open spot order; the frozen rest returns",
      caller: "user",
      body: CancelOrderBody,
      answer: Type.String(),
    },
    async ({ user, body, request }) =>
      confirmation(request, await spot.cancel(user.id, body.id), "OK_ORDER_CANCELLED"),
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

  route.get(
    "/spot/market",
    { summary: "A spot market's trading rules", caller: "public", query: SymbolQuery, answer: SpotMarket },
    async ({ query }) => {
      const r = market(query.symbol);
      return r ? success(spot.market(r)) : unknown(query.symbol);
    },
  );

  route.get(
    "/spot/depth",
    {
      summary:
        "Order book levels, best first, with the depth channel's sequence; `account=demo`: the demo book",
      caller: "public",
      query: SymbolQuery,
      answer: Depth,
    },
    async ({ query }) => {
      const r = market(query.symbol);
      const account = query.account ?? "real";
      const depth = r && {
        symbol: r.symbol,
        seq: channelSeq(channels.depth(r.symbol, account)),
        ...spot.depth(r, query.limit ?? 20, account === "demo"),
      };
      return depth ? success(depth) : unknown(query.symbol);
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
