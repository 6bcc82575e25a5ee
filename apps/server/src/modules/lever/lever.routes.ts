import {
  LeverBatchCloseBody,
  LeverBatchCloseResponse,
  LeverDealResponse,
  LeverIdBody,
  LeverListBody,
  LeverMyTradeBody,
  LeverPositionsResponse,
  LeverSetStopBody,
  LeverSubmitBody,
  LeverTradePageResponse,
  LeverTradeResponse,
  MarketPairBody,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { LeverService } from "./lever.service.ts";
import type { LeverTrade } from "./lever.store.ts";
import type { LeverViews } from "./lever.views.ts";

/** The lever calls of the legacy API (API-COMPAT.md), see docs/lever-api.md. */
export const leverRoutes: FastifyPluginAsyncTypebox<{ lever: LeverService; views: LeverViews }> = async (
  app,
  { lever, views },
) => {
  const tags = ["lever"];
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };
  /** A trade as the calls answer it, with its live figures. */
  const shown = (outcome: Outcome<LeverTrade>) =>
    outcome.ok
      ? success(views.view(outcome.value, views.account(outcome.value.owner, outcome.value.market.legalId)))
      : outcome;

  app.post(
    "/lever/deal",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A market's contract terms, the house's dealing prices and the user's lever account",
        body: MarketPairBody,
        response: { 200: LeverDealResponse },
      },
    },
    async (request) => {
      const m = lever.marketOf(request.body.currency_id, request.body.legal_id);
      return envelope(
        request,
        m ? success(views.deal(userOf(request).id, m)) : failure("MARKET_UNKNOWN_MARKET"),
      );
    },
  );

  app.post(
    "/lever/submit",
    {
      preHandler: [app.authenticate, app.requireKyc(1), ...app.userLimits("order")],
      schema: {
        tags,
        security,
        summary:
          "Opens a position at the index ± spread (market) or places a limit order; answers once durable",
        body: LeverSubmitBody,
        response: { 200: LeverTradeResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const orderType =
        b.status === "2" || b.status === "limit"
          ? "limit"
          : b.status === undefined &&
              b.target_price !== undefined &&
              !/^\s*0*(\.0*)?\s*$/.test(b.target_price)
            ? "limit"
            : "market";
      const placed = await lever.submit(userOf(request).id, {
        currencyId: b.currency_id,
        legalId: b.legal_id,
        direction: b.type === 1 ? "long" : "short",
        lots: b.share,
        multiple: b.multiple,
        orderType,
        targetPrice: b.target_price,
        takeProfit: b.target_profit_price,
        stopLoss: b.stop_loss_price,
        couponId: b.coupon_id,
      });
      return envelope(request, shown(placed));
    },
  );

  app.post(
    "/lever/dealall",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Open positions with live PnL, and the lever account (paginated)",
        body: LeverListBody,
        response: { 200: LeverPositionsResponse },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(
        request,
        success(
          views.positions(userOf(request).id, {
            ...(b.currency_id ? { currencyId: b.currency_id } : {}),
            ...(b.legal_id ? { legalId: b.legal_id } : {}),
            page: b.page,
            limit: b.limit,
          }),
        ),
      );
    },
  );

  app.post(
    "/lever/my_trade",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Orders and positions by deal_status: 0 pending, 1 open, 3 closed, 4 cancelled",
        body: LeverMyTradeBody,
        response: { 200: LeverTradePageResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const page = await views.trades(userOf(request).id, {
        ...(b.currency_id ? { currencyId: b.currency_id } : {}),
        ...(b.legal_id ? { legalId: b.legal_id } : {}),
        ...(b.status !== undefined ? { status: b.status } : {}),
        page: b.page,
        limit: b.limit,
      });
      return envelope(request, success(page));
    },
  );

  app.post(
    "/lever/close",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Closes one open position at the index ∓ spread",
        body: LeverIdBody,
        response: { 200: LeverTradeResponse },
      },
    },
    async (request) => envelope(request, shown(await lever.close(userOf(request).id, request.body.id))),
  );

  app.post(
    "/lever/batch_close",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Closes all open positions (type 0), the longs (1) or the shorts (2)",
        body: LeverBatchCloseBody,
        response: { 200: LeverBatchCloseResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const results = await lever.closeAll(userOf(request).id, {
        ...(b.type !== 0 ? { direction: b.type === 1 ? "long" : "short" } : {}),
        ...(b.currency_id ? { currencyId: b.currency_id } : {}),
        ...(b.legal_id ? { legalId: b.legal_id } : {}),
      });
      const closed = results.flatMap((r) => (r.ok ? [views.view(r.value)] : []));
      const firstFailure = results.find((r) => !r.ok);
      const answer: Outcome<{ closed: typeof closed; count: number }> =
        results.length === 0
          ? failure("LEVER_NOTHING_TO_CLOSE")
          : closed.length === 0 && firstFailure && !firstFailure.ok
            ? firstFailure
            : success({ closed, count: closed.length });
      return envelope(request, answer);
    },
  );

  app.post(
    "/lever/setstop",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Sets or clears (empty or 0) the take profit and stop loss",
        body: LeverSetStopBody,
        response: { 200: LeverTradeResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const done = await lever.setStops(userOf(request).id, b.id, {
        takeProfit: b.target_profit_price,
        stopLoss: b.stop_loss_price,
      });
      return envelope(request, shown(done));
    },
  );

  app.post(
    "/lever/cancel",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Cancels a pending order; its margin returns, the handling fee is not refunded",
        body: LeverIdBody,
        response: { 200: LeverTradeResponse },
      },
    },
    async (request) => envelope(request, shown(await lever.cancel(userOf(request).id, request.body.id))),
  );
};
