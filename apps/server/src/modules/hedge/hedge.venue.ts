import type { HedgeConfig } from "../../config.ts";

/**
 * The outside venue as the hedge needs it, behind CCXT. CCXT is loaded here, and only when HEDGE_EXCHANGE
 * is set: a server that does not hedge never loads it. The key and secret stay inside the exchange
 * object; nothing here logs or returns them.
 */

/** An outside market's trading rules, as CCXT reports them (numbers; converted at the asset's scale). */
export interface OutsideMarket {
  symbol: string;
  /** the amount step; undefined when the venue states none */
  step: number | undefined;
  minAmount: number | undefined;
  minCost: number | undefined;
}

/** An order's outcome at the outside venue, as CCXT reports it. */
export interface OutsideOrder {
  id: string;
  /** CCXT's unified status: open, closed, canceled, expired, rejected */
  status: string | undefined;
  filled: number | undefined;
  average: number | undefined;
  cost: number | undefined;
  /** each fee as the venue reported it (one an order, or one a trade), summed exactly by the reader */
  fee: { costs: number[]; currency: string | undefined } | undefined;
}

export interface Venue {
  /** the CCXT exchange id */
  id: string;
  /** The outside market of that symbol, or undefined when the venue does not list it. */
  market(symbol: string): Promise<OutsideMarket | undefined>;
  /**
   * A market order: a sell of `amount` base, a buy spending `cost` quote (Binance's quoteOrderQty, which a
   * venue whose market buys take a quote amount needs), under `clientOrderId`.
   */
  marketOrder(
    symbol: string,
    side: "buy" | "sell",
    size: { amount: number; cost: number },
    clientOrderId: string,
  ): Promise<OutsideOrder>;
  /** The order sent under `clientOrderId`, or undefined when the venue has no such order. */
  findOrder(symbol: string, clientOrderId: string): Promise<OutsideOrder | undefined>;
  /**
   * Whether a failure may have left the order placed (a timeout, a dropped connection): such an order
   * stays `sent` and is looked up next round, never sent twice.
   */
  uncertain(err: unknown): boolean;
  /** Whether a lookup failed because the venue has no such order. */
  notFound(err: unknown): boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: CCXT's unified order and market objects are loosely typed
type Loose = any;

/** `now`: the server's clock, which the signed requests' timestamps follow. */
export async function openVenue(config: HedgeConfig, now: () => Date): Promise<Venue> {
  const ccxt = (await import("ccxt")).default;
  const Exchange = (ccxt as unknown as Record<string, new (opts: object) => Loose>)[config.exchange];
  if (!ccxt.exchanges.includes(config.exchange) || typeof Exchange !== "function")
    throw new Error(`HEDGE_EXCHANGE: CCXT has no exchange "${config.exchange}"`);
  const exchange = new Exchange({
    apiKey: config.apiKey,
    secret: config.secret,
    enableRateLimit: true,
    timeout: 10_000,
    ...(config.url ? { urls: { api: { public: config.url, private: config.url } } } : {}),
    // spot only: hedges are spot orders (no margin pairs, no currency list a compatible venue may lack)
    options: {
      defaultType: "spot",
      fetchMarkets: { types: ["spot"] },
      fetchCurrencies: false,
      fetchMargins: false,
    },
  });
  exchange.milliseconds = () => now().getTime();
  let loaded: Promise<unknown> | undefined;
  const markets = () => {
    loaded ??= exchange.loadMarkets().catch((err: unknown) => {
      loaded = undefined; // tried again next round
      throw err;
    });
    return loaded;
  };
  const orderOf = (o: Loose): OutsideOrder => {
    const fees: Loose[] = Array.isArray(o.fees) && o.fees.length > 0 ? o.fees : o.fee ? [o.fee] : [];
    const priced = fees.filter((f) => typeof f?.cost === "number");
    return {
      id: String(o.id),
      status: o.status ?? undefined,
      filled: typeof o.filled === "number" ? o.filled : undefined,
      average: typeof o.average === "number" ? o.average : undefined,
      cost: typeof o.cost === "number" ? o.cost : undefined,
      fee:
        priced.length > 0
          ? { costs: priced.map((f) => f.cost), currency: priced[0].currency ?? undefined }
          : undefined,
    };
  };
  /**
   * A filled order without its fee (Binance's order lookup has none): the fee from the order's trades, so
   * that a fee taken in the base currency is counted against what the hedge holds.
   */
  const withFee = async (o: OutsideOrder, symbol: string): Promise<OutsideOrder> => {
    if (o.fee !== undefined || !o.filled || !exchange.has?.fetchOrderTrades) return o;
    const trades: Loose[] = await exchange.fetchOrderTrades(o.id, symbol);
    const priced = trades.map((x) => x.fee).filter((f) => typeof f?.cost === "number");
    if (priced.length === 0) return o;
    return {
      ...o,
      fee: { costs: priced.map((f) => f.cost), currency: priced[0].currency ?? undefined },
    };
  };
  return {
    id: config.exchange,
    async market(symbol) {
      await markets();
      const m = exchange.markets?.[symbol];
      if (!m || m.active === false) return undefined;
      return {
        symbol,
        step: typeof m.precision?.amount === "number" ? m.precision.amount : undefined,
        minAmount: m.limits?.amount?.min ?? undefined,
        minCost: m.limits?.cost?.min ?? undefined,
      };
    },
    async marketOrder(symbol, side, size, clientOrderId) {
      const params = { clientOrderId };
      const o =
        side === "buy" && exchange.has?.createMarketBuyOrderWithCost
          ? await exchange.createMarketBuyOrderWithCost(symbol, size.cost, params)
          : await exchange.createOrder(symbol, "market", side, size.amount, undefined, params);
      return withFee(orderOf(o), symbol);
    },
    async findOrder(symbol, clientOrderId) {
      try {
        const o = await exchange.fetchOrder(undefined, symbol, { origClientOrderId: clientOrderId });
        return await withFee(orderOf(o), symbol);
      } catch (err) {
        if (err instanceof ccxt.OrderNotFound) return undefined;
        throw err;
      }
    },
    uncertain: (err) =>
      !(err instanceof ccxt.BaseError) ||
      (err instanceof ccxt.NetworkError && !(err instanceof ccxt.InvalidNonce)),
    notFound: (err) => err instanceof ccxt.OrderNotFound,
  };
}
