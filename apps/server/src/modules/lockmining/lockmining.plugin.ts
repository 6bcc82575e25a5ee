import { productLine } from "../../platform.ts";
import { registerApprovalKind } from "../approvals/index.ts";
import { lockAdminRoutes } from "./lockmining.admin.routes.ts";
import { lockRoutes } from "./lockmining.routes.ts";
import { createLockService, type LockService, type PlanApproval } from "./lockmining.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Lock mining: plans, orders locked in the financial account, daily yield. */
    lockMining: LockService;
  }
}

/** Lock mining: plans, orders locked in the financial account, daily yield. */
export const lockMiningLine = productLine(
  "lockmining",
  async (app, { db, core, scheduler }) => {
    const lock = await createLockService({ db, core });
    scheduler.daily("lock-yield", lock.payDay);
    // a daily rate above the usual waits for a second operator, whose approval applies the same save
    lock.useSecondApproval(
      registerApprovalKind<PlanApproval>(app, {
        kind: "lock.plan",
        roles: ["admin"],
        apply: (p, by) => lock.savePlan(by.operator.id, p.id, p.input, by.ip, true),
      }),
    );
    app.decorate("lockMining", lock);
    await app.register(lockRoutes, { prefix: "/api", lock });
    await app.register(lockAdminRoutes, { prefix: "/api", lock });
  },
  ["approvals"],
);
