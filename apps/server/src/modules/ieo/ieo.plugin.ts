import { productLine } from "../../platform.ts";
import { ieoAdminRoutes } from "./ieo.admin.routes.ts";
import { ieoRoutes } from "./ieo.routes.ts";
import { createIeoService, type IeoService } from "./ieo.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** IEO launchpad: projects, subscriptions held in the financial account, allocation, token release. */
    ieo: IeoService;
  }
}

/** IEO launchpad: projects, subscriptions held in the financial account, allocation, token release. */
export const ieoLine = productLine(
  "ieo",
  async (app, { db, core, clock, scheduler }) => {
    const ieo = await createIeoService({ db, core, clock, kycLevel: app.kyc.levelOf });
    scheduler.due("ieo", ieo.due);
    app.decorate("ieo", ieo);
    await app.register(ieoRoutes, { prefix: "/api", ieo });
    await app.register(ieoAdminRoutes, { prefix: "/api", ieo });
  },
  ["user"],
);
