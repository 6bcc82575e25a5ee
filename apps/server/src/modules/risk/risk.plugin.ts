import { productLine } from "../../platform.ts";
import { riskAdminRoutes } from "./risk.admin.routes.ts";
import { createRiskService, type RiskService } from "./risk.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The house's exposure per market, its limits (checked in the core's handlers) and alerts. */
    risk: RiskService;
  }
}

/**
 * The house's exposure: figures from the lever book and the seconds orders in memory, limits the lever
 * and seconds handlers check when an order is placed, alerts at 80 % and 100 % of a limit.
 */
export const riskLine = productLine(
  "risk",
  async (app, { db, core, feed, clock, bus }) => {
    const risk = await createRiskService({
      db,
      core,
      feed,
      clock,
      lever: app.lever,
      seconds: app.seconds,
      warn: (facts, message) => app.log.warn(facts, message),
    });
    app.decorate("risk", risk);
    app.addHook("onClose", () => risk.stop());
    // an operator changed the limits on another node: they apply here too (this node may lead next)
    bus?.onNotice("config", () => {
      risk.reload().catch((err) => app.log.error({ err }, "the house's limits could not be read again"));
    });
    await app.register(riskAdminRoutes, {
      prefix: "/api",
      risk,
      db,
      clock,
      ...(bus ? { changed: () => bus.notify("config") } : {}),
    });
  },
  ["lever", "seconds"],
);
