import { productLine } from "../../platform.ts";
import { createWeightCounter, type WeightCounter } from "./binance.conventions.ts";
import { binanceRoutes } from "./binance.routes.ts";
import { binanceSignedRoutes } from "./binance.signed.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The request weights of the Binance-compatible API, per IP and minute: every context under
     * `/api/v3` counts in this one (`installBinanceConventions`).
     */
    binanceWeights: WeightCounter;
  }
}

/**
 * The Binance-compatible REST API under `/api/v3`: Binance's paths, parameters, bare answers, error
 * codes and request weights, so that bots and CCXT's `binance` class read (and trade on) the venue's
 * spot markets. Its routes live in their own encapsulated context: their error handler, schema error
 * formatter and not-found answer are Binance's, not the app's envelope. The signed endpoints register
 * their own context under the same prefix, with `installBinanceConventions(ctx, app.binanceWeights)`.
 */
export const binanceLine = productLine(
  "binance",
  async (app, { db, feed, clock }) => {
    const weights = createWeightCounter(clock);
    app.decorate("binanceWeights", weights);
    await app.register(binanceRoutes, {
      prefix: "/api/v3",
      db,
      clock,
      spot: app.spot,
      stats: app.marketStats,
      listed: (symbol) => feed.bySymbol(symbol) !== undefined,
      channelSeq: (channel) => app.channelSeq(channel),
      weights,
    });
    await app.register(binanceSignedRoutes, {
      prefix: "/api/v3",
      db,
      clock,
      spot: app.spot,
      wallet: app.wallet,
      keys: app.apiKeys,
      listed: (symbol) => feed.bySymbol(symbol) !== undefined,
      weights,
    });
  },
  ["spot", "market", "wallet", "apikeys"],
);
