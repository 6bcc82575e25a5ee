import {
  BinanceAccount,
  BinanceEmpty,
  BinanceError as BinanceErrorSchema,
  BinanceMyTrades,
  BinanceOrder,
  BinanceOrders,
  type ErrorCode,
} from "@bourse/contract";
import { type Amount, isZero, mul, toPlainString } from "@bourse/money";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Db } from "../../db/db.ts";
import { text } from "../../http/envelope.ts";
import type { MessageParams } from "../../http/outcome.ts";
import type { ApiKeysService } from "../apikeys/index.ts";
import type { OrderFill, SpotService } from "../spot/index.ts";
import {
  BinanceError,
  binanceSymbol,
  errors,
  installBinanceConventions,
  integerParam,
  symbolIndex,
  symbolParam,
  timeParam,
  type WeightCounter,
} from "./binance.conventions.ts";
import type { MarketRules } from "./binance.map.ts";
import {
  exact,
  fixed,
  ORDER_COLUMNS,
  ORDER_FROM,
  type OrderRow,
  orderRowOf,
  orderShape,
} from "./binance.orders.ts";
import { installSigning, type Params } from "./binance.signing.ts";

export interface BinanceSignedOptions {
  db: Db;
  clock: () => Date;
  spot: SpotService;
  wallet: FastifyInstance["wallet"];
  keys: ApiKeysService;
  listed: (symbol: string) => boolean;
  weights: WeightCounter;
}

const tags = ["binance"];
const errorAnswers = { 400: BinanceErrorSchema, 401: BinanceErrorSchema, 429: BinanceErrorSchema };

const bps = (rate: Amount) => Number(toPlainString(mul(rate, exact("10000"), 0, "down")));

const insufficient = () => new BinanceError(-2010, "Account has insufficient balance for requested action.");
const unknownOrder = () => new BinanceError(-2013, "Order does not exist.");

/**
 * The signed spot trading endpoints of the Binance-compatible API (`/api/v3`): a call carries its API
 * key in `X-MBX-APIKEY` and `timestamp`, `recvWindow`, `signature` in its query or form body; the signed
 * text is the query string then the body text, without the signature (as Binance reads it), checked by
 * `apiKeys.verifySigned`. The key's user is the account. Orders go through the spot service, as the app's
 * own `/api/coin/trade` places and cancels them.
 */
export const binanceSignedRoutes: FastifyPluginAsync<BinanceSignedOptions> = async (app, opts) => {
  const { db, clock, spot, wallet, keys, listed, weights } = opts;
  installBinanceConventions(app, weights);
  const markets = symbolIndex(spot.rules.filter((r) => listed(r.symbol)));
  const byId = new Map(spot.rules.map((r) => [r.id, r]));

  const { signed, paramsOf, userOf } = installSigning(app, keys, clock);

  const marketOf = (value: unknown): MarketRules => {
    const r = markets.of(symbolParam(value));
    if (!r) throw errors.badSymbol();
    return r;
  };

  const orderAnswer = (o: OrderRow) => orderShape(o, byId.get(o.market_id)!);

  /**
   * The fills of the orders a user is placing, as the spot line's `order` events tell them (heard before
   * the placement answers): a FULL answer lists its order's fills without reading them back.
   */
  const placing = new Map<number, Set<Map<number, OrderFill[]>>>();
  const onOrder = ({
    userId,
    order,
    fills,
  }: {
    userId: number;
    order: { id: number };
    fills: OrderFill[];
  }) => {
    for (const heard of placing.get(userId) ?? []) heard.set(order.id, fills);
  };
  spot.events.on("order", onOrder);
  app.addHook("onClose", async () => {
    spot.events.off("order", onOrder);
  });
  async function placeHearingFills(userId: number, input: Parameters<SpotService["place"]>[1]) {
    const heard = new Map<number, OrderFill[]>();
    const set = placing.get(userId) ?? new Set();
    set.add(heard);
    placing.set(userId, set);
    try {
      const placed = await spot.place(userId, input);
      return { placed, fills: placed.ok ? heard.get(placed.value.id) : undefined };
    } finally {
      set.delete(heard);
      if (set.size === 0) placing.delete(userId);
    }
  }

  async function orderRow(userId: number, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1 AND o.user_id = $2`,
      [orderId, userId],
    );
    return row;
  }

  /** The order a call names by `orderId` or `origClientOrderId` on its `symbol`; else -2013. */
  async function namedOrder(userId: number, p: Params): Promise<OrderRow> {
    const r = marketOf(p.symbol);
    let id = integerParam(p.orderId, "orderId");
    if (id === undefined) {
      const client = p.origClientOrderId;
      if (!client) throw errors.mandatory("orderId");
      const [row] = await db.query<{ order_id: string }>(
        "SELECT order_id::text AS order_id FROM api_client_orders WHERE user_id = $1 AND client_order_id = $2",
        [userId, client],
      );
      const own = /^bourse-(\d{1,15})$/.exec(client);
      id = row ? Number(row.order_id) : own ? Number(own[1]) : undefined;
    }
    const row = id === undefined ? undefined : await orderRow(userId, id);
    if (!row || row.market_id !== r.id) throw unknownOrder();
    return row;
  }

  /** Reads and checks a new order's parameters: the spot service's input, or a Binance error. */
  function orderInput(p: Params) {
    const r = marketOf(p.symbol);
    const side = p.side;
    if (!side) throw errors.mandatory("side");
    if (side !== "BUY" && side !== "SELL") throw new BinanceError(-1117, "Invalid side.");
    const type = p.type;
    if (!type) throw errors.mandatory("type");
    if (type !== "LIMIT" && type !== "MARKET" && type !== "LIMIT_MAKER")
      throw new BinanceError(-1116, "Invalid orderType.");
    const tif = p.timeInForce;
    const base = {
      side: side === "BUY" ? ("buy" as const) : ("sell" as const),
      currencyId: r.currencyId,
      legalId: r.legalId,
    };
    const client = p.newClientOrderId;
    if (client !== undefined && !/^[.A-Z:/a-z0-9_-]{1,36}$/.test(client))
      throw errors.illegal("newClientOrderId");
    const respType = p.newOrderRespType ?? (type === "LIMIT" || type === "MARKET" ? "FULL" : "ACK");
    if (!["ACK", "RESULT", "FULL"].includes(respType))
      throw new BinanceError(-1115, "Invalid newOrderRespType.");
    if (type === "MARKET") {
      if (p.price !== undefined || tif !== undefined)
        throw new BinanceError(
          -1106,
          `Parameter '${p.price !== undefined ? "price" : "timeInForce"}' sent when not required.`,
        );
      const quantity = p.quantity;
      const quote = p.quoteOrderQty;
      if (quantity !== undefined && quote !== undefined) throw errors.combination();
      if (side === "BUY") {
        // the venue's market buy spends a quote amount
        if (quote === undefined)
          throw new BinanceError(
            -1106,
            "Parameter 'quantity' sent when not required. A market BUY takes quoteOrderQty.",
          );
        return {
          r,
          client,
          respType,
          input: { ...base, amount: quote, price: undefined, tif: "IOC" as const },
        };
      }
      if (quote !== undefined)
        throw new BinanceError(
          -1106,
          "Parameter 'quoteOrderQty' sent when not required. A market SELL takes quantity.",
        );
      if (quantity === undefined) throw errors.mandatory("quantity");
      return {
        r,
        client,
        respType,
        input: { ...base, amount: quantity, price: undefined, tif: "IOC" as const },
      };
    }
    if (p.quantity === undefined) throw errors.mandatory("quantity");
    if (p.price === undefined) throw errors.mandatory("price");
    if (p.quoteOrderQty !== undefined)
      throw new BinanceError(-1106, "Parameter 'quoteOrderQty' sent when not required.");
    if (type === "LIMIT_MAKER") {
      if (tif !== undefined) throw new BinanceError(-1106, "Parameter 'timeInForce' sent when not required.");
      return {
        r,
        client,
        respType,
        input: { ...base, amount: p.quantity, price: p.price, tif: "GTC" as const, postOnly: true },
      };
    }
    if (tif === undefined) throw errors.mandatory("timeInForce");
    if (tif !== "GTC" && tif !== "IOC" && tif !== "FOK")
      throw new BinanceError(-1115, "Invalid timeInForce.");
    return {
      r,
      client,
      respType,
      input: { ...base, amount: p.quantity, price: p.price, tif: tif as "GTC" | "IOC" | "FOK" },
    };
  }

  /** The spot service's refusal as Binance's error. */
  function refusal(request: FastifyRequest, code: ErrorCode, params?: MessageParams): BinanceError {
    const field = params?.field;
    switch (code) {
      case "SPOT_MARKET_HALTED":
        // a halt names the market, in the caller's language
        return new BinanceError(-2010, text(request, code, params));
      case "SPOT_PRICE_STEP":
        return new BinanceError(-1013, "Filter failure: PRICE_FILTER");
      case "SPOT_LOT_STEP":
        return new BinanceError(-1013, "Filter failure: LOT_SIZE");
      case "WALLET_INSUFFICIENT_BALANCE":
        return insufficient();
      case "SPOT_POST_ONLY_WOULD_TAKE":
        return new BinanceError(-2010, "Order would immediately match and take.");
      case "SPOT_FOK_UNFILLED":
        return new BinanceError(-2010, "Order would not be fully filled (FOK).");
      case "SPOT_NO_LIQUIDITY":
        return new BinanceError(-2010, "Order book liquidity is less than LOT_SIZE filter minimum quantity.");
      case "SPOT_MARKET_CLOSED":
        return new BinanceError(-2010, "Market is closed.");
      case "SPOT_BELOW_MIN_NOTIONAL":
        return new BinanceError(-1013, "Filter failure: NOTIONAL");
      case "SPOT_PRICE_OUT_OF_BAND":
        return new BinanceError(-1013, "Filter failure: PERCENT_PRICE_BY_SIDE");
      case "SPOT_INVALID_PRICE":
        return new BinanceError(-1013, "Filter failure: PRICE_FILTER");
      case "SPOT_TOO_PRECISE":
        return new BinanceError(
          -1013,
          field === "target_price" ? "Filter failure: PRICE_FILTER" : "Filter failure: LOT_SIZE",
        );
      case "WALLET_INVALID_AMOUNT":
        return new BinanceError(-1013, "Filter failure: LOT_SIZE");
      case "REQUEST_INVALID_FIELD":
        return errors.combination();
      case "SPOT_ORDER_NOT_FOUND":
      case "SPOT_ORDER_CLOSED":
        return new BinanceError(-2011, "Unknown order sent.");
      default:
        return new BinanceError(-1000, `An unknown error occurred while processing the request (${code}).`);
    }
  }

  async function checkClientId(userId: number, client: string | undefined) {
    if (client === undefined) return;
    const [row] = await db.query(
      "SELECT 1 FROM api_client_orders WHERE user_id = $1 AND client_order_id = $2",
      [userId, client],
    );
    if (row || /^bourse-\d+$/.test(client)) throw new BinanceError(-2010, "Duplicate order sent.");
  }

  /**
   * Takes a new client order id for the order about to be placed: of two calls with the same new id,
   * one takes it and the other is refused as a duplicate before anything is placed.
   */
  async function takeClientId(userId: number, client: string | undefined) {
    if (client === undefined) return;
    if (/^bourse-\d+$/.test(client)) throw new BinanceError(-2010, "Duplicate order sent.");
    const taken = await db.query(
      `INSERT INTO api_client_orders (user_id, client_order_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, client],
    );
    if (taken.length === 0) throw new BinanceError(-2010, "Duplicate order sent.");
  }

  app.get(
    "/account",
    {
      config: { binanceWeight: () => 20 },
      preHandler: signed("read"),
      schema: {
        tags,
        summary: "The spot account's balances (signed, read)",
        response: { 200: BinanceAccount, ...errorAnswers },
      },
    },
    async (request) => {
      const list = await wallet.list(userOf(request));
      const first = spot.rules[0];
      return {
        makerCommission: first ? bps(first.makerFee) : 0,
        takerCommission: first ? bps(first.takerFee) : 0,
        buyerCommission: 0,
        sellerCommission: 0,
        canTrade: request.binancePermissions?.includes("trade") ?? false,
        canWithdraw: request.binancePermissions?.includes("withdraw") ?? false,
        canDeposit: false,
        updateTime: clock().getTime(),
        accountType: "SPOT",
        balances: list.change_wallet.balance.map((b) => ({
          asset: b.currency_name,
          free: b.change_balance,
          locked: b.lock_change_balance,
        })),
        permissions: ["SPOT"],
      };
    },
  );

  app.post(
    "/order/test",
    {
      config: { binanceWeight: () => 1 },
      preHandler: signed("trade"),
      schema: {
        tags,
        summary: "Checks a new order; places nothing (signed, trade)",
        response: { 200: BinanceEmpty, ...errorAnswers },
      },
    },
    async (request) => {
      const o = orderInput(paramsOf(request));
      await checkClientId(userOf(request), o.client);
      return {};
    },
  );

  app.post(
    "/order",
    {
      config: { binanceWeight: () => 1 },
      preHandler: signed("trade"),
      schema: {
        tags,
        summary: "Places a spot order (signed, trade): LIMIT (GTC, IOC, FOK), MARKET, LIMIT_MAKER",
        response: { 200: BinanceOrder, ...errorAnswers },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const o = orderInput(paramsOf(request));
      await takeClientId(userId, o.client);
      const { placed, fills } = await placeHearingFills(userId, o.input).catch((err: unknown) => ({
        placed: { ok: false as const, err },
        fills: undefined,
      }));
      if (!placed.ok) {
        // the name is free again: nothing was placed under it
        if (o.client !== undefined)
          await db.query(
            "DELETE FROM api_client_orders WHERE user_id = $1 AND client_order_id = $2 AND order_id IS NULL",
            [userId, o.client],
          );
        if ("err" in placed) throw placed.err;
        throw refusal(request, placed.code, placed.params);
      }
      const id = placed.value.id;
      if (o.client !== undefined)
        await db.query(
          "UPDATE api_client_orders SET order_id = $3 WHERE user_id = $1 AND client_order_id = $2",
          [userId, o.client, id],
        );
      // the order as the placement left it (the command's reply): nothing to read back
      const row = orderRowOf(placed.value, o.r.id, o.client ?? null);
      const full = orderAnswer(row);
      const ack = {
        symbol: full.symbol,
        orderId: full.orderId,
        orderListId: -1,
        clientOrderId: full.clientOrderId,
        transactTime: row.created_at.getTime(),
      };
      if (o.respType === "ACK") return ack;
      const { time: _t, updateTime: _u, isWorking: _w, stopPrice: _s, icebergQty: _i, ...rest } = full;
      const result = { ...rest, transactTime: row.created_at.getTime() };
      if (o.respType === "RESULT") return result;
      if (isZero(exact(row.filled))) return { ...result, fills: [] };
      return { ...result, fills: fills ? fills.map((f) => fillShape(row, f)) : await fillsOf(userId, row) };
    },
  );

  async function fillsOf(userId: number, o: OrderRow) {
    const rows = await db.query<{ id: number; price: string; quantity: string; fee: string }>(
      `SELECT t.id::int AS id, t.price::text AS price, t.quantity::text AS quantity,
         (CASE WHEN t.taker_order = $1 THEN t.taker_fee ELSE t.maker_fee END)::text AS fee
       FROM spot_trades t JOIN spot_orders o ON o.id = $1 AND o.user_id = $2
       WHERE t.taker_order = $1 OR t.maker_order = $1 ORDER BY t.id`,
      [o.id, userId],
    );
    return rows.map((t) => fillShape(o, t));
  }

  /** A fill of an order, as Binance's FULL answer lists it. */
  function fillShape(o: OrderRow, t: { id: number; price: string; quantity: string; fee: string }) {
    const r = byId.get(o.market_id)!;
    return {
      price: fixed(t.price, r.priceDecimals),
      qty: fixed(t.quantity, r.amountDecimals),
      commission: fixed(t.fee, o.side === "buy" ? r.baseScale : r.quoteScale),
      commissionAsset: o.side === "buy" ? r.baseName : r.quoteName,
      tradeId: t.id,
    };
  }

  app.get(
    "/order",
    {
      config: { binanceWeight: () => 4 },
      preHandler: signed("read"),
      schema: {
        tags,
        summary: "One order, by orderId or origClientOrderId (signed, read)",
        response: { 200: BinanceOrder, ...errorAnswers },
      },
    },
    async (request) => orderAnswer(await namedOrder(userOf(request), paramsOf(request))),
  );

  /** The cancelled order's answer, or null when it was no longer open (filled or cancelled meanwhile). */
  async function cancelOne(userId: number, row: OrderRow, origClient?: string) {
    const done = await spot.cancel(userId, Number(row.id));
    if (!done.ok) return null;
    const after = (await orderRow(userId, Number(row.id)))!;
    const full = orderAnswer(after);
    const {
      time: _t,
      updateTime: _u,
      isWorking: _w,
      stopPrice: _s,
      icebergQty: _i,
      workingTime: _k,
      ...rest
    } = full;
    return { ...rest, origClientOrderId: origClient ?? full.clientOrderId, transactTime: clock().getTime() };
  }

  app.delete(
    "/order",
    {
      config: { binanceWeight: () => 1 },
      preHandler: signed("trade"),
      schema: {
        tags,
        summary: "Cancels an open order (signed, trade)",
        response: { 200: BinanceOrder, ...errorAnswers },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const p = paramsOf(request);
      let row: OrderRow;
      try {
        row = await namedOrder(userId, p);
      } catch (e) {
        if (e instanceof BinanceError && e.code === -2013)
          throw new BinanceError(-2011, "Unknown order sent.");
        throw e;
      }
      const cancelled = row.status === "open" ? await cancelOne(userId, row, p.origClientOrderId) : null;
      if (!cancelled) throw new BinanceError(-2011, "Unknown order sent.");
      return cancelled;
    },
  );

  const openRows = (userId: number, marketId: number | undefined) =>
    db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
       WHERE o.user_id = $1 AND o.status = 'open' AND ($2::int IS NULL OR o.market_id = $2) ORDER BY o.id`,
      [userId, marketId ?? null],
    );

  app.get(
    "/openOrders",
    {
      config: { binanceWeight: (q) => (q.symbol ? 6 : 80) },
      preHandler: signed("read"),
      schema: {
        tags,
        summary: "The account's open orders, of one symbol or all (signed, read)",
        response: { 200: BinanceOrders, ...errorAnswers },
      },
    },
    async (request) => {
      const p = paramsOf(request);
      const r = p.symbol === undefined ? undefined : marketOf(p.symbol);
      return (await openRows(userOf(request), r?.id)).map(orderAnswer);
    },
  );

  app.delete(
    "/openOrders",
    {
      config: { binanceWeight: () => 1 },
      preHandler: signed("trade"),
      schema: {
        tags,
        summary: "Cancels every open order of a symbol (signed, trade)",
        response: { 200: BinanceOrders, ...errorAnswers },
      },
    },
    async (request) => {
      const userId = userOf(request);
      const r = marketOf(paramsOf(request).symbol);
      // an order filled or cancelled elsewhere between the read and its cancel is left out, not an error
      const answers = [];
      for (const row of await openRows(userId, r.id)) {
        const cancelled = await cancelOne(userId, row);
        if (cancelled) answers.push(cancelled);
      }
      if (answers.length === 0) throw new BinanceError(-2011, "Unknown order sent.");
      return answers;
    },
  );

  const limitOf = (value: unknown, fallback: number, most: number) =>
    Math.min(Math.max(integerParam(value, "limit") ?? fallback, 1), most);
  const timeOf = (p: Params, name: string) => {
    const v = timeParam(p[name], name);
    return v === undefined ? null : new Date(v);
  };

  app.get(
    "/allOrders",
    {
      config: { binanceWeight: () => 20 },
      preHandler: signed("read"),
      schema: {
        tags,
        summary: "The account's orders of a symbol, oldest first (signed, read)",
        response: { 200: BinanceOrders, ...errorAnswers },
      },
    },
    async (request) => {
      const p = paramsOf(request);
      const r = marketOf(p.symbol);
      const rows = await db.query<OrderRow>(
        `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
         WHERE o.user_id = $1 AND o.market_id = $2 AND o.status <> 'rejected'
           AND ($3::bigint IS NULL OR o.id >= $3) AND ($4::timestamptz IS NULL OR o.created_at >= $4)
           AND ($5::timestamptz IS NULL OR o.created_at <= $5)
         ORDER BY o.id ${p.orderId === undefined && p.startTime === undefined ? "DESC" : "ASC"} LIMIT $6`,
        [
          userOf(request),
          r.id,
          integerParam(p.orderId, "orderId") ?? null,
          timeOf(p, "startTime"),
          timeOf(p, "endTime"),
          limitOf(p.limit, 500, 1000),
        ],
      );
      return rows.sort((a, b) => Number(a.id) - Number(b.id)).map(orderAnswer);
    },
  );

  app.get(
    "/myTrades",
    {
      config: { binanceWeight: (q) => (q.orderId ? 5 : 20) },
      preHandler: signed("read"),
      schema: {
        tags,
        summary: "The account's trades of a symbol, oldest first (signed, read)",
        response: { 200: BinanceMyTrades, ...errorAnswers },
      },
    },
    async (request) => {
      const p = paramsOf(request);
      const r = marketOf(p.symbol);
      const orderId = integerParam(p.orderId, "orderId");
      const fromId = integerParam(p.fromId, "fromId");
      if (fromId !== undefined && (p.startTime !== undefined || p.endTime !== undefined))
        throw errors.combination();
      const rows = await db.query<{
        id: number;
        order_id: string;
        side: "buy" | "sell";
        price: string;
        quantity: string;
        quote: string;
        fee: string;
        maker: boolean;
        created_at: Date;
      }>(
        `SELECT * FROM (
           SELECT t.id::int AS id, o.id::text AS order_id, o.side, t.price::text AS price, t.quantity::text AS quantity,
             t.quote::text AS quote, (CASE WHEN o.id = t.maker_order THEN t.maker_fee ELSE t.taker_fee END)::text AS fee,
             o.id = t.maker_order AS maker, t.created_at
           FROM spot_orders o JOIN spot_trades t ON t.maker_order = o.id OR t.taker_order = o.id
           WHERE o.user_id = $1 AND o.market_id = $2 AND ($3::bigint IS NULL OR o.id = $3)
             AND ($4::bigint IS NULL OR t.id >= $4) AND ($5::timestamptz IS NULL OR t.created_at >= $5)
             AND ($6::timestamptz IS NULL OR t.created_at <= $6)
           ORDER BY t.id ${fromId === undefined && p.startTime === undefined ? "DESC" : "ASC"} LIMIT $7
         ) x ORDER BY id, maker`,
        [
          userOf(request),
          r.id,
          orderId ?? null,
          fromId ?? null,
          timeOf(p, "startTime"),
          timeOf(p, "endTime"),
          limitOf(p.limit, 500, 1000),
        ],
      );
      return rows.map((t) => ({
        symbol: binanceSymbol(r.symbol),
        id: t.id,
        orderId: Number(t.order_id),
        orderListId: -1,
        price: fixed(t.price, r.priceDecimals),
        qty: fixed(t.quantity, r.amountDecimals),
        quoteQty: fixed(t.quote, r.quoteScale),
        commission: fixed(t.fee, t.side === "buy" ? r.baseScale : r.quoteScale),
        commissionAsset: t.side === "buy" ? r.baseName : r.quoteName,
        time: t.created_at.getTime(),
        isBuyer: t.side === "buy",
        isMaker: t.maker,
        isBestMatch: true,
      }));
    },
  );
};
