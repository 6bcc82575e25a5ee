import { productLine } from "../../platform.ts";
import { lockAdminRoutes } from "./lockmining.admin.routes.ts";
import { lockRoutes } from "./lockmining.routes.ts";
import { createLockService, type LockService } from "./lockmining.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Lock mining: plans, orders locked in the financial account, daily yield. */
    lockMining: LockService;
  }
}

/** Lock mining: plans, orders locked in the financial account, daily yield. */
export const lockMiningLine = productLine("lockmining", async (app, { db, core, scheduler }) => {
  const lock = await createLockService({ db, core });
  scheduler.daily("lock-yield", lock.payDay);
  app.decorate("lockMining", lock);
  await app.register(lockRoutes, { prefix: "/api", lock });
  await app.register(lockAdminRoutes, { prefix: "/api", lock });
});
