import { productLine } from "../../platform.ts";
import { registerApprovalKind } from "../approvals/index.ts";
import { secondsAdminRoutes } from "./seconds.admin.routes.ts";
import type { DurationApproval } from "./seconds.config.ts";
import { secondsRoutes } from "./seconds.routes.ts";
import { createSecondsService, type SecondsService } from "./seconds.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Seconds contracts: open orders, settlement on the first tick at or after expiry. */
    seconds: SecondsService;
  }
}

/** Seconds contracts: an order on the index's direction over a fixed time, settled at its expiry. */
export const secondsLine = productLine(
  "seconds",
  async (app, { db, core, feed, clock, notices }) => {
    const seconds = await createSecondsService({
      db,
      core,
      feed,
      clock,
      onError: (err) => app.log.error({ err }, "a seconds order could not be settled"),
    });
    // a payout rate above the usual waits for a second operator, whose approval applies the same save
    seconds.config.useSecondApproval(
      registerApprovalKind<DurationApproval>(app, {
        kind: "seconds.duration",
        roles: ["admin"],
        apply: (p, by) =>
          p.create
            ? seconds.config.addDuration(by.operator, p.seconds, p.terms, by.ip, true)
            : seconds.config.updateDuration(by.operator, p.seconds, p.terms, by.ip, true),
      }),
    );
    app.decorate("seconds", seconds);
    app.addHook("onClose", () => seconds.stop());
    app.demo.closeOnReset("seconds", seconds.voidAll);
    notices.push(seconds.events);
    await app.register(secondsRoutes, { prefix: "/api", seconds, userOfToken: app.auth.authenticate });
    await app.register(secondsAdminRoutes, { prefix: "/api", seconds });
  },
  ["auth", "demo", "approvals"],
);
