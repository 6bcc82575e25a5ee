import { productLine } from "../../platform.ts";
import { growthAdminRoutes } from "./growth.admin.routes.ts";
import { type CouponBook, createCouponBook } from "./growth.coupons.ts";
import { growthRoutes } from "./growth.routes.ts";
import { createGrowthService } from "./growth.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Which fee coupons are used: read and changed by the spot and lever commands that use them. */
    coupons: CouponBook;
  }
}

/** Invitations and rebates, coupons, the new-user bonus, king managers. */
export const growthLine = productLine("growth", async (app, { db, core, clock, scheduler }) => {
  const coupons = createCouponBook(db);
  await coupons.load();
  core.onReload((q) => coupons.load(q));
  app.decorate("coupons", coupons);
  const growth = await createGrowthService({ db, core, clock, coupons });
  scheduler.due("rebates", growth.due);
  scheduler.due("experience", growth.bonus.due);
  await app.register(growthRoutes, { prefix: "/api", growth });
  await app.register(growthAdminRoutes, { prefix: "/api", growth });
});
