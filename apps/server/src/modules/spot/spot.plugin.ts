import { topics } from "../../http/public-reads.ts";
import { productLine } from "../../platform.ts";
import { registerApprovalKind } from "../approvals/index.ts";
import { createMarketMaker, type MarketMaker } from "./market-maker.ts";
import { spotAdminRoutes } from "./spot.admin.routes.ts";
import type { MarketApproval } from "./spot.markets.ts";
import { createOrderRetention } from "./spot.retention.ts";
import { spotRoutes } from "./spot.routes.ts";
import { createSpotService, type SpotService } from "./spot.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Spot order books and their orders. */
    spot: SpotService;
    /** The house market maker (spot). */
    maker: MarketMaker;
  }
}

/** Spot trading, its order history's retention, and the house market maker (the writer's work). */
export const spotLine = productLine(
  "spot",
  async (app, { db, core, feed, config, reads, scheduler, writerWork }) => {
    const spot = await createSpotService({ db, core, feed, coupons: app.coupons });
    app.decorate("spot", spot);
    // a maker or taker fee above 1 % waits for a second operator, whose approval applies the same save
    spot.markets.useSecondApproval(
      registerApprovalKind<MarketApproval>(app, {
        kind: "spot.market",
        roles: ["admin"],
        apply: (p, by) => spot.markets.save(by.operator, p.market, p.body, by.ip, by.request),
      }),
    );
    // the candles' volume changes with each real trade
    spot.events.on("trades", ({ market, demo }: { market: { id: number }; demo: boolean }) => {
      if (!demo) reads.changed(topics.market(market.id));
    });
    // a market's settings or halt changed (`spot.market.save`), on this node too when it follows
    spot.events.on("market", (id: number) => reads.changed(topics.market(id)));
    app.demo.closeOnReset("spot", spot.cancelAll);
    scheduler.due(
      "spot-order-history",
      createOrderRetention({ writerTx: core.writerTx, days: config.orderHistoryDays }).due,
    );
    const maker = await createMarketMaker({
      db,
      core,
      feed,
      spot,
      demo: app.demo,
      intervalMs: config.makerIntervalMs,
      onError: (err) => app.log.error({ err }, "the market maker could not re-quote"),
    });
    app.decorate("maker", maker);
    app.addHook("onClose", () => maker.stop());
    writerWork.push({
      // the house market maker's own funds, then its quotes
      start: async () => {
        await maker.fund();
        if (config.marketMaker) maker.start();
      },
      stop: () => maker.stop(),
    });
    await app.register(spotRoutes, {
      prefix: "/api",
      spot,
      channelSeq: (channel) => app.channelSeq(channel),
    });
    await app.register(spotAdminRoutes, { prefix: "/api", spot });
  },
  ["growth", "demo", "approvals"],
);
