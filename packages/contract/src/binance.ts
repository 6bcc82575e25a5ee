import { Type } from "typebox";

/**
 * The Binance-compatible REST API (`/api/v3`): Binance spot API's own bare shapes, no `{type, message}`
 * envelope. Prices and quantities are decimal texts, times ms since the epoch, symbols Binance style
 * (`BTCUSDT` for the venue's `BTC/USDT`).
 */

const Decimal = (description?: string) => Type.String(description ? { description } : {});
const Ms = (description: string) => Type.Integer({ description: `${description}, ms since the epoch` });

/** An error of the Binance-compatible API (HTTP 400, 403, 404 or 429): Binance's codes. */
export const BinanceError = Type.Object({
  code: Type.Integer({ description: "Binance's error code: -1100, -1102, -1121, -1120, -1003, …" }),
  msg: Type.String(),
});

export const BinanceEmpty = Type.Object({}, { description: "an empty object" });

export const BinanceTime = Type.Object({ serverTime: Ms("the server's clock") });

export const BinanceRateLimit = Type.Object({
  rateLimitType: Type.String({ description: "REQUEST_WEIGHT" }),
  interval: Type.String({ description: "MINUTE" }),
  intervalNum: Type.Integer(),
  limit: Type.Integer(),
});

export const BinanceFilter = Type.Union([
  Type.Object({
    filterType: Type.Literal("PRICE_FILTER"),
    minPrice: Decimal(),
    maxPrice: Decimal(),
    tickSize: Decimal(),
  }),
  Type.Object({
    filterType: Type.Literal("LOT_SIZE"),
    minQty: Decimal(),
    maxQty: Decimal(),
    stepSize: Decimal(),
  }),
  Type.Object({
    filterType: Type.Literal("MIN_NOTIONAL"),
    minNotional: Decimal(),
    applyToMarket: Type.Boolean(),
    avgPriceMins: Type.Integer(),
  }),
  Type.Object({
    filterType: Type.Literal("NOTIONAL"),
    minNotional: Decimal(),
    applyMinToMarket: Type.Boolean(),
    maxNotional: Decimal(),
    applyMaxToMarket: Type.Boolean(),
    avgPriceMins: Type.Integer(),
  }),
]);

export const BinanceSymbol = Type.Object({
  symbol: Type.String({ description: "BTCUSDT" }),
  status: Type.String({
    description: "TRADING, HALT while an operator halted it, or BREAK while spot trading is closed",
  }),
  baseAsset: Type.String(),
  baseAssetPrecision: Type.Integer(),
  quoteAsset: Type.String(),
  quotePrecision: Type.Integer(),
  quoteAssetPrecision: Type.Integer(),
  baseCommissionPrecision: Type.Integer(),
  quoteCommissionPrecision: Type.Integer(),
  orderTypes: Type.Array(Type.String()),
  icebergAllowed: Type.Boolean(),
  ocoAllowed: Type.Boolean(),
  quoteOrderQtyMarketAllowed: Type.Boolean(),
  allowTrailingStop: Type.Boolean(),
  cancelReplaceAllowed: Type.Boolean(),
  isSpotTradingAllowed: Type.Boolean(),
  isMarginTradingAllowed: Type.Boolean(),
  filters: Type.Array(BinanceFilter),
  permissions: Type.Array(Type.String()),
  permissionSets: Type.Array(Type.Array(Type.String())),
  defaultSelfTradePreventionMode: Type.String(),
  allowedSelfTradePreventionModes: Type.Array(Type.String()),
});

export const BinanceExchangeInfo = Type.Object({
  timezone: Type.Literal("UTC"),
  serverTime: Ms("the server's clock"),
  rateLimits: Type.Array(BinanceRateLimit),
  exchangeFilters: Type.Array(Type.String(), { description: "always empty" }),
  symbols: Type.Array(BinanceSymbol),
});

const Level = Type.Array(Decimal(), { minItems: 2, maxItems: 2, description: "[price, quantity]" });
export const BinanceDepth = Type.Object({
  lastUpdateId: Type.Integer({ description: "the book's update sequence, as the depth stream carries it" }),
  bids: Type.Array(Level, { description: "best (highest) first" }),
  asks: Type.Array(Level, { description: "best (lowest) first" }),
});

export const BinanceTrade = Type.Object({
  id: Type.Integer(),
  price: Decimal(),
  qty: Decimal(),
  quoteQty: Decimal(),
  time: Ms("when it traded"),
  isBuyerMaker: Type.Boolean(),
  isBestMatch: Type.Boolean(),
});
export const BinanceTrades = Type.Array(BinanceTrade, { description: "oldest first" });

export const BinanceAggTrade = Type.Object({
  a: Type.Integer({ description: "aggregate trade id (each trade is its own aggregate)" }),
  p: Decimal("price"),
  q: Decimal("quantity"),
  f: Type.Integer({ description: "first trade id" }),
  l: Type.Integer({ description: "last trade id" }),
  T: Ms("when it traded"),
  m: Type.Boolean({ description: "whether the buyer was the maker" }),
  M: Type.Boolean({ description: "best price match" }),
});
export const BinanceAggTrades = Type.Array(BinanceAggTrade, { description: "oldest first" });

export const BinanceKline = Type.Array(Type.Union([Type.Integer(), Type.String()]), {
  description:
    '[openTime, open, high, low, close, volume, closeTime, quoteVolume, trades, takerBuyBaseVolume, takerBuyQuoteVolume, "0"]',
});
export const BinanceKlines = Type.Array(BinanceKline, { description: "oldest first" });

export const BinanceTicker24h = Type.Object({
  symbol: Type.String(),
  priceChange: Decimal(),
  priceChangePercent: Decimal(),
  weightedAvgPrice: Decimal(),
  prevClosePrice: Decimal(),
  lastPrice: Decimal(),
  lastQty: Decimal(),
  bidPrice: Decimal(),
  bidQty: Decimal(),
  askPrice: Decimal(),
  askQty: Decimal(),
  openPrice: Decimal(),
  highPrice: Decimal(),
  lowPrice: Decimal(),
  volume: Decimal("base asset traded on this venue over 24 h"),
  quoteVolume: Decimal("quote asset traded on this venue over 24 h"),
  openTime: Ms("the window's start"),
  closeTime: Ms("the window's end"),
  firstId: Type.Integer({ description: "first trade id of the window, -1 without trades" }),
  lastId: Type.Integer({ description: "last trade id of the window, -1 without trades" }),
  count: Type.Integer({ description: "trades in the window" }),
});
export const BinanceTicker24hAnswer = Type.Union([BinanceTicker24h, Type.Array(BinanceTicker24h)]);

export const BinancePrice = Type.Object({ symbol: Type.String(), price: Decimal() });
export const BinancePriceAnswer = Type.Union([BinancePrice, Type.Array(BinancePrice)]);

export const BinanceBookTicker = Type.Object({
  symbol: Type.String(),
  bidPrice: Decimal(),
  bidQty: Decimal(),
  askPrice: Decimal(),
  askQty: Decimal(),
});
export const BinanceBookTickerAnswer = Type.Union([BinanceBookTicker, Type.Array(BinanceBookTicker)]);

export const BinanceAvgPrice = Type.Object({
  mins: Type.Integer(),
  price: Decimal(),
  closeTime: Ms("the last trade's time, or now"),
});

/** `GET /api/v3/account` (signed, read): the spot account's balances. */
export const BinanceAccount = Type.Object({
  makerCommission: Type.Integer({ description: "maker fee in basis points" }),
  takerCommission: Type.Integer({ description: "taker fee in basis points" }),
  buyerCommission: Type.Integer(),
  sellerCommission: Type.Integer(),
  canTrade: Type.Boolean(),
  canWithdraw: Type.Boolean(),
  canDeposit: Type.Boolean(),
  updateTime: Ms("the answer's time"),
  accountType: Type.String({ description: "SPOT" }),
  balances: Type.Array(Type.Object({ asset: Type.String(), free: Decimal(), locked: Decimal() })),
  permissions: Type.Array(Type.String()),
});

export const BinanceFill = Type.Object({
  price: Decimal(),
  qty: Decimal(),
  commission: Decimal(),
  commissionAsset: Type.String(),
  tradeId: Type.Integer(),
});

/**
 * A spot order as the signed endpoints answer it: `POST /order` (ACK: the ids and `transactTime`;
 * RESULT and FULL: the order, FULL with its `fills`), `GET /order`, `DELETE /order`, the lists.
 */
export const BinanceOrder = Type.Object({
  symbol: Type.String(),
  orderId: Type.Integer(),
  orderListId: Type.Integer({ description: "always -1" }),
  clientOrderId: Type.String(),
  origClientOrderId: Type.Optional(Type.String({ description: "DELETE only" })),
  transactTime: Type.Optional(Ms("when placed or cancelled")),
  price: Type.Optional(Decimal()),
  origQty: Type.Optional(Decimal()),
  executedQty: Type.Optional(Decimal()),
  cummulativeQuoteQty: Type.Optional(Decimal()),
  status: Type.Optional(Type.String({ description: "NEW, PARTIALLY_FILLED, FILLED, CANCELED or EXPIRED" })),
  timeInForce: Type.Optional(Type.String({ description: "GTC, IOC or FOK" })),
  type: Type.Optional(Type.String({ description: "LIMIT, MARKET or LIMIT_MAKER" })),
  side: Type.Optional(Type.String({ description: "BUY or SELL" })),
  stopPrice: Type.Optional(Decimal()),
  icebergQty: Type.Optional(Decimal()),
  time: Type.Optional(Ms("when placed")),
  updateTime: Type.Optional(Ms("last change")),
  isWorking: Type.Optional(Type.Boolean()),
  workingTime: Type.Optional(Type.Integer()),
  origQuoteOrderQty: Type.Optional(Decimal()),
  selfTradePreventionMode: Type.Optional(Type.String({ description: "NONE" })),
  fills: Type.Optional(Type.Array(BinanceFill)),
});

export const BinanceOrders = Type.Array(BinanceOrder);

/** `GET /api/v3/myTrades`: the account's trades, one line per side it took. */
export const BinanceMyTrades = Type.Array(
  Type.Object({
    symbol: Type.String(),
    id: Type.Integer(),
    orderId: Type.Integer(),
    orderListId: Type.Integer(),
    price: Decimal(),
    qty: Decimal(),
    quoteQty: Decimal(),
    commission: Decimal(),
    commissionAsset: Type.String(),
    time: Ms("the trade's time"),
    isBuyer: Type.Boolean(),
    isMaker: Type.Boolean(),
    isBestMatch: Type.Boolean(),
  }),
);

export const BinanceListenKey = Type.Object({
  listenKey: Type.String({ description: "the user data stream's key: connect to /ws/<listenKey>" }),
});

/** `POST /sapi/v1/capital/withdraw/apply`: the withdrawal request made, awaiting the operator's review. */
export const BinanceWithdrawApplied = Type.Object({
  id: Type.String({ description: "the withdrawal's id, as the app's withdrawal list shows it" }),
});

/** `GET /sapi/v1/capital/withdraw/history`: the account's withdrawals, newest first. */
export const BinanceWithdrawHistory = Type.Array(
  Type.Object({
    id: Type.String(),
    amount: Decimal("the amount withdrawn (frozen at the request), the fee included"),
    transactionFee: Decimal(),
    coin: Type.String(),
    status: Type.Integer({
      description: "4 processing (awaiting the operator's review), 6 completed (paid), 3 rejected",
    }),
    address: Type.String(),
    txId: Type.String({ description: "the payment's transaction id once paid, else empty" }),
    applyTime: Type.String({ description: "UTC, YYYY-MM-DD HH:mm:ss" }),
    network: Type.String(),
    transferType: Type.Integer({ description: "0: an external transfer" }),
    info: Type.String({ description: "the operator's reason of a rejection, else empty" }),
    completeTime: Type.Optional(Type.String({ description: "UTC, YYYY-MM-DD HH:mm:ss, once paid" })),
  }),
);
