import { productLine } from "../../platform.ts";
import { leverAdminRoutes } from "./lever.admin.routes.ts";
import { leverRoutes } from "./lever.routes.ts";
import { createLeverService, type LeverService } from "./lever.service.ts";
import { createLeverViews } from "./lever.views.ts";
import { type LeverWatch, watchLever } from "./lever.watch.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Leveraged contracts and their tick triggers. */
    lever: LeverService;
    leverWatch: LeverWatch;
  }
}

/** Perpetual contracts: positions, orders, triggers on each tick, overnight fees, liquidation. */
export const leverLine = productLine(
  "lever",
  async (app, { db, core, feed, clock, bus, scheduler, notices }) => {
    const lever = await createLeverService({ db, core, feed, coupons: app.coupons });
    const views = createLeverViews({ db, core, feed, lever });
    const watch = watchLever({
      lever,
      core,
      feed,
      clock,
      onError: (err) => app.log.error({ err }, "a lever trigger failed"),
    });
    app.decorate("lever", lever);
    app.decorate("leverWatch", watch);
    notices.push(lever.events);
    // funds margining open contracts (one's own, or copies) stay in the lever (or copy) account
    app.transferHolds.push((userId, currencyId, account) =>
      lever.book.busy(account === "copy" ? -userId : userId, currencyId),
    );
    app.demo.closeOnReset("lever", (user) => lever.endAll(user));
    // the console's settings page changes the liquidation threshold; every node reads it again
    app.content.events.on("setting", (key: string, value: string) => {
      if (key === "lever_liquidation_risk_rate") {
        lever.setThreshold(value);
        bus?.notify("config");
      }
    });
    bus?.onNotice("config", () => {
      lever.reload().catch((err) => app.log.error({ err }, "the lever terms could not be read again"));
    });
    scheduler.daily("lever-overnight", watch.overnightFor);
    app.addHook("onClose", async () => {
      watch.stop();
      await watch.settled();
    });
    await app.register(leverRoutes, { prefix: "/api", lever, views });
    await app.register(leverAdminRoutes, {
      prefix: "/api",
      lever,
      db,
      ...(bus ? { changed: () => bus.notify("config") } : {}),
    });
  },
  ["growth", "demo", "wallet", "content"],
);
