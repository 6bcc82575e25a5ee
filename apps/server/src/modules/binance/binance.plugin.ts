import { productLine } from "../../platform.ts";
import { binanceRoutes } from "./binance.routes.ts";

/**
 * The Binance-compatible REST API under `/api/v3`: Binance's paths, parameters, bare answers, error
 * codes and request weights, so that bots and CCXT's `binance` class read (and trade on) the venue's
 * spot markets. Its routes live in their own encapsulated context: their error handler, schema error
 * formatter and not-found answer are Binance's, not the app's envelope.
 */
export const binanceLine = productLine(
  "binance",
  async (app, { db, feed, clock }) => {
    await app.register(binanceRoutes, {
      prefix: "/api/v3",
      db,
      clock,
      spot: app.spot,
      stats: app.marketStats,
      listed: (symbol) => feed.bySymbol(symbol) !== undefined,
      channelSeq: (channel) => app.channelSeq(channel),
    });
  },
  ["spot", "market"],
);
