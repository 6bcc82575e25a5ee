import { createOperatorGuard } from "../../http/auth.ts";
import { productLine } from "../../platform.ts";
import { adminRoutes } from "./admin.routes.ts";
import { type AdminService, createAdminService } from "./admin.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Operators and their sessions. */
    admin: AdminService;
  }
}

/** The console's operators: sign-in, roles, the audit; the first operator seeded from the configuration. */
export const adminLine = productLine("admin", async (app, { db, clock, config }) => {
  const admin = createAdminService({ db, clock, passwordCost: config.passwordCost });
  app.decorate("admin", admin);
  app.decorate("operatorWith", createOperatorGuard(admin.authenticate));
  if (await admin.seedOperator(config.adminUser, config.adminPassword))
    app.log.info({ username: config.adminUser }, "seeded the first operator");
  await app.register(adminRoutes, { prefix: "/api", admin, db, rateLimit: config.authRateLimit });
});
