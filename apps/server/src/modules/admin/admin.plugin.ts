import { createOperatorGuard } from "../../http/auth.ts";
import { productLine } from "../../platform.ts";
import { adminRoutes } from "./admin.routes.ts";
import { type AdminService, createAdminService } from "./admin.service.ts";
import { operatorsRoutes } from "./operators.routes.ts";
import { createOperatorsService } from "./operators.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Operators and their sessions. */
    admin: AdminService;
  }
}

/**
 * The console's operators: sign-in, roles, the audit, the operators' management; the first operator
 * seeded from the configuration. Every operator binds an authenticator before anything else
 * (OPERATOR_2FA=seed-exempt spares the seeded one).
 */
export const adminLine = productLine("admin", async (app, { db, clock, config }) => {
  const admin = createAdminService({
    db,
    clock,
    passwordCost: config.passwordCost,
    operator2fa: config.operator2fa,
  });
  app.decorate("admin", admin);
  const guards = createOperatorGuard(admin.session);
  app.decorate("operatorWith", guards.operatorWith);
  app.decorate("operatorBinding", guards.operatorBinding);
  if (await admin.seedOperator(config.adminUser, config.adminPassword))
    app.log.info({ username: config.adminUser }, "seeded the first operator");
  await app.register(adminRoutes, { prefix: "/api", admin, db, rateLimit: config.authRateLimit });
  const operators = createOperatorsService({ db, clock, passwordCost: config.passwordCost });
  await app.register(operatorsRoutes, { prefix: "/api", operators });
});
