import { productLine } from "../../platform.ts";
import { supportAdminRoutes } from "./support.admin.routes.ts";
import { supportRoutes } from "./support.routes.ts";
import { createSupportService, type SupportService } from "./support.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The live support chat between users and operators. */
    support: SupportService;
  }
}

/** The live support chat between users and operators. */
export const supportLine = productLine(
  "support",
  async (app, { db, clock, config, relay, notices }) => {
    const support = createSupportService({ db, files: app.files, clock, ...relay });
    app.decorate("support", support);
    notices.push(support.events);
    await app.register(supportRoutes, { prefix: "/api", support });
    await app.register(supportAdminRoutes, { prefix: "/api", support, maxBytes: config.uploadMaxBytes });
  },
  ["files"],
);
