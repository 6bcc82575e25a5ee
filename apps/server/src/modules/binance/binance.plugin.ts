import proxyAddr from "@fastify/proxy-addr";
import { productLine } from "../../platform.ts";
import { createWeightCounter, type WeightCounter } from "./binance.conventions.ts";
import { createBooks, createMarketStreams } from "./binance.market-streams.ts";
import { binanceRoutes } from "./binance.routes.ts";
import { binanceSignedRoutes } from "./binance.signed.ts";
import { createUserEvents, listenKeyRoutes } from "./binance.user-stream.ts";
import { binanceWithdrawRoutes } from "./binance.withdraw.ts";
import { attachBinanceWs } from "./binance.ws.ts";

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
 * Its WebSocket streams (`/ws`, `/stream`, `/ws-api/v3`) share the server's port (`binance.ws.ts`).
 */
export const binanceLine = productLine(
  "binance",
  async (app, { db, feed, clock, core, config }) => {
    const weights = createWeightCounter(clock);
    app.decorate("binanceWeights", weights);
    const listed = (symbol: string) => feed.bySymbol(symbol) !== undefined;
    const onError = (err: unknown) => app.log.error({ err }, "binance streams: a message failed");
    const books = createBooks(app.spot);
    const markets = createMarketStreams({
      db,
      spot: app.spot,
      feed,
      stats: app.marketStats,
      clock,
      books,
      listed,
      onError,
    });
    const users = createUserEvents({ db, clock, core, spot: app.spot, onError });
    const trust = config.trustProxy.length > 0 ? proxyAddr.compile(config.trustProxy) : () => false;
    attachBinanceWs(app, {
      db,
      clock,
      keys: app.apiKeys,
      start: markets.start,
      users,
      ipOf: (request) => proxyAddr(request, trust),
      onError,
    });
    app.addHook("onClose", async () => {
      books.close();
      markets.close();
      users.close();
    });
    await app.register(binanceRoutes, {
      prefix: "/api/v3",
      db,
      clock,
      spot: app.spot,
      stats: app.marketStats,
      listed,
      books,
      weights,
    });
    await app.register(listenKeyRoutes, { prefix: "/api/v3", db, clock, keys: app.apiKeys, weights });
    await app.register(binanceSignedRoutes, {
      prefix: "/api/v3",
      db,
      clock,
      spot: app.spot,
      wallet: app.wallet,
      keys: app.apiKeys,
      listed,
      weights,
    });
    await app.register(binanceWithdrawRoutes, {
      prefix: "/sapi/v1",
      db,
      clock,
      funding: app.funding,
      keys: app.apiKeys,
      weights,
    });
  },
  ["spot", "market", "wallet", "apikeys"],
);
