import { productLine } from "../../platform.ts";
import { createFavouritesService } from "./favourites.service.ts";
import { marketRoutes } from "./market.routes.ts";
import { createMarketStats, type MarketStats } from "./stats.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Each market's 24 h figures. */
    marketStats: MarketStats;
  }
}

/** The market list, tickers, candles and one's favourites. */
export const marketLine = productLine("market", async (app, { db, feed, clock, reads }) => {
  const stats = createMarketStats({ db, feed, clock });
  const favourites = createFavouritesService({ db, clock });
  app.decorate("marketStats", stats);
  await app.register(marketRoutes, {
    prefix: "/api",
    db,
    feed,
    stats,
    favourites,
    tickerSnapshot: () => app.tickerSnapshot(),
    reads,
  });
});
