import { productLine } from "../../platform.ts";
import { hedgeAdminRoutes } from "./hedge.admin.routes.ts";
import { createHedgeService, type HedgeService } from "./hedge.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Hedging the house's excess exposure on an outside venue (off without HEDGE_EXCHANGE). */
    hedge: HedgeService;
  }
}

/**
 * Hedging, when HEDGE_EXCHANGE is set: a round every HEDGE_INTERVAL_MS on the writer offsets the house's
 * lever exposure past HEDGE_THRESHOLD with market orders on the outside venue through CCXT. Without it
 * CCXT is never loaded, and the console's view says hedging is off.
 */
export const hedgeLine = productLine(
  "hedge",
  async (app, { db, clock, config, feed, writerWork }) => {
    const settings = config.hedge;
    // CCXT is loaded only by a server that hedges
    const venue = settings ? await (await import("./hedge.venue.ts")).openVenue(settings, clock) : undefined;
    const hedge = createHedgeService({
      db,
      clock,
      config: settings,
      venue,
      markets: () => app.lever.markets(),
      exposure: () => app.risk.exposureSnapshot(),
      indexPrice: (marketId) => feed.lastPrice(marketId),
      log: app.log,
    });
    app.decorate("hedge", hedge);
    if (settings) {
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> | undefined;
      let stopped = true;
      const loop = () => {
        // the round catches and logs its own failures: the writer never stops for one
        running = hedge.round().finally(() => {
          running = undefined;
          if (!stopped) timer = setTimeout(loop, settings.intervalMs);
        });
      };
      const stop = async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      };
      writerWork.push({
        start: () => {
          stopped = false;
          // the first round one interval after leading starts: the book and the feed are loaded by then
          timer = setTimeout(loop, settings.intervalMs);
        },
        stop,
      });
      app.addHook("onClose", stop);
    }
    await app.register(hedgeAdminRoutes, { prefix: "/api", hedge });
  },
  ["lever", "risk"],
);
