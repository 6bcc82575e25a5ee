import { productLine } from "../../platform.ts";
import { dualAdminRoutes } from "./dual.admin.routes.ts";
import { dualRoutes } from "./dual.routes.ts";
import { createDualService, type DualService } from "./dual.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Dual investment: products, purchases held in the financial account, settlement on the tick log. */
    dual: DualService;
  }
}

/** Dual investment: products, purchases held in the financial account, settlement on the tick log. */
export const dualLine = productLine("dual", async (app, { db, core, clock, feed, scheduler }) => {
  const dual = await createDualService({ db, core, clock, lastPrice: (id) => feed.lastPrice(id) });
  scheduler.due("dual", dual.due);
  app.decorate("dual", dual);
  await app.register(dualRoutes, { prefix: "/api", dual });
  await app.register(dualAdminRoutes, { prefix: "/api", dual });
});
